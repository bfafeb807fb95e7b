import A11yCore
import ArgumentParser
import Foundation
import LintEngine
import Reporters

extension RunSettings {
    /// The settings every command runs with. Problems in the configuration file (`config-*`)
    /// are printed together on standard error, located, with their hints, and end the command
    /// with exit code 64 before any spec is read; a `--config` file that does not exist is a bad
    /// argument too.
    static func forCommand(config: String?, workingDirectory: String, selection: MatrixSelection) throws -> RunSettings {
        let settings: RunSettings
        do {
            settings = try RunSettings.load(configurationPath: config, workingDirectory: workingDirectory, matrixOverride: selection,
                                            knownReporters: Reporters.all.map { $0.identifier })
        } catch {
            throw ValidationError(error.description)
        }
        guard settings.diagnostics.isEmpty else {
            let lines = XcodeReporter.lines(settings.diagnostics.map(Finding.init), workingDirectory: workingDirectory)
            FileHandle.standardError.write(Data(lines.utf8))
            throw ExitCode(64)
        }
        return settings
    }
}
