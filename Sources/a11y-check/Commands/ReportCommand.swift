import AnalysisResult
import ArgumentParser
import Foundation
import A11yCore
import Hierarchy
import HTMLReport
import LintEngine
import ProjectAnalysis

/// `a11y-check report PATHS -o report.html`: one self-contained HTML page with every scene drawn
/// in every environment, and the findings; `--svg-dir` also writes each drawing as an SVG file.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write an HTML page that draws every scene in every environment, with VoiceOver's order and the findings.",
        discussion: """
            Configuration, suppressions and the baseline work as in `lint`. docs/report.md explains \
            how to read a card.

            An Xcode project (a .xcodeproj, a .xcworkspace, or a folder holding one directly) is \
            drawn as `lint` reads it: one iOS app target, with its storyboards, xibs, Swift files and \
            app facts; a project with several apps names the one to draw with --target (the one app \
            among app extensions is drawn by default; docs/xcode-project.md).

            Examples:
              a11y-check report Examples -o report.html
              a11y-check report App.xcodeproj --target App -o report.html
              a11y-check report Screens --scene checkout --device ipad -o checkout.html
              a11y-check report Screens -o report.html --svg-dir docs/wireframes
            """
    )

    @Argument(help: "Spec files or directories, or an Xcode project.", completion: Completions.inputs)
    var paths: [String] = []

    @Option(name: [.short, .long], help: "The HTML file to write.", completion: .file(extensions: ["html"]))
    var output: String

    @Option(name: .customLong("svg-dir"), help: "Also write one SVG per scene and environment into this directory.",
            completion: .directory)
    var svgDirectory: String?

    @Option(help: "Only this scene (or a screen that belongs to no scene), by id, or by the id, storyboard identifier, class or title of a screen it shows.")
    var scene: String?

    @Option(help: "The configuration file (default: .a11y-check.yml here or in a directory above).", completion: .file())
    var config: String?

    @Option(help: "Leave out findings this baseline file holds.", completion: .file())
    var baseline: String?

    @Option(name: .customLong("target"), help: "The Xcode project target to draw (default: the only target, or the one app among app extensions).")
    var target: String?

    @OptionGroup var environment: EnvironmentOptions

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let inputs = LintInputs(paths: paths, config: config, baseline: baseline, environment: environment,
                                targets: target.map { [$0] } ?? [])
        let request = try inputs.singleRun(workingDirectory: workingDirectory)
        let result = LintRunner(analysisRules: RuleCatalog.analysisRules).run(request)
        result.keepWorkingSetUntilExit()
        for failure in result.inputErrors { Output.error("\(failure)") }
        if !result.inputErrors.isEmpty { throw ExitCode(1) }
        // The scene `--scene` names as voiceover, orientation and lifecycle read it (a scene id, or a
        // screen's id, storyboard identifier, class or title).
        let resolvedScene: String?
        do throws(UnknownSceneError) {
            resolvedScene = try UnknownSceneError.resolve(scene, in: result.workingSet.project)
        } catch {
            throw ValidationError(error.description)
        }
        let parts = AnalysisParts.all.union([.sources, .drawing])
        let paths = RelativePaths(base: workingDirectory)
        // Excerpts come only from inside the folders the run reads (a finding at a refused link,
        // spec-path-outside-input, must not publish the first line of what it points at), each file
        // read under the limit the loader applied, measured on the opened file.
        let containment = request.containment
        let readFile: (String) -> String? = { path in
            guard containment.outside(path) == nil,
                  case .success(let bytes) = BoundedFileReader.read(path, limit: SpecLimits.maximumFileSize) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        // The page goes through the scenes once: each batch's analyses are made as it is written
        // and let go after. SVG files go through them again: those keep every analysis.
        let input = svgDirectory == nil
            ? ReportInput(analysis: StreamedProjectAnalysis(lint: result, parts: parts, scene: resolvedScene),
                          toolVersion: A11yCheckVersion.current, relativePath: paths.relative, readFile: readFile)
            : ReportInput(analysis: ProjectAnalysis(lint: result, parts: parts, scene: resolvedScene),
                          toolVersion: A11yCheckVersion.current, relativePath: paths.relative, readFile: readFile)
        // Scenes are built as they are written, so the cards of a large project are never all held.
        let document = input.document(outline: true)
        let configuration = request.settings.configuration
        let outputs = OutputFiles(inputs: result.inputFiles(configuration: configuration)
                                        + [inputs.baselinePath(configuration)].compactMap { $0 })
        do {
            try ReportFiles.writePage(document, to: output, files: outputs, scene: input.scene(at:))
            if let svgDirectory { try ReportFiles.writeSVGs(document, to: svgDirectory, files: outputs, scene: input.scene(at:)) }
        } catch let failure as OutputFiles.Failure {
            Output.error("cannot write the report: \(failure)")
            throw ExitCode(1)
        } catch {
            Output.error("cannot write the report: \(error.localizedDescription)")
            throw ExitCode(1)
        }
        // As lint keeps its working set: freeing every scene's analysis just before exiting helps no one.
        _ = Unmanaged.passRetained(KeptUntilExit(input))
        if result.analysisSkipped {
            Output.note("spec errors found: the report lists them but draws no scene; fix them and run again")
        }
    }
}

/// A value kept alive until the process exits (``ReportCommand`` keeps the analysis it drew).
private final class KeptUntilExit<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
