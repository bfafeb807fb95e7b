import A11yCore
import A11yModel
import SpecInputs

/// What one `lint` run is asked to do, after the command line and the configuration are read.
public struct LintRequest: Sendable {
    /// Files and directories to lint.
    public var paths: [String]
    public var configuration: LintConfiguration
    /// Command-line selections that replace the configuration's matrix, dimension by dimension.
    public var matrixOverride = MatrixSelection()
    /// Findings the baseline accounts for are dropped.
    public var baseline: Baseline?
    /// The directory relative paths are computed against (the configuration's, else the current one).
    public var workingDirectory: String
    /// The spec sources files are read with.
    public var sources = SpecSources.standard

    public init(paths: [String], configuration: LintConfiguration, workingDirectory: String) {
        self.paths = paths
        self.configuration = configuration
        self.workingDirectory = workingDirectory
    }

    /// A run with the configuration and environment selection of `settings`.
    public init(paths: [String], settings: RunSettings, workingDirectory: String) {
        self.init(paths: paths, configuration: settings.configuration, workingDirectory: workingDirectory)
        matrixOverride = settings.matrixOverride
    }
}
