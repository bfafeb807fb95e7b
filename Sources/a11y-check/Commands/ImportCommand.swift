import A11yCore
import Hierarchy
import ArgumentParser
import Foundation
import InterfaceBuilderSource
import SpecInputs
import SpecWriter
import SwiftSource

/// `a11y-check import FILES... -o DIR`: writes each storyboard or xib as spec YAML.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write storyboards and xibs as equivalent spec YAML, one DIR/<name>.yaml per file.",
        discussion: """
            The YAML loads unchanged and gives the same voiceover, orientation and lint results as the
            file it came from. Diagnostics go to standard error.

            The Swift files and Localizable strings among the paths (or of the project's target) are
            read as every run reads them: what the code sets on the storyboard's views and view
            controllers is written as its YAML, each value below a comment naming its Swift line, and a
            value set to something a11y-check does not know as a comment only (docs/swift-code.md).

            An Xcode project (a .xcodeproj, a .xcworkspace, or a folder holding one directly) is
            imported as `lint` reads it: the storyboards and xibs of each iOS app target (or those
            --target names), with their asset catalogs (docs/xcode-project.md).

            Examples:
              a11y-check import App/Base.lproj/Main.storyboard -o Specs
              a11y-check import App.xcodeproj --target App -o Specs
            """
    )

    @Argument(help: "Storyboards, xibs, or directories holding them (with the Swift code and Localizable strings to read); asset catalogs (.xcassets) for their named colours; or an Xcode project.")
    var paths: [String]

    @Option(name: [.short, .customLong("output")], help: "The directory the YAML files go to (created if missing).")
    var output: String

    @Option(name: .customLong("target"), help: "An Xcode project target to import (repeatable; default: every iOS app target).")
    var targets: [String] = []

    func run() throws {
        let (paths, language) = try inputPaths()
        let source = InterfaceBuilderSpecSource()
        let code = SwiftSpecSource()
        let sources = SpecSources([source, code])
        let (catalogs, specPaths, catalogErrors) = sources.splitResourceFolders(paths)
        let found = sources.files(in: specPaths)
        for error in catalogErrors + found.errors { Output.error("\(error)") }
        let interfacePaths = found.files.filter(source.reads)
        try Self.checkDistinctTargets(interfacePaths, output: output)
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let outputs = OutputFiles(inputs: interfacePaths)
        var failed = !found.errors.isEmpty || !catalogErrors.isEmpty
        var hasErrors = false
        var loadedFiles: [SpecFile] = []
        for path in interfacePaths + found.files.filter(code.reads) {
            let loaded = sources.load(path: path)
            for diagnostic in loaded.diagnostics { Self.report(diagnostic) }
            hasErrors = hasErrors || loaded.diagnostics.contains { $0.severity == .error }
            if let error = loaded.inputError {
                Output.error("\(error)")
                failed = true
                continue
            }
            if let file = loaded.file { loadedFiles.append(file) }
        }
        // The development language's strings tables, then what the Swift code sets, join the
        // storyboards and xibs as in every run.
        for diagnostic in StoryboardStrings.apply(to: &loadedFiles, language: language, containment: PathContainment(inputs: paths),
                                                  reading: DiskFileAccess()) {
            Self.report(diagnostic)
        }
        for diagnostic in code.link(&loadedFiles, resources: [], containment: PathContainment(inputs: paths), reading: DiskFileAccess()) { Self.report(diagnostic) }
        for loadedFile in loadedFiles where source.reads(loadedFile.path) {
            let path = loadedFile.path
            var files = [loadedFile]
            for diagnostic in AssetCatalogs.apply(given: catalogs + found.resources, to: &files, containment: PathContainment(inputs: paths)) {
                Self.report(diagnostic)
            }
            var file = files[0]
            if let plist = AppStoryboards.infoPlist(beside: [path]) {
                // As the YAML names it: relative to the directory the YAML goes to.
                var app = AppSpec(location: nil)
                let absolute = RelativePaths(base: FileManager.default.currentDirectoryPath).absolute(plist)
                app.infoPlist = Located(RelativePaths(base: output).relative(absolute), at: SourceLocation(file: plist, line: 1, column: 1))
                file.app = app
            }
            do {
                try outputs.write(SpecYAMLWriter.yaml(file, source: (path as NSString).lastPathComponent).utf8, to: Self.target(of: path, in: output))
            } catch {
                Output.error("\(error)")
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
        if hasErrors { throw ExitCode(2) }
    }

    private static func report(_ diagnostic: Diagnostic) {
        FileHandle.standardError.write(Data("\(TerminalText.visible(diagnostic.description))\n".utf8))
    }

    /// The paths named, or, when they name Xcode projects, the interface files, code files,
    /// strings and asset catalogs of the targets, each once, with the projects' development
    /// language (`developmentRegion`) when they agree on one; the projects' notes go to standard error.
    private func inputPaths() throws -> (paths: [String], language: String?) {
        guard let projects = SpecSources.standard.projectInputs(for: paths, targets: targets) else {
            if let name = targets.first { throw ValidationError("--target \(name): the paths name no Xcode project") }
            return (paths, nil)
        }
        try TargetRuns.check(projects, workingDirectory: FileManager.default.currentDirectoryPath)
        for diagnostic in projects.targets.flatMap(\.projectFile.diagnostics) {
            FileHandle.standardError.write(Data("\(TerminalText.visible(diagnostic.description))\n".utf8))
        }
        var seen = Set<String>()
        // Import writes storyboards and xibs, with what the target's Swift code and strings set on them.
        let interface = InterfaceBuilderSpecSource()
        let code = SwiftSpecSource()
        let files = projects.targets.flatMap { $0.files.filter { interface.reads($0) || code.reads($0) } + $0.assetCatalogs }.filter { seen.insert($0).inserted }
        let languages = Set(projects.targets.compactMap { $0.projectFile.file?.app?.developmentLanguage?.value })
        return (files, languages.count == 1 ? languages.first : nil)
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
