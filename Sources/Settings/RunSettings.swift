import A11yCore
import Hierarchy
import Foundation

/// What every command reads before it runs, read one way by `lint`, `report`, `diff` and the
/// analysis commands: the configuration file (the one `--config` names, else `.a11y-check.yml`
/// in the folder searched from or the nearest one above, else the defaults) and the command
/// line's environment selection, combined into the matrix selection and the assumptions a run
/// carries.
///
/// Problems come back in two kinds: ``SettingsProblem`` for what makes the run impossible (a
/// `--config` file that does not exist: a bad argument, exit code 64), and ``diagnostics`` for
/// located problems inside the configuration file (unknown keys, rule ids, matrix values and
/// assumptions, with a did-you-mean; the reader drops the values it reports, so the matrix and
/// assumptions it leaves are valid).
public struct RunSettings: Sendable {
    /// The configuration in force (the defaults when there is no file).
    public var configuration: LintConfiguration
    /// Problems found in the configuration file, at their line and column.
    public var diagnostics: [Diagnostic]
    /// The environments asked for: the configuration's `matrix:`, each dimension the command line
    /// selects replaced.
    public var matrix: MatrixSelection

    /// The assumptions in force: the model's defaults with the configuration's applied.
    public var assumptions: Assumptions { configuration.assumptions }

    /// Settings from an already read configuration and the command line's selection.
    public init(configuration: LintConfiguration = LintConfiguration(), diagnostics: [Diagnostic] = [],
                commandLine: MatrixSelection = MatrixSelection()) {
        self.configuration = configuration
        self.diagnostics = diagnostics
        matrix = configuration.matrix.overridden(by: commandLine)
    }

    /// Reads the configuration file `configurationPath` (from `--config`), else the one found
    /// from `directory` up; rule settings may name the ids of `knownRules`, `reporter:` the ids
    /// of `knownReporters` (unchecked when empty). Throws when `configurationPath` does not exist.
    public static func load(configurationPath: String?, searchingFrom directory: String, commandLine: MatrixSelection = MatrixSelection(),
                            knownRules: [String], knownReporters: [String] = []) throws(SettingsProblem) -> RunSettings {
        guard let path = configurationPath ?? ConfigurationLoader.find(from: directory) else {
            return RunSettings(commandLine: commandLine)
        }
        guard FileManager.default.fileExists(atPath: path) else {
            throw SettingsProblem("the configuration file \(path) does not exist")
        }
        let (configuration, diagnostics) = ConfigurationLoader.load(path: path, knownRules: knownRules, knownReporters: knownReporters,
                                                                    named: configurationPath != nil)
        return RunSettings(configuration: configuration, diagnostics: diagnostics, commandLine: commandLine)
    }
}

/// A setting that makes a run impossible, with the message to print.
public struct SettingsProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message, for example `the configuration file x.yml does not exist`.
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
