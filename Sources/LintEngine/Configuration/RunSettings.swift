import Foundation
import A11yCore
import A11yModel

/// What every command reads before it runs, read one way by `lint`, the analysis commands and
/// the outputs built on them: the configuration file (the one `--config` names, else
/// `.a11y-check.yml` in the working directory or the nearest one above, else the defaults), the
/// command line's environment selection, and what they decide for a project: the environment
/// matrix and the assumptions.
///
/// Problems come back in two kinds: ``SettingsProblem`` for what makes the run impossible (a
/// `--config` file that does not exist, an unknown device on the command line: bad arguments,
/// exit code 64), and ``diagnostics`` for located problems inside the configuration file
/// (unknown keys, rule ids, matrix values and assumptions, with a did-you-mean; the reader drops
/// the values it reports, so the matrix and assumptions it leaves are valid).
public struct RunSettings: Sendable {
    /// The configuration in force (the defaults when there is no file).
    public let configuration: LintConfiguration
    /// Problems found in the configuration file, at their line and column.
    public let diagnostics: [Diagnostic]
    /// Command-line selections that replace the configuration's matrix, dimension by dimension.
    public let matrixOverride: MatrixSelection

    /// Settings from an already read configuration.
    public init(configuration: LintConfiguration, diagnostics: [Diagnostic] = [], matrixOverride: MatrixSelection = MatrixSelection()) {
        self.configuration = configuration
        self.diagnostics = diagnostics
        self.matrixOverride = matrixOverride
    }

    /// Reads the configuration file `configurationPath` (from `--config`), else the one found
    /// from `workingDirectory`; rule settings may name the ids of `knownRules`, `reporter:` the
    /// ids of `knownReporters`. Throws when
    /// `configurationPath` does not exist.
    public static func load(configurationPath: String?, workingDirectory: String, matrixOverride: MatrixSelection = MatrixSelection(),
                            knownRules: [String] = RuleCatalog.ids, knownReporters: [String] = []) throws(SettingsProblem) -> RunSettings {
        guard let path = configurationPath ?? ConfigurationLoader.find(from: workingDirectory) else {
            return RunSettings(configuration: LintConfiguration(), matrixOverride: matrixOverride)
        }
        guard FileManager.default.fileExists(atPath: path) else {
            throw SettingsProblem("the configuration file \(path) does not exist")
        }
        let (configuration, diagnostics) = ConfigurationLoader.load(path: path, knownRules: knownRules, knownReporters: knownReporters,
                                                                    named: configurationPath != nil)
        return RunSettings(configuration: configuration, diagnostics: diagnostics, matrixOverride: matrixOverride)
    }

    /// decisions.md's defaults with the configuration's `assumptions:` applied.
    public func assumptions() throws(SettingsProblem) -> Assumptions {
        do {
            return try Assumptions.defaults.applying(configuration.assumptions)
        } catch {
            throw SettingsProblem("\(configuration.path ?? "configuration"): \(error)")
        }
    }

    /// The environment matrix for `project`: the configuration's `matrix:`, each dimension the
    /// command line selects replaced, the project's defaults for the rest.
    public func matrix(for project: Project) throws(SettingsProblem) -> EnvironmentMatrix {
        do {
            return try configuration.matrix.matrix(for: project, overriddenBy: matrixOverride)
        } catch {
            throw SettingsProblem("\(error)")
        }
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
