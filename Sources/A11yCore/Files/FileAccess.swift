import Foundation

/// Where a source reads the files a project names: the disk (``DiskFileAccess``), or one git
/// revision held in memory (the diff's, in ReviewDiff), so a project at an old revision is read
/// entirely from that revision. Paths are as the reader names them: absolute, or relative to the
/// current folder.
public protocol FileAccess: Sendable {
    /// The bytes of the regular file at `path`, when it holds at most `limit` bytes.
    func read(_ path: String, limit: Int) -> Result<[UInt8], BoundedFileReader.Failure>

    /// Whether `path` is a file or a folder; nil when nothing is there.
    func kind(of path: String) -> FileEntryKind?

    /// The names of the entries of the folder at `path`, sorted; nil when it is not a folder.
    func contents(ofFolder path: String) -> [String]?
}

/// What a path names.
public enum FileEntryKind: Sendable, Equatable {
    case file
    case folder
}

extension FileAccess {
    /// True when something is at `path`.
    public func exists(_ path: String) -> Bool {
        kind(of: path) != nil
    }
}

/// The files on disk, read with ``BoundedFileReader``.
public struct DiskFileAccess: FileAccess {
    public init() {}

    public func read(_ path: String, limit: Int) -> Result<[UInt8], BoundedFileReader.Failure> {
        BoundedFileReader.read(path, limit: limit)
    }

    public func kind(of path: String) -> FileEntryKind? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? .folder : .file
    }

    public func contents(ofFolder path: String) -> [String]? {
        guard kind(of: path) == .folder else { return nil }
        return (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted()
    }
}
