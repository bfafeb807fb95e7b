import A11yCore
import Foundation

/// Paths the user names, inside a repository or folder: `/`-separated and relative to its root.
public enum RepositoryPath {
    /// `path` (absolute or relative to the current directory) relative to `root`; symbolic links
    /// in either are resolved first, so `/tmp` and `/private/tmp` agree. A path outside `root`
    /// stays absolute.
    public static func relative(_ path: String, to root: String) -> String {
        let file = resolved(path)
        let relative = RelativePaths(base: resolved(root)).relative(file)
        if relative == "." { return "" }
        return relative == ".." || relative.hasPrefix("../") ? file : relative
    }

    /// `path` made absolute and standardized, with the symbolic links of its longest existing
    /// prefix resolved (a path deleted from the working tree still resolves its folders).
    public static func resolved(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var existing = absolute
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing), existing != "/" {
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let real = URL(fileURLWithPath: existing).resolvingSymlinksInPath().path
        return missing.reduce(real) { ($0 as NSString).appendingPathComponent($1) }
    }
}
