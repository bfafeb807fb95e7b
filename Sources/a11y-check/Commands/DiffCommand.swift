import A11yCore
import ArgumentParser
import Foundation
import Hierarchy
import ProjectAnalysis
import ReviewDiff
import Settings

extension DiffFormat: ExpressibleByArgument {}
extension FailurePolicy: ExpressibleByArgument {}

/// `a11y-check diff --base REV [--head REV] [PATHS | PROJECT]`: what a change does to VoiceOver,
/// orientation, lifecycle and findings, scene by scene, environment by environment.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what a change does to VoiceOver, orientation, lifecycle and findings.",
        discussion: """
            Reads the files of two git revisions (the head is the working tree unless --head names \
            one) without touching the working tree or the index, analyses both sides over the same \
            environment matrix with the head's configuration, and reports what changed per scene. \
            Needs git. Or compares two folders with --base-dir and --head-dir.

            An Xcode project (a .xcodeproj, a .xcworkspace, or a folder holding one; by default the \
            current folder when it holds one) is read at each revision as `lint` reads it: one iOS \
            app target (--target names it when there are several; the one app among app extensions \
            by default), its storyboards, xibs and Swift files, build settings, .xcconfig files and \
            Info.plist all from that revision.

            Examples:
              a11y-check diff --base origin/main
              a11y-check diff --base HEAD~1 --head HEAD Screens --format markdown
              a11y-check diff --base origin/main Shop.xcodeproj --target Shop
              a11y-check diff --base-dir old --head-dir new --format json
              a11y-check diff --base-dir old/App --head-dir App Shop.xcodeproj

            Exit codes: 0 nothing fails, 2 the change fails --fail-on, 1 a file could not be read, \
            64 bad arguments (also: not a git repository, unknown revision, configuration errors).
            """
    )

    @Argument(help: "Spec files or folders, or an Xcode project, in the working tree's terms, or relative to each folder with --base-dir (default: the project in the current folder or the head folder, else all of it).",
              completion: Completions.inputs)
    var paths: [String] = []

    @Option(help: "The revision to compare from: a branch, tag, commit or expression such as HEAD~1.")
    var base: String?

    @Option(help: "The revision to compare to (default: the working tree).")
    var head: String?

    @Option(name: .customLong("base-dir"), help: "Compare from this folder instead of a revision.", completion: .directory)
    var baseDirectory: String?

    @Option(name: .customLong("head-dir"), help: "Compare to this folder (with --base-dir).", completion: .directory)
    var headDirectory: String?

    @Option(help: "The Xcode project target to compare (default: the only target, or the one app among app extensions).")
    var target: String?

    @Option(help: "text, markdown (a pull-request comment), json or github (annotations for new findings).")
    var format: DiffFormat = .text

    @Option(name: .customLong("fail-on"), help: "new-errors, new-warnings, any-change or never.")
    var failOn: FailurePolicy = .newErrors

    @Option(help: "The configuration file (default: .a11y-check.yml here or in a directory above).", completion: .file())
    var config: String?

    @Option(help: "Write the report to this file instead of standard output.", completion: .file())
    var output: String?

    @OptionGroup var environment: EnvironmentOptions

    func validate() throws {
        if (baseDirectory == nil) != (headDirectory == nil) {
            throw ValidationError("--base-dir and --head-dir go together")
        }
        if baseDirectory != nil && (base != nil || head != nil) {
            throw ValidationError("--base-dir and --head-dir compare two folders: leave out --base and --head")
        }
        if baseDirectory == nil && base == nil {
            throw ValidationError("give --base REV (and --head REV to compare two revisions), or --base-dir and --head-dir")
        }
    }

    func run() throws {
        // The head's configuration: found from the head folder, else from the working directory.
        let settings = try RunSettings.forCommand(config: config, searchFrom: headDirectory,
                                                  workingDirectory: FileManager.default.currentDirectoryPath, environment: environment)
        let reader = LintDiffAnalyser(settings: settings, targets: target.map { [$0] } ?? [])
        let sides: DiffSides
        do {
            sides = try readSides(paths: baseDirectory == nil ? diffPaths(settings.configuration) : paths, analyser: reader)
        } catch .usage(let message) {
            throw ValidationError(message)
        } catch {
            Output.error(error.description)
            throw ExitCode(1)
        }
        if let project = sides.project, !project.otherTargets.isEmpty {
            Output.note("comparing the app target \(project.target); its app extensions (\(project.otherTargets.joined(separator: ", "))) are compared with --target")
        }
        let analysis = DiffAnalysis(sides, analyser: analyser(settings, project: sides.project))
        let report = DiffReport(base: sides.base.label, head: sides.head.label, before: analysis.before, after: analysis.after)
        let read = (sides.base.files + sides.head.files).map { (sides.root as NSString).appendingPathComponent($0.path) }
        try Output.report(format.render(report), to: output,
                          files: OutputFiles(inputs: read + [settings.configuration.path].compactMap { $0 }))
        if failOn.fails(report) { throw ExitCode(2) }
    }

    /// The analyser both sides run with: for a project, unless the settings choose iOS versions,
    /// over the head target's (its deployment target's and the newest), as `lint` of it runs.
    private func analyser(_ settings: RunSettings, project: ProjectSides?) -> LintDiffAnalyser {
        var settings = settings
        if let project, settings.matrix.iosVersions.isEmpty {
            settings.matrix.iosVersions = project.iosMajorVersions.compactMap(IOSVersion.init)
        }
        return LintDiffAnalyser(settings: settings)
    }

    /// The two folders, or the two revisions (the head being the working tree when not named).
    private func readSides(paths: [String], analyser: LintDiffAnalyser) throws(DiffInputError) -> DiffSides {
        if let baseDirectory, let headDirectory {
            return try DiffSides(baseDirectory: baseDirectory, headDirectory: headDirectory, paths: paths, analyser: analyser)
        }
        guard let base else { throw .usage("give --base REV, or --base-dir DIR and --head-dir DIR") }
        return try DiffSides(base: base, head: head, paths: paths, analyser: analyser)
    }

    /// The paths named, else the configuration's `included` paths, else the whole repository.
    private func diffPaths(_ configuration: LintConfiguration) -> [String] {
        if !paths.isEmpty || configuration.included.isEmpty { return paths }
        return configuration.included.map { path in
            path.hasPrefix("/") ? path : (configuration.baseDirectory as NSString).appendingPathComponent(path)
        }
    }
}
