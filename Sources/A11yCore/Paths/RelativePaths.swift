import Foundation

/// Paths relative to a base directory, the one form every output and every finding identity
/// uses: `/`-separated, resolved lexically (no file system access, symbolic links not followed),
/// with `..` for files outside the base and `.` for the base itself. A relative path is taken
/// relative to the base.
///
/// Each path is resolved once: a run names the same few files in thousands of findings. One
/// instance serves one thread.
public final class RelativePaths {
    private let base: [Substring]
    private var absolutes: [String: String] = [:]
    private var relatives: [String: String] = [:]

    /// Paths relative to `base`; a relative `base` is taken from the current directory.
    public init(base: String) {
        let absoluteBase = base.hasPrefix("/") ? base
            : FileManager.default.currentDirectoryPath + "/" + base
        self.base = RelativePaths.normalized(absoluteBase.split(separator: "/", omittingEmptySubsequences: true))
    }

    /// The absolute, normalized path: relative paths are joined to the base.
    public func absolute(_ path: String) -> String {
        if let known = absolutes[path] { return known }
        let resolved = "/" + components(of: path).joined(separator: "/")
        absolutes[path] = resolved
        return resolved
    }

    /// The path relative to the base, with `..` for files outside it and `.` for the base itself.
    public func relative(_ path: String) -> String {
        if let known = relatives[path] { return known }
        let target = components(of: path)
        let shared = zip(base, target).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: base.count - shared) + target.dropFirst(shared).map(String.init)
        let resolved = parts.isEmpty ? "." : parts.joined(separator: "/")
        relatives[path] = resolved
        return resolved
    }

    private func components(of path: String) -> [Substring] {
        let own = RelativePaths.parts(of: path)
        return RelativePaths.normalized(path.hasPrefix("/") ? own : base + own)
    }

    /// The parts of `path` between slashes, empty ones left out. An ASCII path (nearly every
    /// path) is split by its bytes, several times faster than by its characters; any other path by
    /// its characters, since a slash followed by a combining mark is one character, not a slash.
    private static func parts(of path: String) -> [Substring] {
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/", omittingEmptySubsequences: true) }
        return path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// Drops `.` and resolves `..` (above the root it stays at the root).
    private static func normalized(_ parts: [Substring]) -> [Substring] {
        var result: [Substring] = []
        for part in parts where part != "." {
            if part == ".." {
                _ = result.popLast()
            } else {
                result.append(part)
            }
        }
        return result
    }
}
