import A11yCore
import A11yModel
import ArgumentParser
import Foundation
import LintEngine
import OrientationResolver
import Reporters

/// `a11y-check lint PATHS...`: load the specs, run every enabled rule across the environment
/// matrix, and report the findings.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check spec files and report every problem (the default command).",
        discussion: """
            Reads every file named and every .yaml/.yml file below every directory named (the
            configuration's `included` paths, or the current directory, when none is named).

            Examples:
              a11y-check lint Screens --reporter sarif --output a11y.sarif
              a11y-check lint --write-baseline .a11y-baseline.json
              a11y-check lint --baseline .a11y-baseline.json --strict
            """
    )

    @Argument(help: "Spec files or directories to lint.", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String] = []

    @Option(help: "The configuration file (default: .a11y-check.yml here or in a directory above).", completion: .file())
    var config: String?

    @Option(help: "The output format; `a11y-check reporters` lists them.")
    var reporter: String?

    @Option(help: "Write the report to this file instead of standard output.", completion: .file())
    var output: String?

    @Option(help: "Report only findings this baseline file does not hold.", completion: .file())
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record every current finding in this baseline file.", completion: .file())
    var writeBaseline: String?

    @Flag(help: "Warnings fail the run too (exit code 2).")
    var strict = false

    @Flag(help: "Print nothing when there is no finding, and no summary line.")
    var quiet = false

    @OptionGroup var environment: EnvironmentOptions

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let settings: RunSettings
        do {
            settings = try RunSettings.load(configurationPath: config, workingDirectory: workingDirectory,
                                            matrixOverride: environment.selection)
        } catch {
            throw ValidationError(error.description)
        }
        let configuration = settings.configuration
        let reporter: any Reporter
        do {
            reporter = try Reporters.reporter(identifier: self.reporter ?? configuration.reporter ?? Reporters.defaultIdentifier)
        } catch {
            throw ValidationError(error.description)
        }
        var request = LintRequest(paths: lintPaths(configuration), settings: settings, workingDirectory: workingDirectory)
        if let path = baseline ?? configuration.baseline.map({ resolve($0, against: configuration.baseDirectory) }) {
            request.baseline = try readBaseline(path, explicit: baseline != nil)
        }
        let result = LintRunner(analysisRules: RuleCatalog.analysisRules).run(request)
        // The process exits right after reporting: freeing the model and analyses would only cost time.
        result.keepWorkingSetUntilExit()
        for problem in result.configurationProblems { throw ValidationError(problem) }
        if let writeBaseline {
            try Baseline(findings: result.unfilteredFindings, relativeTo: workingDirectory).write(path: writeBaseline)
        }
        let findings = settings.diagnostics.map(Finding.init) + result.findings
        let report = LintReport(findings: findings, rules: result.rules, toolVersion: A11yCheckVersion.current,
                                workingDirectory: workingDirectory, files: result.files)
        try emit(reporter.render(report), quietlyEmpty: quiet && findings.isEmpty)
        if result.analysisSkipped && !quiet {
            Output.note("spec errors found: the analyzers did not run; fix them and run again")
        }
        for failure in result.inputErrors { Output.error("\(failure)") }
        if !result.inputErrors.isEmpty { throw ExitCode(1) }
        let failing: Severity = (strict || configuration.strict) ? .warning : .error
        if findings.contains(where: { $0.severity >= failing }) { throw ExitCode(2) }
    }

    private func lintPaths(_ configuration: LintConfiguration) -> [String] {
        if !paths.isEmpty { return paths }
        if !configuration.included.isEmpty { return configuration.included.map { resolve($0, against: configuration.baseDirectory) } }
        return ["."]
    }

    private func resolve(_ path: String, against directory: String) -> String {
        path.hasPrefix("/") || directory == "." ? path : (directory as NSString).appendingPathComponent(path)
    }

    private func readBaseline(_ path: String, explicit: Bool) throws -> Baseline? {
        if !FileManager.default.fileExists(atPath: path) {
            // Writing the baseline a configuration names for the first time: nothing to compare yet.
            if path == writeBaseline || !explicit { return nil }
            throw ValidationError("the baseline file \(path) does not exist; create it with --write-baseline")
        }
        do {
            return try Baseline.read(path: path)
        } catch {
            throw ValidationError("the baseline file \(path) is not a baseline a11y-check wrote: \(error)")
        }
    }

    private func emit(_ text: String, quietlyEmpty: Bool) throws {
        if quietlyEmpty { return }
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            Output.error("cannot write \(output): \(error.localizedDescription)")
            throw ExitCode(1)
        }
    }
}
