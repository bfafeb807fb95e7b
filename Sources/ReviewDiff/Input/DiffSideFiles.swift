import A11yCore
import Foundation

/// Where one side of a diff reads its files: a ``FileAccess`` (what a project and its asset
/// catalogs are read through) that also reads the files a side analyses as a ``SpecTree``.
public protocol DiffSideFiles: FileAccess {
    /// `paths` (as ``FileAccess/read(_:limit:)`` takes them) read, each named relative to the
    /// side's root; a file that cannot be read, or is over the spec size limit, is a read error.
    func tree(label: String, paths: [String]) throws(DiffInputError) -> SpecTree
}

extension GitRevisionFiles: DiffSideFiles {}

/// A folder on disk shown at another folder's paths: the base folder of `--base-dir` read as if
/// its files were below the head folder, so both sides name a file alike (the working tree is a
/// folder shown at its own paths). A path outside `root` is not there.
public struct FolderSideFiles: DiffSideFiles {
    /// The folder the files are read from, absolute, symbolic links resolved.
    public let folder: String
    /// The folder the side's paths are named in, absolute, symbolic links resolved.
    public let root: String

    /// `folder`'s files at `root`'s paths (both resolved as ``RepositoryPath/resolved(_:)`` does).
    public init(folder: String, shownAt root: String) {
        self.folder = RepositoryPath.resolved(folder)
        self.root = RepositoryPath.resolved(root)
    }

    /// Where `path` (below ``root``) is on disk; nil outside ``root``.
    public func diskPath(_ path: String) -> String? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if absolute == root { return folder }
        guard absolute.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return nil }
        return (folder as NSString).appendingPathComponent(String(absolute.dropFirst(root.count)))
    }

    public func read(_ path: String, limit: Int) -> Result<[UInt8], BoundedFileReader.Failure> {
        guard let onDisk = diskPath(path) else { return .failure(.unreadable(reason: "outside the folder compared")) }
        return BoundedFileReader.read(onDisk, limit: limit)
    }

    public func kind(of path: String) -> FileEntryKind? {
        diskPath(path).flatMap(DiskFileAccess().kind(of:))
    }

    public func contents(ofFolder path: String) -> [String]? {
        diskPath(path).flatMap(DiskFileAccess().contents(ofFolder:))
    }

    /// The files read from disk as ``SpecTree/read(label:paths:root:)`` reads them (nothing that
    /// resolves outside the folder), named relative to it.
    public func tree(label: String, paths: [String]) throws(DiffInputError) -> SpecTree {
        let onDisk = try paths.map { path throws(DiffInputError) -> String in
            guard let found = diskPath(path) else { throw .read("\(label):\(path): outside the folder compared") }
            return found
        }
        return try SpecTree.read(label: label, paths: onDisk, root: folder)
    }
}
