import A11yCore
import Hierarchy
import ArgumentParser
import Foundation
import LintEngine
import OrientationResolver
import Reporters

/// `a11y-check lint PATHS...`: load the specs, run every enabled rule across the environment
/// matrix, and report the findings.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check an Xcode project or spec files and report every problem (the default command).",
        discussion: """
            Reads every file named and every spec (.yaml, .yml), storyboard, xib, Swift, Objective-C \
            and strings file below every directory named (the configuration's `included` paths, or \
            the current directory, when none is named); paths that hold no such file fail the run \
            (exit code 1). With the xcode and relative-path reporters the run ends with a summary line \
            on standard error, for example "12 files, 30 scenes x 8 environments: 2 errors, 5 \
            warnings"; on a terminal, a run that takes over a second shows a progress line until it \
            reports.

            An Xcode project (a .xcodeproj, a .xcworkspace, or a folder holding one directly, the \
            current folder included) is linted target by target: each iOS app and app extension \
            target's storyboards, xibs and Swift files, with the devices, orientations and launch \
            screen its build settings and Info.plist give (docs/xcode-project.md); a finding several \
            targets make alike is reported once, naming them. A folder that holds none directly but \
            has one deeper is linted as files, and a note names the project. A folder whose specs \
            describe several apps, each in a folder of its own (what `import` writes for a project's \
            targets), fails with spec-conflicting-app, and a note names the folders to lint one by one.

            Examples:
              a11y-check lint Screens --reporter sarif --output a11y.sarif
              a11y-check lint App.xcodeproj --target App
              a11y-check lint --write-baseline .a11y-baseline.json
              a11y-check lint --baseline .a11y-baseline.json --strict --strict-baseline
              a11y-check lint --reporter relative-path --report-only Screens/Login.yaml
            """
    )

    @Argument(help: "An Xcode project, or files and directories to lint.", completion: Completions.inputs)
    var paths: [String] = []

    @Option(help: "The configuration file (default: .a11y-check.yml here or in a directory above).", completion: .file())
    var config: String?

    @Option(help: "The output format; `a11y-check reporters` lists them.", completion: Completions.reporters)
    var reporter: String?

    @Option(help: "Write the report to this file instead of standard output.", completion: .file())
    var output: String?

    @Option(help: "Report only findings this baseline file does not hold.", completion: .file())
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record every current finding in this baseline file.", completion: .file())
    var writeBaseline: String?

    @Flag(help: "Warnings fail the run too (exit code 2).")
    var strict = false

    @Flag(help: "Print nothing when there is no finding, and no summary line or progress line.")
    var quiet = false

    @OptionGroup var strictBaseline: StrictBaselineOption

    @OptionGroup var reportOnly: ReportOnlyOption

    @OptionGroup var pathBase: PathBaseOption

    @Option(name: .customLong("target"), help: "An Xcode project target to lint (repeatable; default: every iOS app target).")
    var targets: [String] = []

    @OptionGroup var environment: EnvironmentOptions

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let inputs = LintInputs(paths: paths, config: config, baseline: baseline, writeBaseline: writeBaseline,
                                environment: environment, targets: targets)
        let (base, requests) = try inputs.runs(workingDirectory: workingDirectory)
        let configuration = base.settings.configuration
        let reporter: any Reporter
        do {
            reporter = try Reporters.reporter(identifier: self.reporter ?? configuration.reporter ?? Reporters.defaultIdentifier)
        } catch {
            throw ValidationError(error.description)
        }
        let progress = !quiet && ProgressLine.isWanted() ? ProgressLine() : nil
        progress?.start()
        let started = ContinuousClock.now
        var shared = SharedDecodes(requests.map(\.request))
        let result = LintRuns(results: requests.enumerated().map { index, run in
            var request = shared.prepare(run.request, at: index)
            if let progress {
                request.progress = { stage in progress.update(stage) }
            }
            let result = LintRunner(analysisRules: RuleCatalog.analysisRules).run(request)
            // The process exits right after reporting: freeing the model and analyses would only cost time.
            result.keepWorkingSetUntilExit()
            return (run.target, result)
        })
        progress?.finish()
        if let noSpecFiles = result.noSpecFiles {
            Output.error(noSpecFiles)
            throw ExitCode(1)
        }
        let outputs = OutputFiles(inputs: result.inputFiles(configuration: configuration)
                                        + [inputs.baselinePath(configuration)].compactMap { $0 }.filter { $0 != writeBaseline })
        if let writeBaseline {
            do {
                try Baseline(findings: result.unfilteredFindings, relativeTo: workingDirectory).write(path: writeBaseline, files: outputs)
            } catch {
                Output.error("\(error)")
                throw ExitCode(1)
            }
        }
        let reported = reportOnly.filter(workingDirectory: workingDirectory)
        let findings = reported.map { filter in result.findings.filter { filter.includes($0.location.file) } } ?? result.findings
        let files = reported.map { filter in result.files.filter(filter.includes) } ?? result.files
        let elapsed = started.duration(to: .now).components
        // Lines are read for SARIF's fingerprints only inside the folders the run reads: a finding
        // at a refused link (spec-path-outside-input) hashes nothing of what it points at.
        let containment = base.containment
        let report = LintReport(findings: findings, rules: result.rules, toolVersion: A11yCheckVersion.current,
                                workingDirectory: workingDirectory, files: files,
                                pathBase: pathBase.resolved(workingDirectory: workingDirectory),
                                duration: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18, sourceText: { path in
            let absolute = RelativePaths(base: workingDirectory).absolute(path)
            guard containment.outside(absolute) == nil,
                  case .success(let bytes) = BoundedFileReader.read(absolute, limit: SpecLimits.maximumFileSize) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        })
        if !(quiet && findings.isEmpty) { try Output.report(reporter.render(report), to: output, files: outputs) }
        if result.analysisSkipped && !quiet {
            Output.note("spec errors found: the analyzers did not run; fix them and run again")
        }
        if !quiet, let projectsBelow = ProjectsBelowNote.message(paths: base.paths, files: result.files) {
            Output.note(projectsBelow)
        }
        if !quiet, let generated = GeneratedProjectNote.message(paths: base.paths, files: result.files) {
            Output.note(generated)
        }
        if !quiet, let appFolders = AppFoldersNote.message(paths: base.paths, files: result.files, findings: result.findings) {
            Output.note(appFolders)
        }
        let unreported = ReportOnlyOption.unreportedSpecErrorFiles(result.findings, skipped: result.analysisSkipped, filter: reported)
        if !unreported.isEmpty {
            Output.note("spec errors in files --report-only leaves out kept the analyzers from running: \(unreported.joined(separator: ", ")); "
                        + "if they are not specs, list your spec folders under included: in .a11y-check.yml")
        }
        if !quiet && Self.summarized.contains(type(of: reporter).identifier) {
            for run in result.results {
                let line = LintSummary(run.result, reported: run.result.findings).description
                FileHandle.standardError.write(Data("\(run.target.map { "\($0): " } ?? "")\(line)\n".utf8))
            }
        }
        for failure in result.inputErrors { Output.error("\(failure)") }
        if !result.inputErrors.isEmpty { throw ExitCode(1) }
        let stale = strictBaseline.staleLines(base.baseline, findings: result.unfilteredFindings, analysisSkipped: result.analysisSkipped,
                                              linted: files, workingDirectory: workingDirectory)
        FileHandle.standardError.write(Data(stale.map { $0 + "\n" }.joined().utf8))
        let failing: Severity = (strict || configuration.strict) ? .warning : .error
        if findings.contains(where: { $0.severity >= failing }) || !stale.isEmpty { throw ExitCode(2) }
    }

    /// The reporters whose output is text for people: their runs end with the summary line.
    static let summarized: Set<String> = ["xcode", "relative-path"]
}
