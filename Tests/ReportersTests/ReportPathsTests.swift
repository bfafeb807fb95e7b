import Testing
@testable import Reporters

@Suite("paths and URIs")
struct ReportPathsTests {
    private let paths = ReportPaths(workingDirectory: "/project/app/")

    @Test(arguments: [
        ("/project/app/Screens/a.yaml", "Screens/a.yaml", "/project/app/Screens/a.yaml"),
        ("Screens/a.yaml", "Screens/a.yaml", "/project/app/Screens/a.yaml"),
        ("./Screens/../Screens/./a.yaml", "Screens/a.yaml", "/project/app/Screens/a.yaml"),
        ("/project/other/b.yaml", "../other/b.yaml", "/project/other/b.yaml"),
        ("/project/application/c.yaml", "../application/c.yaml", "/project/application/c.yaml"),
        ("/project/app", ".", "/project/app"),
        ("../../../../x.yaml", "../../x.yaml", "/x.yaml"),
    ])
    func relativeAndAbsolute(path: String, relative: String, absolute: String) {
        #expect(paths.relative(path) == relative)
        #expect(paths.absolute(path) == absolute)
    }

    @Test(arguments: [
        ("Screens/a.yaml", "Screens/a.yaml"),
        ("my screens/100%.yaml", "my%20screens/100%25.yaml"),
        ("a#b?c.yaml", "a%23b%3Fc.yaml"),
        ("C:/x.yaml", "C%3A/x.yaml"),
        ("Ünïcode/Café.yaml", "%C3%9Cn%C3%AFcode/Caf%C3%A9.yaml"),
        ("../a_b-c~d.yaml", "../a_b-c~d.yaml"),
    ])
    func pathsBecomeURIReferences(path: String, uri: String) {
        #expect(URIEncoding.path(path) == uri)
    }
}
