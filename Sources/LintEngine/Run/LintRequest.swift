import A11yCore
import Hierarchy
import Settings
import SpecInputs

/// What one `lint` run is asked to do, after the command line and the configuration are read.
public struct LintRequest: Sendable {
    /// Files and directories to lint.
    public var paths: [String]
    /// The configuration, the environments asked for and the assumptions, as every command reads
    /// them.
    public var settings: RunSettings
    /// Findings the baseline accounts for are dropped.
    public var baseline: Baseline?
    /// The directory relative paths are computed against (the configuration's, else the current one).
    public var workingDirectory: String
    /// The spec sources files are read with.
    public var sources = SpecSources.standard
    /// Told as the run reaches each stage (a terminal's progress line); called on the calling thread.
    public var progress: (@Sendable (LintStage) -> Void)?
    /// Spec files already in memory (a git revision's, for `diff`), linted instead of discovering
    /// `paths` on disk; each is named by the path it would have in the working tree, so the
    /// configuration's paths and overrides apply to it as they would on disk.
    public var inMemoryFiles: [InMemorySpecFile]?
    /// With ``inMemoryFiles``: the run's resource folders (a project target's asset catalogs),
    /// named as the files are, read through ``resourceAccess``.
    public var inMemoryResources: [String] = []
    /// Where the resource folders (asset catalogs), named or beside the files, are read: the
    /// disk, or a diff side's revision or folder.
    public var resourceAccess: any FileAccess = DiskFileAccess()
    /// Files already decoded, by path: used instead of decoding those paths again (a diff decodes
    /// a file that is the same on both sides once).
    public var decodedFiles: [String: LoadedSpecFile] = [:]
    /// When set, only the scenes and standalone screens with these ids are analysed (a diff
    /// skips those whose inputs did not change); spec diagnostics still cover every file.
    public var scenes: Set<String>?

    /// A run with `settings`.
    public init(paths: [String], settings: RunSettings, workingDirectory: String) {
        self.paths = paths
        self.settings = settings
        self.workingDirectory = workingDirectory
    }

    /// A run with `configuration` alone, as if a configuration file said it and the command line
    /// selected nothing.
    public init(paths: [String], configuration: LintConfiguration, workingDirectory: String) {
        self.init(paths: paths, settings: RunSettings(configuration: configuration), workingDirectory: workingDirectory)
    }

    /// The folders the run reads below (docs/robustness.md, "Containment"): its paths (for files
    /// in memory, the root they are named in), its working directory and the configuration's folder.
    public var containment: PathContainment {
        PathContainment(inputs: inMemoryFiles == nil ? paths : [workingDirectory],
                        configurationFolder: settings.configuration.path == nil ? nil : settings.configuration.baseDirectory,
                        workingDirectory: workingDirectory)
    }
}

/// A stage of a lint run, with what it works on.
public enum LintStage: Hashable, Sendable {
    /// Reading and decoding the spec files.
    case loading(files: Int)
    /// Running the rules over every scene in every environment.
    case analyzing(scenes: Int, environments: Int)
}

/// A spec file's path and bytes, for a lint of files that are not on disk.
public struct InMemorySpecFile: Sendable {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
