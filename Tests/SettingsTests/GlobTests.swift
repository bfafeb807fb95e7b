import Testing
@testable import Settings

@Suite struct GlobTests {
    @Test(arguments: [
        ("Legacy/**", "Legacy/Old/Login.yaml", true),
        ("Legacy/**", "Legacy", true),
        ("Legacy/**", "Modern/Login.yaml", false),
        ("*.yaml", "Login.yaml", true),
        ("*.yaml", "Screens/Login.yaml", false),
        ("**/*.yml", "a/b/c.yml", true),
        ("Screens/Log?n.yaml", "Screens/Login.yaml", true),
        ("Screens", "Screens/Login.yaml", true),
        ("./Screens/", "Screens/Login.yaml", true),
        ("Screens/*/Detail.yaml", "Screens/Orders/Detail.yaml", true),
        ("Screens/*/Detail.yaml", "Screens/Orders/Sub/Detail.yaml", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }
}
