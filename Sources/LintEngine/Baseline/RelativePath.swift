import Foundation

/// Paths relative to a directory, `/`-separated, for baselines and reports.
public enum RelativePath {
    /// `path` relative to `directory` when it lies below it; otherwise `path` standardized.
    public static func make(_ path: String, relativeTo directory: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
