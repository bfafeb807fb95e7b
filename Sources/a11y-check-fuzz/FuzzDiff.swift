import A11yCore
import ProjectAnalysis
import ReviewDiff
import Settings

/// The `diff` target: two YAML specs in memory, the base and the head of one file, compared as
/// `a11y-check diff --base-dir --head-dir` compares them: both sides decoded, the changed scenes
/// analysed, the report rendered (in every format for one input in eight, by the input's hash).
enum FuzzDiff {
    /// The line that splits an input into its base (before) and head (after); an input without
    /// it is a head whose base had no file.
    static let separator = Array("\n--- a11y-check-fuzz head ---\n".utf8)

    /// Compares the two sides of `bytes`; returns the number of changes. `render` says whether
    /// every format is rendered (nil: for one input in eight).
    static func compare(_ bytes: [UInt8], render: Bool?) -> Int {
        let (base, head) = split(bytes)
        let file = FuzzTarget.diff.fileName
        let sides = DiffSides(base: SpecTree(label: "base", files: base.map { [SpecTree.File(path: file, bytes: $0)] } ?? []),
                              head: SpecTree(label: "head", files: [SpecTree.File(path: file, bytes: head)]),
                              root: FuzzFolder.path)
        let analyser = LintDiffAnalyser(settings: RunSettings(configuration: FuzzFolder.configuration), keepsRunsUntilExit: false)
        let analysis = DiffAnalysis(sides, analyser: analyser)
        let report = DiffReport(base: sides.base.label, head: sides.head.label, before: analysis.before, after: analysis.after)
        if render ?? (StableHash.fnv1a64(bytes) % 8 == 0) {
            for format in DiffFormat.allCases { _ = format.render(report) }
        }
        return report.changes.count
    }

    /// The base (nil when the input has no separator) and the head of `bytes`.
    private static func split(_ bytes: [UInt8]) -> (base: [UInt8]?, head: [UInt8]) {
        guard let range = bytes.firstRange(of: separator) else { return (nil, bytes) }
        return (Array(bytes[..<range.lowerBound]), Array(bytes[range.upperBound...]))
    }
}
