import A11yCore
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

    /// A pattern that makes a backtracking matcher try every way to split the name
    /// (`*a*a*a*a*a*a*a*a*b` took over a minute) costs at most pattern × name comparisons.
    @Test func starsDoNotBacktrackExponentially() {
        let pattern = "*a*a*a*a*a*a*a*a*b"
        let name = String(repeating: "a", count: 200)
        #expect(!Glob(pattern).matches(name))
        #expect(Glob(pattern).matches(name + "b"))
        var matcher = WildcardMatcher()
        let tokens: [WildcardMatcher.Token<Character>] = pattern.map { $0 == "*" ? .run : .literal($0) }
        let matched = matcher.matches(tokens, Array(name), equal: ==)
        #expect(!matched)
        #expect(matcher.comparisons <= pattern.count * name.count)
    }

    /// The same across components: `**/a/**/a/...` against 200 folders named `a`.
    @Test func doubleStarsDoNotBacktrackExponentially() {
        let pattern = Array(repeating: "**/a", count: 8).joined(separator: "/") + "/**/b.yaml"
        let folders = Array(repeating: "a", count: 200).joined(separator: "/")
        #expect(!Glob(pattern).matches(folders + "/c.yaml"))
        #expect(Glob(pattern).matches(folders + "/b.yaml"))
        #expect(Glob(pattern).matches(folders + "/b.yaml/inside"))
    }

    @Test(arguments: [
        ("a*", "a", true), ("*", "", true), ("?", "", false), ("a?c", "abc", true), ("a*c*", "abxcy", true),
        ("*c", "abc", true), ("*c", "abcd", false), ("**", "x", true),
    ])
    func wildcardEdges(pattern: String, text: String, expected: Bool) {
        var matcher = WildcardMatcher()
        let tokens: [WildcardMatcher.Token<Character>] = pattern.map { $0 == "*" ? .run : $0 == "?" ? .any : .literal($0) }
        let matched = matcher.matches(tokens, Array(text), equal: ==)
        #expect(matched == expected)
    }
}
