import A11yCore
import Foundation

/// What a project target gives one side of a diff: the files it builds, and its project file
/// (the `project.pbxproj`, carrying the target's app facts) already decoded, since those facts
/// come from several files (the project, its `.xcconfig` files, the Info.plist).
public struct DiffProject<Decoded: Sendable>: Sendable {
    /// The target's name.
    public let target: String
    /// The project file, as the ``FileAccess`` it was read through names it.
    public let projectFile: String
    /// The project file decoded: the target's app facts and what reading the project found.
    public let decoded: Decoded
    /// The interface and code files the target builds, as the ``FileAccess`` names them.
    public let files: [String]
    /// The major iOS versions the target's default matrix covers (its deployment target's, the newest).
    public let iosMajorVersions: [Int]
    /// The resource folders (asset catalogs) the target builds, as the ``FileAccess`` names them.
    public let resources: [String]
    /// The files below ``resources`` the sources may read: what a change to them is.
    public let resourceFiles: [String]
    /// The project's other targets, not compared: the app extensions of an app compared without
    /// `--target`.
    public let otherTargets: [String]

    public init(target: String, projectFile: String, decoded: Decoded, files: [String], iosMajorVersions: [Int],
                resources: [String] = [], resourceFiles: [String] = [], otherTargets: [String] = []) {
        self.target = target
        self.otherTargets = otherTargets
        self.projectFile = projectFile
        self.decoded = decoded
        self.files = files
        self.iosMajorVersions = iosMajorVersions
        self.resources = resources
        self.resourceFiles = resourceFiles
    }
}

/// A ``FileAccess`` that keeps the bytes of every file read through it, each once, in the order
/// first read: the inputs of a project's app facts, whose change makes every scene of the diff
/// worth analysing again.
final class RecordingFileAccess: FileAccess, @unchecked Sendable {
    private let files: any FileAccess
    private let lock = NSLock()
    private var paths: Set<String> = []
    private var reads: [(path: String, bytes: [UInt8])] = []

    init(_ files: any FileAccess) {
        self.files = files
    }

    func read(_ path: String, limit: Int) -> Result<[UInt8], BoundedFileReader.Failure> {
        let result = files.read(path, limit: limit)
        if case .success(let bytes) = result {
            lock.lock()
            if paths.insert(path).inserted { reads.append((path, bytes)) }
            lock.unlock()
        }
        return result
    }

    func kind(of path: String) -> FileEntryKind? { files.kind(of: path) }

    func contents(ofFolder path: String) -> [String]? { files.contents(ofFolder: path) }

    /// The bytes of `first` (the project file, unchanged so its lines stay where they are), then
    /// of each other file read, then of each of `also`, each after a line naming it.
    func recorded(first: String, also: [SpecTree.File] = []) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        let start = reads.first { $0.path == first }?.bytes ?? []
        let others = reads.filter { $0.path != first } + also.map { ($0.path, $0.bytes) }
        return others.reduce(into: start) { bytes, read in
            bytes += Array("\n\u{0}\(read.path)\n".utf8) + read.bytes
        }
    }
}
