import A11yCore
import A11yModel
import ArgumentParser
import Foundation
import LintEngine
import ProjectAnalysis
import Reporters
import SpecInputs

/// What the output of an analysis command looks like.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// The arguments every analysis command (`orientation`, `voiceover`, `lifecycle`) takes.
struct AnalysisOptions: ParsableArguments {
    @Argument(help: "Spec files or directories.", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String] = ["."]

    @Option(help: "Only this scene (or a screen that belongs to no scene), by id, or by a storyboard identifier, class or title it shows.", completion: Completions.scenes)
    var scene: String?

    @Option(help: "text (for people) or json (for scripts).")
    var format: OutputFormat = .text

    @Option(help: "The configuration file (default: .a11y-check.yml here or in a directory above).", completion: .file())
    var config: String?

    @OptionGroup var environment: EnvironmentOptions

    /// Loads the specs and computes `parts`. Spec errors are printed and end the command with
    /// exit code 2, unreadable paths with 1; problems in the configuration file, a missing
    /// `--config` file, an unknown scene and bad environment selections are bad arguments (64).
    func analyse(_ parts: AnalysisParts) throws -> ProjectAnalysis {
        let directory = FileManager.default.currentDirectoryPath
        let settings = try RunSettings.forCommand(config: config, workingDirectory: directory, selection: environment.selection)
        let loaded = ProjectLoader.load(paths: paths)
        // Errors end the command, so they are its output; warnings and notes (a storyboard's
        // unknown element, a segue code performs) go to standard error to keep reports clean.
        let findings = loaded.diagnostics.map(Finding.init)
        print(XcodeReporter.lines(findings.filter { $0.severity == .error }, workingDirectory: directory), terminator: "")
        FileHandle.standardError.write(Data(XcodeReporter.lines(findings.filter { $0.severity != .error },
                                                                workingDirectory: directory).utf8))
        for failure in loaded.inputErrors { Output.error("\(failure)") }
        if !loaded.inputErrors.isEmpty { throw ExitCode(1) }
        if loaded.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(2) }
        do {
            let scene = try UnknownSceneError.resolve(self.scene, in: loaded.project)
            let matrix = try settings.matrix(for: loaded.project)
            return ProjectAnalysis(project: loaded.project, environments: matrix.environments,
                                   assumptions: try settings.assumptions(), parts: parts, scene: scene)
        } catch let error as UnknownSceneError {
            throw ValidationError(error.description)
        } catch {
            throw ValidationError("\(error)")
        }
    }
}
