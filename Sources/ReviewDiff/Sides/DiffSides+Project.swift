import A11yCore
import Foundation

/// The Xcode project target both sides of a diff read.
public struct ProjectSides: Sendable {
    /// The head's target.
    public let target: String
    /// The head project's other targets, not compared (``DiffProject/otherTargets``).
    public let otherTargets: [String]
    /// The major iOS versions the head's target covers by default (its deployment target's, the newest).
    public let iosMajorVersions: [Int]
    /// Each side's project file decoded, by its path relative to the root: a target's app
    /// facts come from several files, so they are decoded as the project is read.
    public let baseDecoded: [String: any Sendable]
    public let headDecoded: [String: any Sendable]
}

extension DiffSides {
    /// Both sides of the project `paths` (relative to the root; the current directory when
    /// empty) name, each read entirely from its revision (the head from the working tree when
    /// not named); nil when the head names no project. A base where the project did not exist yet
    /// is empty.
    static func project<Analyser: DiffAnalyser>(_ repository: GitRevisionReader, base: String, head: String?, paths: [String],
                                                analyser: Analyser) throws(DiffInputError) -> DiffSides? {
        let root = repository.root
        let named = paths.isEmpty ? [RepositoryPath.relative(FileManager.default.currentDirectoryPath, to: root)] : paths
        let absolute = named.map { $0.isEmpty ? root : (root as NSString).appendingPathComponent($0) }
        var headFiles: any DiffSideFiles = FolderSideFiles(folder: root, shownAt: root)
        if let head { headFiles = try GitRevisionFiles(repository, commit: repository.commit(head)) }
        return try project(absolute, root: root, base: (base, { () throws(DiffInputError) in try GitRevisionFiles(repository, commit: repository.commit(base)) }),
                           head: (head ?? "working tree", headFiles), analyser: analyser)
    }

    /// Both sides of the project the absolute `paths` name, below `root`, each read through its
    /// files (the base's made only once the head is known to name a project); nil when the head
    /// names no project. A base where the project does not exist is empty.
    static func project<Analyser: DiffAnalyser>(_ paths: [String], root: String,
                                                base: (label: String, files: () throws(DiffInputError) -> any DiffSideFiles),
                                                head: (label: String, files: any DiffSideFiles),
                                                analyser: Analyser) throws(DiffInputError) -> DiffSides? {
        guard let headSide = try side(paths, label: head.label, files: head.files, root: root, analyser: analyser) else {
            return nil
        }
        let baseFiles = try base.files()
        let baseSide = try side(paths, label: base.label, files: baseFiles, root: root, analyser: analyser)
        let project = ProjectSides(target: headSide.project.target, otherTargets: headSide.project.otherTargets,
                                   iosMajorVersions: headSide.project.iosMajorVersions,
                                   baseDecoded: baseSide?.decoded ?? [:], headDecoded: headSide.decoded)
        return DiffSides(base: baseSide?.tree ?? SpecTree(label: base.label, files: []), head: headSide.tree, root: root, project: project,
                         baseResources: SideResources(folders: baseSide?.project.resources ?? [], access: baseFiles),
                         headResources: SideResources(folders: headSide.project.resources, access: head.files))
    }

    /// One side: the target's files read through `files`, after its project file, whose bytes
    /// are those of every file its app facts were read from and of the files of its resource
    /// folders the sources read (so a change to any of them is a change to the app).
    private static func side<Analyser: DiffAnalyser>(_ paths: [String], label: String, files: any DiffSideFiles, root: String,
                                                     analyser: Analyser)
        throws(DiffInputError) -> (tree: SpecTree, decoded: [String: any Sendable], project: DiffProject<Analyser.DecodedFile>)? {
        let recording = RecordingFileAccess(files)
        guard let project = try analyser.project(paths, files: recording) else { return nil }
        let built = try files.tree(label: label, paths: project.files)
        let projectPath = project.projectFile.hasPrefix(root + "/") ? String(project.projectFile.dropFirst(root.count + 1)) : project.projectFile
        let resources = try files.tree(label: label, paths: project.resourceFiles).files
        let projectFile = SpecTree.File(path: projectPath, bytes: recording.recorded(first: project.projectFile, also: resources))
        return (SpecTree(label: label, files: [projectFile] + built.files), [projectPath: project.decoded], project)
    }
}
