import A11yCore
import Testing

@Suite("relative paths")
struct RelativePathsTests {
    private let paths = RelativePaths(base: "/project/app/")

    @Test(arguments: [
        ("/project/app/Screens/a.yaml", "Screens/a.yaml", "/project/app/Screens/a.yaml"),
        ("Screens/a.yaml", "Screens/a.yaml", "/project/app/Screens/a.yaml"),
        ("./Screens/../Screens/./a.yaml", "Screens/a.yaml", "/project/app/Screens/a.yaml"),
        ("/project/other/b.yaml", "../other/b.yaml", "/project/other/b.yaml"),
        ("/project/application/c.yaml", "../application/c.yaml", "/project/application/c.yaml"),
        ("/project/app", ".", "/project/app"),
        ("../../../../x.yaml", "../../x.yaml", "/x.yaml"),
        ("/project/app/Écrans//a.yaml", "Écrans/a.yaml", "/project/app/Écrans/a.yaml"),
        // A slash followed by a combining mark is one character, not a separator.
        ("/project/app/\u{301}x/a.yaml", "../app/\u{301}x/a.yaml", "/project/app/\u{301}x/a.yaml"),
    ])
    func relativeAndAbsolute(path: String, relative: String, absolute: String) {
        #expect(paths.relative(path) == relative)
        #expect(paths.absolute(path) == absolute)
    }
}
