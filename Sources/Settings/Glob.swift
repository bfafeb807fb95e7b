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

    /// True when `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        var normalized = path
        while normalized.hasPrefix("./") { normalized.removeFirst(2) }
        let components = normalized.split(separator: "/", omittingEmptySubsequences: true)
        return match(parts[...], components[...])
    }

    private func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return true }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, Self.matchComponent(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            var remaining = text
            while true {
                if matchComponent(pattern.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case "?":
            return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}
