import A11yCore
import Foundation

/// One git revision as a ``FileAccess``: `git ls-tree -r -t` lists its files and folders once,
/// and a file's bytes are read from its blob when asked (its size measured first, so one over the
/// limit is refused unread), through ``GitRevisionReader``. Nothing is read from the working
/// tree: a path that is not in the revision, or that lies outside the repository, is not there.
///
/// Paths are absolute, or relative to the current folder, as on disk; they are mapped to the
/// repository without resolving symbolic links in the working tree.
public struct GitRevisionFiles: FileAccess {
    private let repository: GitRevisionReader
    /// The repository's root, absolute.
    private let root: String
    /// The current folder relative to the root (empty at the root): what relative paths start from.
    private let workingFolder: String
    /// Each file's blob, by path relative to the root.
    private let blobs: [String: String]
    /// Each folder's entry names, sorted, by path relative to the root ("" for the root).
    private let folders: [String: [String]]

    /// The files of `commit` in `repository`.
    public init(_ repository: GitRevisionReader, commit: String) throws(DiffInputError) {
        self.repository = repository
        root = repository.root
        let relative = RepositoryPath.relative(FileManager.default.currentDirectoryPath, to: repository.root)
        workingFolder = relative.hasPrefix("/") ? "" : relative
        let listing = try repository.git.run(["ls-tree", "-r", "-z", "--end-of-options", commit])
        guard listing.status == 0 else {
            throw .read("git ls-tree \(commit) failed: \(listing.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        var blobs: [String: String] = [:]
        var folders: [String: Set<String>] = ["": []]
        for entry in GitRevisionReader.blobs(in: listing.stdout) {
            blobs[entry.path] = entry.object
            var child = entry.path
            while !child.isEmpty {
                let parent = (child as NSString).deletingLastPathComponent
                folders[parent, default: []].insert((child as NSString).lastPathComponent)
                child = parent
            }
        }
        self.blobs = blobs
        self.folders = folders.mapValues { $0.sorted() }
    }

    public func read(_ path: String, limit: Int) -> Result<[UInt8], BoundedFileReader.Failure> {
        guard let inRepository = repositoryPath(path) else { return .failure(.unreadable(reason: "outside the repository")) }
        guard let object = blobs[inRepository] else {
            return .failure(.unreadable(reason: folders[inRepository] != nil ? "is a directory" : "No such file or directory"))
        }
        do {
            let size = try repository.blobSizes([object])[0]
            guard size <= limit else { return .failure(.tooLarge(size: size)) }
            return .success(try repository.blobContents([object])[0])
        } catch {
            return .failure(.unreadable(reason: error.description))
        }
    }

    public func kind(of path: String) -> FileEntryKind? {
        guard let inRepository = repositoryPath(path) else { return nil }
        if blobs[inRepository] != nil { return .file }
        return folders[inRepository] != nil ? .folder : nil
    }

    public func contents(ofFolder path: String) -> [String]? {
        repositoryPath(path).flatMap { folders[$0] }
    }

    /// The blobs of `paths` (as ``read(_:limit:)`` takes them) read in one batch, named relative
    /// to the root; a path the revision does not hold, or a file over the spec size limit, is a
    /// read error.
    public func tree(label: String, paths: [String]) throws(DiffInputError) -> SpecTree {
        let entries = try paths.map { path throws(DiffInputError) -> GitRevisionReader.Entry in
            guard let inRepository = repositoryPath(path), let object = blobs[inRepository] else {
                throw .read("\(label):\(path): not in the revision")
            }
            return GitRevisionReader.Entry(object: object, path: inRepository)
        }
        let sizes = try repository.blobSizes(entries.map(\.object))
        if let (entry, size) = zip(entries, sizes).first(where: { $1 > SpecLimits.maximumFileSize }) {
            throw .read("\(label):\(entry.path): the file is \(size) bytes; a11y-check reads spec files of at most "
                + "\(SpecLimits.maximumFileSize / (1024 * 1024)) MiB")
        }
        let contents = try repository.blobContents(entries.map(\.object))
        return SpecTree(label: label, files: zip(entries, contents).map { SpecTree.File(path: $0.path, bytes: $1) })
    }

    /// `path` relative to the repository root, `.` and `..` resolved by their names; nil outside it.
    func repositoryPath(_ path: String) -> String? {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        if !absolute { parts = workingFolder.split(separator: "/") }
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if parts.popLast() == nil && !absolute { return nil }
            default: parts.append(part)
            }
        }
        guard absolute else { return parts.joined(separator: "/") }
        let joined = "/" + parts.joined(separator: "/")
        if joined == root { return "" }
        return joined.hasPrefix(root + "/") ? String(joined.dropFirst(root.count + 1)) : nil
    }
}
