import Foundation

/// Paths of a project's files normalised by their text alone: what `NSString.standardizingPath`
/// gives for a path without symbolic links (empty and `.` components dropped, `..` removed
/// with the component before it in an absolute path, kept in a relative one), without its
/// system call per component to resolve links. The group tree normalises every file a project
/// names, so the calls cost more than the rest of the read.
enum LexicalPath {
    /// `path` normalised; a leading `~` is expanded as `standardizingPath` expands it.
    static func normalized(_ path: String) -> String {
        if isNormal(path) { return path }
        if path.hasPrefix("~") { return normalized((path as NSString).expandingTildeInPath) }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        var first = true
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            defer { first = false }
            if first && !absolute {
                parts.append(part)
                continue
            }
            switch part {
            case ".":
                continue
            case ".." where absolute:
                _ = parts.popLast()
            default:
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? path : joined)
    }

    /// Whether `path` is already what ``normalized(_:)`` gives, seen from its bytes alone (most
    /// paths a project names): no leading `~`, no trailing `/`, and no `//` or `/.` that could
    /// start an empty, `.` or `..` component after the first.
    private static func isNormal(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        return path.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, first != UInt8(ascii: "~"), bytes.last != slash else { return false }
            for index in bytes.indices.dropLast() where bytes[index] == slash {
                if bytes[index + 1] == slash || bytes[index + 1] == dot { return false }
            }
            return true
        } ?? false
    }
}
