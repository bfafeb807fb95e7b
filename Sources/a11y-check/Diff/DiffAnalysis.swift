import A11yCore
import Hierarchy
import AnalysisResult
import LintEngine
import ProjectAnalysis
import ReviewDiff
import Settings
import SpecInputs

/// Analyses both sides of a diff: decodes each distinct file once (a file the same on both sides
/// is decoded for both), finds the scenes whose inputs changed, and lints only those on each side
/// with the head's settings; the base is analysed over the environments the head was.
struct DiffAnalysis {
    let before: DiffSnapshot
    let after: DiffSnapshot

    init(_ sides: DiffSides, settings: RunSettings) {
        let root = sides.root
        let (baseFiles, headFiles) = Self.decode(sides, root: root)
        let hasErrors = (Array(baseFiles.values) + Array(headFiles.values)).contains { $0.diagnostics.contains { $0.severity == .error } }
        let baseInputs = SceneInputs(tree: sides.base, decoded: baseFiles.compactMapValues(\.file))
        let headInputs = SceneInputs(tree: sides.head, decoded: headFiles.compactMapValues(\.file))
        let changed = hasErrors ? nil : SceneInputs.changedIDs(base: baseInputs, head: headInputs)
        let skipped: Set<String> = changed.map { Set(headInputs.regions.keys).subtracting($0) } ?? []

        let headResult = Self.lint(sides.head, files: headFiles, scenes: changed, root: root, settings: settings)
        var pinned = settings
        if !headResult.environments.isEmpty { pinned.matrix = MatrixSelection(pinning: headResult.environments) }
        let baseResult = Self.lint(sides.base, files: baseFiles, scenes: changed, root: root, settings: pinned)
        var before = Self.snapshot(baseResult, files: baseFiles, root: root)
        before.environments = headResult.environments.map(\.name)
        var after = Self.snapshot(headResult, files: headFiles, root: root)
        after.skippedScenes = skipped
        self.before = before
        self.after = after
    }

    /// The files of each side decoded, by tree path; a file with the same path and bytes on both
    /// sides is decoded once.
    private static func decode(_ sides: DiffSides, root: String) -> (base: [String: LoadedSpecFile],
                                                                     head: [String: LoadedSpecFile]) {
        let headBytes = Dictionary(sides.head.files.map { ($0.path, $0.bytes) }) { first, _ in first }
        let baseOnly = sides.base.files.filter { headBytes[$0.path] != $0.bytes }
        let decode = { (files: [SpecTree.File]) in
            Dictionary(zip(files.map(\.path), files.concurrentMap { SpecSources.standard.decode($0.bytes, path: absolute($0.path, in: root)) })) { first, _ in first }
        }
        let head = decode(sides.head.files)
        var base = decode(baseOnly)
        for file in sides.base.files where base[file.path] == nil { base[file.path] = head[file.path] }
        return (base, head)
    }

    private static func lint(_ tree: SpecTree, files: [String: LoadedSpecFile], scenes: Set<String>?, root: String,
                             settings: RunSettings) -> LintResult {
        var request = LintRequest(paths: [], settings: settings, workingDirectory: root)
        request.inMemoryFiles = tree.files.map { InMemorySpecFile(path: absolute($0.path, in: root), bytes: $0.bytes) }
        request.decodedFiles = Dictionary(files.map { (absolute($0.key, in: root), $0.value) }) { first, _ in first }
        request.scenes = scenes
        let result = LintRunner(analysisRules: RuleCatalog.analysisRules).run(request)
        // The process exits right after reporting: freeing the model and analyses would only cost time.
        result.keepWorkingSetUntilExit()
        return result
    }

    /// What the diff compares of a finished run, with the ids each file declares (how a renamed
    /// file is recognised).
    private static func snapshot(_ result: LintResult, files: [String: LoadedSpecFile], root: String) -> DiffSnapshot {
        let analysis = ProjectAnalysis(lint: result, parts: DiffSnapshot.analysisParts)
        let declarations = files.compactMapValues { result in
            result.file.map { Set($0.screens.map(\.id) + $0.scenes.map(\.id)) }
        }
        return DiffSnapshot(analysis: analysis, root: root,
                            declarations: Dictionary(declarations.map { (absolute($0.key, in: root), $0.value) }) { first, _ in first })
    }

    private static func absolute(_ path: String, in root: String) -> String {
        root.hasSuffix("/") ? root + path : root + "/" + path
    }
}
