import A11yCore
import A11yModel
import ArgumentParser
import Foundation
import LintEngine
import SpecInputs

/// What the output of an analysis command looks like.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// The arguments every analysis command (`orientation`, `voiceover`, `lifecycle`) takes.
struct AnalysisOptions: ParsableArguments {
    @Argument(help: "Spec files or directories.", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String] = ["."]

    @Option(help: "Only this scene (or a screen that belongs to no scene).")
    var scene: String?

    @Option(help: "text (for people) or json (for scripts).")
    var format: OutputFormat = .text

    @Option(help: "The configuration file (default: .a11y-check.yml here or in a directory above).", completion: .file())
    var config: String?

    @OptionGroup var environment: EnvironmentOptions

    /// What an analysis runs on.
    struct Loaded {
        let project: Project
        let matrix: EnvironmentMatrix
        let assumptions: Assumptions
    }

    /// Loads the specs; spec errors are printed and end the command with exit code 2, unreadable
    /// paths with 1, bad selections with 64.
    func load() throws -> Loaded {
        let directory = FileManager.default.currentDirectoryPath
        var configuration = LintConfiguration()
        if let path = config ?? ConfigurationLoader.find(from: directory) {
            let (loaded, problems) = ConfigurationLoader.load(path: path, knownRules: RuleCatalog.ids)
            for problem in problems { print(problem) }
            if !problems.isEmpty { throw ExitCode(2) }
            configuration = loaded
        }
        let loaded = ProjectLoader.load(paths: paths)
        // Errors end the command, so they are its output; warnings and notes (a storyboard's
        // unknown element, a segue code performs) go to standard error to keep reports clean.
        for diagnostic in loaded.diagnostics where diagnostic.severity == .error { print(diagnostic) }
        for diagnostic in loaded.diagnostics where diagnostic.severity != .error {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        }
        for failure in loaded.inputErrors { Output.error("\(failure)") }
        if !loaded.inputErrors.isEmpty { throw ExitCode(1) }
        if loaded.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(2) }
        if let scene, !ids(of: loaded.project).contains(scene) {
            throw ValidationError("no scene or screen '\(scene)'\(Suggestion.didYouMean(scene, in: ids(of: loaded.project)))")
        }
        do {
            let matrix = try configuration.matrix.matrix(for: loaded.project.app, overriddenBy: environment.selection)
            let assumptions = try Assumptions.defaults.applying(configuration.assumptions)
            return Loaded(project: loaded.project, matrix: matrix, assumptions: assumptions)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// True when `id` passes the `--scene` filter.
    func includes(_ id: String) -> Bool {
        scene.map { $0 == id } ?? true
    }

    private func ids(of project: Project) -> [String] {
        project.scenes.map(\.id) + project.screensInNoScene.map(\.id)
    }
}
