import A11yCore
import Foundation

/// Reads both sides of a diff as spec files in memory: a git revision (`--base`, `--head`), the
/// working tree (the head by default), or two folders (`--base-dir`, `--head-dir`).
public struct DiffSides: Sendable {
    public let base: SpecTree
    public let head: SpecTree
    /// Where the files would be on disk: the repository root or the head folder. Both sides are
    /// linted as if their files were there, so the configuration's paths apply alike.
    public let root: String
    /// When the paths name an Xcode project: the target each side read, and its project file
    /// already decoded.
    public let project: ProjectSides?
    /// Where each side's resource folders (asset catalogs: a project target's, and those beside
    /// its storyboards) are read, by the paths the side's files have below `root`.
    public let baseResources: SideResources
    public let headResources: SideResources

    /// Two sides already in memory, linted as if their files were below `root` (the fuzz target's),
    /// their resource folders read as `baseResources` and `headResources` say (by default, from disk).
    public init(base: SpecTree, head: SpecTree, root: String, project: ProjectSides? = nil,
                baseResources: SideResources = SideResources(), headResources: SideResources = SideResources()) {
        self.base = base
        self.head = head
        self.root = root
        self.project = project
        self.baseResources = baseResources
        self.headResources = headResources
    }

    /// Reads two folders: the files `paths` name in each (relative to each folder; the whole
    /// folder when empty), found with `analyser`'s discovery. When the paths (or, with none, the
    /// head folder) name an Xcode project, each side is the project's target read from its folder
    /// (``ProjectSides``), the base's files named as if they were below the head folder.
    public init(baseDirectory: String, headDirectory: String, paths: [String] = [], analyser: some DiffAnalyser) throws(DiffInputError) {
        for directory in [baseDirectory, headDirectory] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .usage("\(directory) is not a folder")
            }
        }
        let root = RepositoryPath.resolved(headDirectory)
        let named = try paths.map { path throws(DiffInputError) -> String in
            let inFolder = URL(fileURLWithPath: (root as NSString).appendingPathComponent(path)).standardizedFileURL.path
            guard !path.hasPrefix("/"), inFolder.hasPrefix(root + "/") || inFolder == root else {
                throw .usage("\(path): with --base-dir and --head-dir, name paths relative to each folder")
            }
            return inFolder
        }
        let headFiles = FolderSideFiles(folder: headDirectory, shownAt: root)
        let baseFiles = FolderSideFiles(folder: baseDirectory, shownAt: root)
        if let sides = try Self.project(named.isEmpty ? [root] : named, root: root, base: (baseDirectory, { () throws(DiffInputError) in baseFiles }),
                                        head: (headDirectory, headFiles), analyser: analyser) {
            self = sides
            return
        }
        self.root = root
        project = nil
        base = try Self.folder(baseDirectory, label: baseDirectory, paths: named, files: baseFiles, analyser: analyser)
        head = try Self.folder(headDirectory, label: headDirectory, paths: named, files: headFiles, analyser: analyser)
        baseResources = SideResources(access: baseFiles)
        headResources = SideResources(access: headFiles)
    }

    /// Reads revision `base` and revision `head` (the working tree when nil) of the git repository
    /// the current directory is in; `paths` are relative to the current directory (the whole
    /// repository when empty). When the paths (or, with none, the current directory) name an
    /// Xcode project, each side is the project's target read at that revision (``ProjectSides``).
    public init(base: String, head: String?, paths: [String], analyser: some DiffAnalyser) throws(DiffInputError) {
        let repository = try GitRevisionReader(directory: FileManager.default.currentDirectoryPath)
        let named = try paths.map { path throws(DiffInputError) -> String in
            let relative = RepositoryPath.relative(path, to: repository.root)
            if relative.hasPrefix("/") { throw .usage("\(path) is outside the git repository at \(repository.root)") }
            return relative
        }
        if let sides = try Self.project(repository, base: base, head: head, paths: named, analyser: analyser) {
            self = sides
            return
        }
        root = repository.root
        project = nil
        let extensions = analyser.fileExtensions
        self.base = try repository.tree(label: base, commit: repository.commit(base), paths: named, extensions: extensions)
        baseResources = SideResources(access: try GitRevisionFiles(repository, commit: repository.commit(base)))
        var headFiles: any FileAccess = FolderSideFiles(folder: repository.root, shownAt: repository.root)
        if let head { headFiles = try GitRevisionFiles(repository, commit: repository.commit(head)) }
        headResources = SideResources(access: headFiles)
        if let head {
            self.head = try repository.tree(label: head, commit: repository.commit(head), paths: named, extensions: extensions)
        } else {
            let found = analyser.discover(paths.isEmpty ? [repository.root] : paths)
            if let failure = found.errors.first { throw .read(failure) }
            self.head = try SpecTree.read(label: "working tree", paths: found.files, root: repository.root)
        }
    }

    /// The spec files below `paths` (below the side's root; the whole folder when empty) in the
    /// folder `files` reads, found with `analyser`'s discovery.
    private static func folder(_ directory: String, label: String, paths: [String], files: FolderSideFiles,
                               analyser: some DiffAnalyser) throws(DiffInputError) -> SpecTree {
        let onDisk = paths.isEmpty ? [files.folder] : paths.compactMap(files.diskPath)
        let found = analyser.discover(onDisk)
        if let failure = found.errors.first { throw .read(failure) }
        return try SpecTree.read(label: label, paths: found.files, root: files.folder)
    }
}

/// Where one side's resource folders (asset catalogs) are read: the folders its project target
/// builds, and a ``FileAccess`` over the side (its revision or folder) that also finds those
/// beside its storyboards.
public struct SideResources: Sendable {
    /// The resource folders the side's target builds, named below the diff's root.
    public let folders: [String]
    /// The side's files.
    public let access: any FileAccess

    public init(folders: [String] = [], access: any FileAccess = DiskFileAccess()) {
        self.folders = folders
        self.access = access
    }
}
