import Hierarchy
import LintEngine
import ProjectAnalysis
import ReviewDiff

/// Lints one side of a diff: its files in memory, named where they would be below `root`, with
/// the head's configuration and, when given, the head's environment matrix.
enum SideLint {
    static func run(_ tree: SpecTree, root: String, configuration: LintConfiguration, matrix: MatrixSelection) -> LintResult {
        var request = LintRequest(paths: [], configuration: configuration, workingDirectory: root)
        request.inMemoryFiles = tree.files.map { InMemorySpecFile(path: absolute($0.path, in: root), bytes: $0.bytes) }
        request.matrixOverride = matrix
        let result = LintRunner(analysisRules: RuleCatalog.analysisRules).run(request)
        // The process exits right after reporting: freeing the model and analyses would only cost time.
        result.keepWorkingSetUntilExit()
        return result
    }

    /// The matrix `result` analysed, as a selection another run can repeat; empty (the other
    /// run's own default) when spec errors kept the analysis from running.
    static func selection(of result: LintResult) -> MatrixSelection {
        var selection = MatrixSelection()
        func unique(_ values: [String]) -> [String] {
            var seen = Set<String>()
            return values.filter { seen.insert($0).inserted }
        }
        let environments = result.environments
        selection.devices = unique(environments.map(\.device.id))
        selection.orientations = unique(environments.map(\.orientation.rawValue))
        selection.multitasking = unique(environments.map(\.multitasking.rawValue))
        selection.iosVersions = unique(environments.map { String($0.iosVersion.major) })
        selection.layoutDirections = unique(environments.map(\.layoutDirection.rawValue))
        return selection
    }

    /// What the diff compares of a finished run: its analysis, and the ids each file declares
    /// (how a renamed file is recognised).
    static func snapshot(_ result: LintResult, root: String) -> DiffSnapshot {
        let analysis = ProjectAnalysis(lint: result, parts: DiffSnapshot.analysisParts)
        let declarations = Dictionary(result.workingSet.project.files.map { file in
            (file.path, Set(file.screens.map(\.id) + file.scenes.map(\.id)))
        }) { first, _ in first }
        return DiffSnapshot(analysis: analysis, root: root, declarations: declarations)
    }

    static func absolute(_ path: String, in root: String) -> String {
        root.hasSuffix("/") ? root + path : root + "/" + path
    }
}
