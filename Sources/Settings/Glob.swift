import A11yCore

/// Path patterns: `*` matches within one path component, `**` across components, `?` one
/// character. A pattern without a wildcard also matches everything below it (a directory).
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let parts: [Substring]

    public init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed.removeLast() }
        self.pattern = trimmed
        parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// True when `path` (relative, `/`-separated) matches. ``WildcardMatcher`` matches the
    /// components (`**` is a run of them, with one more run after the last part, so a pattern
    /// also matches everything below what it names) and each component's characters, in
    /// polynomial time whatever the pattern.
    public func matches(_ path: String) -> Bool {
        var normalized = path
        while normalized.hasPrefix("./") { normalized.removeFirst(2) }
        let components = normalized.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        var matcher = WildcardMatcher()
        return matcher.matches(componentTokens, components) { part, component in
            var inner = WildcardMatcher()
            return inner.matches(part, component, equal: ==)
        }
    }

    /// The pattern as ``WildcardMatcher`` tokens: a run per `**` and at the end, else one
    /// component's character tokens.
    private var componentTokens: [WildcardMatcher.Token<[WildcardMatcher.Token<Unicode.Scalar>]>] {
        parts.map { part in
            part == "**" ? .run : .literal(part.unicodeScalars.map { scalar in
                switch scalar {
                case "*": .run
                case "?": .any
                default: .literal(scalar)
                }
            })
        } + [.run]
    }
}
