import A11yCore
import Hierarchy
import AnalysisResult
import ArgumentParser
import Foundation
import LintEngine
import ProjectAnalysis
import Reporters
import Settings
import SpecInputs

/// What the output of an analysis command looks like.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// The arguments every analysis command (`orientation`, `voiceover`, `lifecycle`) takes.
struct AnalysisOptions: ParsableArguments {
    @Argument(help: "Spec files or directories, or an Xcode project.", completion: Completions.inputs)
    var paths: [String] = ["."]

    @Option(help: "Only this scene (or a screen that belongs to no scene), by id, or by the id, storyboard identifier, class or title of a screen it shows.", completion: Completions.scenes)
    var scene: String?

    @Option(help: "text (for people) or json (for scripts).")
    var format: OutputFormat = .text

    @Option(help: "The configuration file (default: .a11y-check.yml here or in a directory above).", completion: .file())
    var config: String?

    @Option(name: .customLong("target"), help: "The Xcode project target to analyse (default: the only target, or the one app among app extensions).")
    var target: String?

    @OptionGroup var environment: EnvironmentOptions

    /// Loads the specs and computes `parts`. Spec errors are printed and end the command with
    /// exit code 2, unreadable paths with 1; problems in the configuration file, a missing
    /// `--config` file, an unknown scene and bad environment selections are bad arguments (64).
    /// An Xcode project is loaded as `lint` loads it (``TargetRuns``): its one iOS app target, or
    /// the one `--target` names, with the target's files and app facts (docs/xcode-project.md).
    func analyse(_ parts: AnalysisParts) throws -> ProjectAnalysis {
        let directory = FileManager.default.currentDirectoryPath
        var settings = try RunSettings.forCommand(config: config, workingDirectory: directory, environment: environment)
        let configuration = settings.configuration
        let loaded: LoadedProject
        if let run = try TargetRuns.of(LintRequest(paths: paths, settings: settings, workingDirectory: directory),
                                       targets: target.map { [$0] } ?? [])?.single() {
            loaded = LintInputFiles(run).load()
            settings = run.settings
        } else {
            loaded = ProjectLoader.load(paths: paths, containment: PathContainment(
                inputs: paths, configurationFolder: configuration.path == nil ? nil : configuration.baseDirectory))
        }
        // Errors end the command, so they are its output; warnings and notes (a storyboard's
        // unknown element, a segue code performs) go to standard error to keep reports clean.
        let findings = loaded.diagnostics.map(Finding.init)
        print(XcodeReporter.lines(findings.filter { $0.severity == .error }, workingDirectory: directory), terminator: "")
        FileHandle.standardError.write(Data(XcodeReporter.lines(findings.filter { $0.severity != .error },
                                                                workingDirectory: directory).utf8))
        for failure in loaded.inputErrors { Output.error("\(failure)") }
        if !loaded.inputErrors.isEmpty { throw ExitCode(1) }
        if loaded.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(2) }
        let resolvedScene: String?
        do throws(UnknownSceneError) {
            resolvedScene = try UnknownSceneError.resolve(scene, in: loaded.project)
        } catch {
            throw ValidationError(error.description)
        }
        return ProjectAnalysis(project: loaded.project, environments: settings.matrix.matrix(for: loaded.project).environments,
                               assumptions: settings.assumptions, parts: parts, scene: resolvedScene)
    }
}
