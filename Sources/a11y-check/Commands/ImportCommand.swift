import A11yCore
import Hierarchy
import ArgumentParser
import Foundation
import InterfaceBuilderSource
import SpecInputs
import SpecWriter
import SwiftSource

/// `a11y-check import FILES... -o DIR`: writes each storyboard or xib as spec YAML; an Xcode
/// project's targets each to a folder of their own when several hold storyboards or xibs.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write storyboards and xibs as equivalent spec YAML, one DIR/<name>.yaml per file.",
        discussion: """
            The YAML loads unchanged and gives the same voiceover, orientation and lint results as \
            the file it came from. Diagnostics go to standard error.

            The Swift files and Localizable strings among the paths (or of the project's target) are \
            read as every run reads them: what the code sets on the storyboard's views and view \
            controllers is written as its YAML, each value below a comment naming its Swift line, \
            and a value set to something a11y-check does not know as a comment only \
            (docs/swift-code.md).

            An Xcode project (a .xcodeproj, a .xcworkspace, or a folder holding one directly) is \
            imported as `lint` reads it: the storyboards and xibs of each iOS app target (or those \
            --target names), with their asset catalogs (docs/xcode-project.md). Each target is an \
            app of its own and a run describes one app, so when several targets hold storyboards \
            or xibs (an app and its extensions), each is read on its own and written to \
            DIR/<target>/ (the name with /, \\, : and a leading . as _), every file naming the \
            target's Info.plist, so `a11y-check lint DIR/<target>` reads the target as one app, as \
            `lint` of the project does; a note names the folders. One such target writes to DIR.

            Examples:
              a11y-check import App/Base.lproj/Main.storyboard -o Specs
              a11y-check import App.xcodeproj --target App -o Specs
              a11y-check import App.xcodeproj -o Specs
              a11y-check lint "Specs/Share Extension"
            """
    )

    @Argument(help: "Storyboards, xibs, or directories holding them (with the Swift code and Localizable strings to read); asset catalogs (.xcassets) for their named colours; or an Xcode project.")
    var paths: [String]

    @Option(name: [.short, .customLong("output")], help: "The directory the YAML files go to (created if missing; a folder per target below it when several targets hold storyboards or xibs).")
    var output: String

    @Option(name: .customLong("target"), help: "An Xcode project target to import (repeatable; default: every iOS app target).")
    var targets: [String] = []

    func run() throws {
        let imports = try ImportRuns(paths: paths, targets: targets, output: output)
        // Every run is found and checked before anything is written.
        let found = try imports.runs.map(Self.discover)
        for run in found { try FileManager.default.createDirectory(atPath: run.run.folder, withIntermediateDirectories: true) }
        let outputs = OutputFiles(inputs: found.flatMap(\.interfacePaths))
        var failed = false
        var hasErrors = false
        for run in found {
            let outcome = Self.write(run, files: outputs)
            failed = failed || outcome.failed
            hasErrors = hasErrors || outcome.hasErrors
        }
        if let note = Self.folderNote(imports) { Output.note(note) }
        if failed { throw ExitCode(1) }
        if hasErrors { throw ExitCode(2) }
    }

    /// A run with what discovery found in its paths.
    private struct FoundRun {
        let run: ImportRuns.Run
        let catalogs: [String]
        /// The spec files and resource folders found below its paths.
        let files: [String]
        let resources: [String]
        /// Whether a path could not be read.
        let failed: Bool
        /// The storyboards and xibs it writes.
        var interfacePaths: [String] { files.filter(InterfaceBuilderSpecSource().reads) }
    }

    /// The files of `run`, its discovery errors reported; two inputs of one name are a bad argument.
    private static func discover(_ run: ImportRuns.Run) throws -> FoundRun {
        let sources = SpecSources([InterfaceBuilderSpecSource(), SwiftSpecSource()])
        let (catalogs, specPaths, catalogErrors) = sources.splitResourceFolders(run.paths)
        let found = sources.files(in: specPaths)
        for error in catalogErrors + found.errors { Output.error("\(error)") }
        let result = FoundRun(run: run, catalogs: catalogs, files: found.files, resources: found.resources, failed: !found.errors.isEmpty || !catalogErrors.isEmpty)
        try checkDistinctTargets(result.interfacePaths, output: run.folder)
        return result
    }

    /// Writes each storyboard and xib of `found` as YAML in its run's folder; whether a file
    /// failed to load or be written, and whether a diagnostic is an error.
    private static func write(_ found: FoundRun, files outputs: OutputFiles) -> (failed: Bool, hasErrors: Bool) {
        let (run, paths) = (found.run, found.run.paths)
        let source = InterfaceBuilderSpecSource()
        let code = SwiftSpecSource()
        let sources = SpecSources([source, code])
        var failed = found.failed
        var hasErrors = false
        var loadedFiles: [SpecFile] = []
        for path in found.interfacePaths + found.files.filter(code.reads) {
            let loaded = sources.load(path: path)
            for diagnostic in loaded.diagnostics { Output.diagnostic(diagnostic) }
            hasErrors = hasErrors || loaded.diagnostics.contains { $0.severity == .error }
            if let error = loaded.inputError {
                Output.error("\(error)")
                failed = true
                continue
            }
            if let file = loaded.file { loadedFiles.append(file) }
        }
        // A file that says it is a launch screen is one unless the target names another, as in its run.
        for diagnostic in AppStoryboards.settleLaunchScreenAttributes(&loadedFiles, app: run.app ?? AppSpec(location: nil)) {
            Output.diagnostic(diagnostic)
        }
        // The development language's strings tables, then what the Swift code sets, join the
        // storyboards and xibs as in every run.
        for diagnostic in StoryboardStrings.apply(to: &loadedFiles, language: run.language, containment: PathContainment(inputs: paths),
                                                  reading: DiskFileAccess()) {
            Output.diagnostic(diagnostic)
        }
        for diagnostic in code.link(&loadedFiles, resources: [], containment: PathContainment(inputs: paths), reading: DiskFileAccess()) { Output.diagnostic(diagnostic) }
        for loadedFile in loadedFiles where source.reads(loadedFile.path) {
            let path = loadedFile.path
            var files = [loadedFile]
            for diagnostic in AssetCatalogs.apply(given: found.catalogs + found.resources, to: &files, containment: PathContainment(inputs: paths)) {
                Output.diagnostic(diagnostic)
            }
            var file = files[0]
            if let plist = run.infoPlist ?? AppStoryboards.infoPlist(beside: [path]) {
                // As the YAML names it: relative to the directory the YAML goes to.
                var app = AppSpec(location: nil)
                let absolute = RelativePaths(base: FileManager.default.currentDirectoryPath).absolute(plist)
                app.infoPlist = Located(RelativePaths(base: run.folder).relative(absolute), at: SourceLocation(file: plist, line: 1, column: 1))
                file.app = app
            }
            do {
                try outputs.write(SpecYAMLWriter.yaml(file, source: (path as NSString).lastPathComponent,
                                                         targetInfoPlist: run.infoPlist != nil).utf8, to: target(of: path, in: run.folder))
            } catch {
                Output.error("\(error)")
                failed = true
            }
        }
        return (failed, hasErrors)
    }

    /// The note of an import that wrote a folder per target: which folders to lint, each as its
    /// own run, and the targets that have nothing to write.
    private static func folderNote(_ imports: ImportRuns) -> String? {
        let folders = imports.runs.compactMap { run in run.target.map { _ in run.folder } }
        guard !folders.isEmpty else { return nil }
        let commands = folders.map { "a11y-check lint \(ShellWord.quoted($0))" }.joined(separator: ", ")
        let empty = imports.targetsWithoutInterface
        let nothing = empty.isEmpty ? ""
            : "; \(empty.joined(separator: ", ")) \(empty.count == 1 ? "has" : "have") no storyboard or xib, so nothing was written for \(empty.count == 1 ? "it" : "them")"
        return "each of the \(folders.count) targets is an app of its own, written to a folder of its own: lint each folder as its own run (\(commands))\(nothing)"
    }

    /// `DIR/<name>.yaml` for the storyboard or xib at `path`.
    static func target(of path: String, in output: String) -> String {
        (output as NSString).appendingPathComponent(((path as NSString).lastPathComponent as NSString).deletingPathExtension + ".yaml")
    }

    /// Two inputs of one name (`a/Main.storyboard`, `b/Main.storyboard`, or `Main.storyboard` and
    /// `Main.xib`) would write one file, the second losing the first: a bad argument, before
    /// anything is written.
    static func checkDistinctTargets(_ files: [String], output: String) throws {
        var first: [String: String] = [:]
        for path in files {
            let target = Self.target(of: path, in: output)
            if let earlier = first[target.lowercased()] {
                throw ValidationError("\(earlier) and \(path) would both be written to \(target); import them with separate -o folders")
            }
            first[target.lowercased()] = path
        }
    }
}
