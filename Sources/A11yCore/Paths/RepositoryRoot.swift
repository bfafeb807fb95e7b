import Foundation

/// The root of the git repository a directory is in, found as git finds its top level: the nearest
/// directory, from the given one up, that holds a `.git` entry (a folder, or the file a worktree or
/// submodule has). CI reporters make paths relative to it, because GitHub, GitLab and SonarQube
/// resolve a file from the repository's root, whatever folder the tool ran in.
public enum RepositoryRoot {
    /// The repository root above or at `directory` (absolute), or `nil` outside a repository.
    public static func find(from directory: String) -> String? {
        var path = RelativePaths(base: directory).absolute(".")
        while true {
            if FileManager.default.fileExists(atPath: path == "/" ? "/.git" : path + "/.git") {
                return path
            }
            if path == "/" { return nil }
            let parent = (path as NSString).deletingLastPathComponent
            path = parent.isEmpty ? "/" : parent
        }
    }
}
