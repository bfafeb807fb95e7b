import Testing
@testable import Reporters

@Suite("URIs")
struct URIEncodingTests {
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
