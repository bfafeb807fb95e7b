import A11yCore
import AnalysisResult
import Foundation
import Hierarchy
import LintEngine
import ReviewDiff
import Settings
import SpecInputs

/// The diff's analyser: the standard spec sources find and decode the files, and a lint run with
/// the head's settings analyses each side (the base in the head's environments).
public struct LintDiffAnalyser: DiffAnalyser {
    /// The head's settings, which both sides run with.
    public let settings: RunSettings
    /// Whether each side's model and analyses are kept until the process exits (the command, which
    /// exits right after reporting), or freed with the run (a process that diffs again: the fuzzer).
    public let keepsRunsUntilExit: Bool
    /// `--target`: the project target to compare (needed when a project has several app targets).
    public let targets: [String]
    private let sources = SpecSources.standard

    public init(settings: RunSettings, keepsRunsUntilExit: Bool = true, targets: [String] = []) {
        self.settings = settings
        self.keepsRunsUntilExit = keepsRunsUntilExit
        self.targets = targets
    }

    public var fileExtensions: Set<String> { sources.fileExtensions }

    public func discover(_ paths: [String]) -> (files: [String], errors: [String]) {
        let found = sources.files(in: paths)
        return (found.files, found.errors.map { "\($0)" })
    }

    /// The one target of the project `paths` name (its only target, or its app among app
    /// extensions, ``AppProjectInputs/soleApp``), read through `files` as `lint` reads it.
    public func project(_ paths: [String], files: any FileAccess) throws(DiffInputError) -> DiffProject<LoadedSpecFile>? {
        guard let projects = sources.projectInputs(for: paths, targets: targets, files: files) else {
            if let name = targets.first { throw .usage("--target \(name): the paths name no Xcode project") }
            return nil
        }
        if let name = projects.unknownTargets.first {
            let known = projects.targetNames.isEmpty ? "the project has no target" : "targets: \(projects.targetNames.joined(separator: ", "))"
            throw .usage("--target \(name): no such target (\(known))")
        }
        guard let target = projects.soleApp else {
            let names = projects.targets.map(\.name).joined(separator: ", ")
            throw projects.targets.isEmpty ? .read("no iOS app or app extension target to compare in \(paths.joined(separator: ", "))")
                : .usage("the project has \(projects.targets.count) iOS app targets (\(names)): name one with --target")
        }
        return DiffProject(target: target.name, projectFile: target.projectFile.file?.path ?? target.projectPath, decoded: target.projectFile,
                           files: target.files, iosMajorVersions: target.iosVersions.map(\.major), resources: target.assetCatalogs,
                           resourceFiles: sources.resourceFiles(below: target.assetCatalogs, reading: files),
                           otherTargets: projects.targets.map(\.name).filter { $0 != target.name })
    }

    public func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
        sources.decode(bytes, path: path)
    }

    /// A code file (Swift) may change any scene (the classes it declares may be anywhere): its
    /// whole text counts as an `app` entry does, so a change to it analyses every scene. So does
    /// a project file, whose bytes are those of every file the target's app facts came from.
    public func outline(of file: LoadedSpecFile) -> SpecOutline? {
        file.file.map { spec in
            let wholeFile = spec.code != nil || sources.projectSources.contains { $0.projectFileExtensions.contains((spec.path as NSString).pathExtension.lowercased()) }
            return SpecOutline(screens: spec.screens.map { SpecOutline.Entry(id: $0.id, location: $0.location) },
                        scenes: spec.scenes.map { scene in
                            SpecOutline.Entry(id: scene.id, location: scene.location,
                                              shownScreens: Set(scene.allNodes.compactMap(\.contentScreenID)))
                        },
                        app: wholeFile ? SourceLocation(file: spec.path, line: 1, column: 1) : spec.app?.location)
        }
    }

    public func linkedFiles(of file: LoadedSpecFile, reading access: any FileAccess) -> [String] {
        file.file.map { sources.source(for: $0.path).linkedFiles(of: $0, reading: access) } ?? []
    }

    public func hasErrors(_ file: LoadedSpecFile) -> Bool {
        file.diagnostics.contains { $0.severity == .error }
    }

    public func run(_ files: [SpecTree.File], decoded: [String: LoadedSpecFile], resources: SideResources, scenes: Set<String>?, root: String,
                    inEnvironmentsOf head: LintResult?) -> LintResult {
        var settings = settings
        if let head, !head.environments.isEmpty { settings.matrix = MatrixSelection(pinning: head.environments) }
        var request = LintRequest(paths: [], settings: settings, workingDirectory: root)
        request.inMemoryFiles = files.map { InMemorySpecFile(path: $0.path, bytes: $0.bytes) }
        request.decodedFiles = decoded
        request.inMemoryResources = resources.folders
        request.resourceAccess = resources.access
        request.scenes = scenes
        let result = LintRunner(analysisRules: RuleCatalog.analysisRules).run(request)
        // The process exits right after reporting: freeing the model and analyses would only cost time.
        if keepsRunsUntilExit { result.keepWorkingSetUntilExit() }
        return result
    }

    public func analysis(of run: LintResult, parts: AnalysisParts) -> ProjectAnalysis {
        ProjectAnalysis(lint: run, parts: parts)
    }
}
