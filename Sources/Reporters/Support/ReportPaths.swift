/// Resolves the paths findings name against the working directory, lexically (no file system
/// access). Each path is resolved once: a report names the same few files in thousands of
/// findings. One instance serves one rendering on one thread.
final class ReportPaths {
    private let base: [Substring]
    private var absolutes: [String: String] = [:]
    private var relatives: [String: String] = [:]

    /// Paths relative to `workingDirectory`, which should be absolute.
    init(workingDirectory: String) {
        base = ReportPaths.normalized(workingDirectory.split(separator: "/", omittingEmptySubsequences: true))
    }

    /// The absolute, normalized path: relative paths are joined to the working directory.
    func absolute(_ path: String) -> String {
        if let known = absolutes[path] { return known }
        let resolved = "/" + components(of: path).joined(separator: "/")
        absolutes[path] = resolved
        return resolved
    }

    /// The path relative to the working directory, with `..` for files outside it and `.` for the directory itself.
    func relative(_ path: String) -> String {
        if let known = relatives[path] { return known }
        let target = components(of: path)
        let shared = zip(base, target).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: base.count - shared) + target.dropFirst(shared).map(String.init)
        let resolved = parts.isEmpty ? "." : parts.joined(separator: "/")
        relatives[path] = resolved
        return resolved
    }

    private func components(of path: String) -> [Substring] {
        let own = path.split(separator: "/", omittingEmptySubsequences: true)
        return ReportPaths.normalized(path.hasPrefix("/") ? own : base + own)
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
