import A11yCore
import Hierarchy
import LintEngine
import Settings

/// The results of a lint's runs (one, or one per Xcode project target) as one: findings of a
/// target named when there are several, files and rules each once.
struct LintRuns {
    let results: [(target: String?, result: LintResult)]

    /// Every finding after the baseline, sorted; with several targets, each finding about a
    /// target's files starts with the names of the targets that make it (``TargetFindings``).
    var findings: [Finding] { merged(\.findings) }
    /// Every finding before the baseline.
    var unfilteredFindings: [Finding] { merged(\.unfilteredFindings) }
    var inputErrors: [InputError] {
        var seen = Set<InputError>()
        return results.flatMap(\.result.inputErrors).filter { seen.insert($0).inserted }
    }
    var noSpecFiles: String? { results.count == 1 ? results[0].result.noSpecFiles : nil }
    var analysisSkipped: Bool { results.contains { $0.result.analysisSkipped } }
    var files: [String] { unique(results.flatMap(\.result.files)) }
    var rules: [RuleDescription] {
        var seen = Set<String>()
        return results.flatMap(\.result.rules).filter { seen.insert($0.id).inserted }
    }

    /// The files the runs read, which the outputs never replace (``LintResult/inputFiles(configuration:)``).
    func inputFiles(configuration: LintConfiguration) -> [String] {
        unique(results.flatMap { $0.result.inputFiles(configuration: configuration) })
    }

    private func merged(_ part: KeyPath<LintResult, [Finding]>) -> [Finding] {
        TargetFindings.merged(results.map { ($0.target, $0.result[keyPath: part]) })
    }

    private func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
