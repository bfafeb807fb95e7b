import LintEngine
import Settings

extension LintResult {
    /// The files the run read, which its outputs never replace: the spec files found, those
    /// they imported and the configuration file.
    func inputFiles(configuration: LintConfiguration) -> [String] {
        files + workingSet.project.files.map(\.path) + [configuration.path].compactMap { $0 }
    }
}
