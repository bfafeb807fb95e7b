import A11yCore
import AnalysisResult
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
    private let sources = SpecSources.standard

    public init(settings: RunSettings, keepsRunsUntilExit: Bool = true) {
        self.settings = settings
        self.keepsRunsUntilExit = keepsRunsUntilExit
    }

    public var fileExtensions: Set<String> { sources.fileExtensions }

    public func discover(_ paths: [String]) -> (files: [String], errors: [String]) {
        let found = sources.files(in: paths)
        return (found.files, found.errors.map { "\($0)" })
    }

    public func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
        sources.decode(bytes, path: path)
    }

    /// A code file (Swift) may change any scene (the classes it declares may be anywhere): its
    /// whole text counts as an `app` entry does, so a change to it analyses every scene.
    public func outline(of file: LoadedSpecFile) -> SpecOutline? {
        file.file.map { spec in
            SpecOutline(screens: spec.screens.map { SpecOutline.Entry(id: $0.id, location: $0.location) },
                        scenes: spec.scenes.map { scene in
                            SpecOutline.Entry(id: scene.id, location: scene.location,
                                              shownScreens: Set(scene.allNodes.compactMap(\.contentScreenID)))
                        },
                        app: spec.app?.location ?? spec.code.map { _ in SourceLocation(file: spec.path, line: 1, column: 1) })
        }
    }

    public func hasErrors(_ file: LoadedSpecFile) -> Bool {
        file.diagnostics.contains { $0.severity == .error }
    }

    public func run(_ files: [SpecTree.File], decoded: [String: LoadedSpecFile], scenes: Set<String>?, root: String,
                    inEnvironmentsOf head: LintResult?) -> LintResult {
        var settings = settings
        if let head, !head.environments.isEmpty { settings.matrix = MatrixSelection(pinning: head.environments) }
        var request = LintRequest(paths: [], settings: settings, workingDirectory: root)
        request.inMemoryFiles = files.map { InMemorySpecFile(path: $0.path, bytes: $0.bytes) }
        request.decodedFiles = decoded
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
