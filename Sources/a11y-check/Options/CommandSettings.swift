import A11yCore
import ArgumentParser
import Foundation
import LintEngine
import Reporters
import Settings

extension RunSettings {
    /// The settings every command runs with: the configuration `config` names, else the one found
    /// from `searchFrom` up (the working directory but for `diff --head-dir`), and the command
    /// line's environment selection. Problems in the configuration file (`config-*`) are printed
    /// together on standard error, located relative to `workingDirectory`, with their hints, and
    /// end the command with exit code 64 before any spec is read; a `--config` file that does
    /// not exist and an unknown environment name are bad arguments too.
    static func forCommand(config: String?, searchFrom: String? = nil, workingDirectory: String,
                           environment: EnvironmentOptions) throws -> RunSettings {
        let settings: RunSettings
        do {
            settings = try RunSettings.load(configurationPath: config, searchingFrom: searchFrom ?? workingDirectory,
                                            commandLine: try environment.selection(), knownRules: RuleCatalog.ids,
                                            knownReporters: Reporters.all.map { $0.identifier })
        } catch let problem as SettingsProblem {
            throw ValidationError(problem.description)
        }
        guard settings.diagnostics.isEmpty else {
            let lines = XcodeReporter.lines(settings.diagnostics.map(Finding.init), workingDirectory: workingDirectory)
            FileHandle.standardError.write(Data(lines.utf8))
            throw ExitCode(64)
        }
        return settings
    }
}
