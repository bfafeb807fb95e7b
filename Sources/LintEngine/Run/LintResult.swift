import A11yCore
import Hierarchy

/// What a `lint` run found.
public struct LintResult: Sendable {
    /// Findings after rule selection, suppressions and the baseline, sorted.
    public let findings: [Finding]
    /// Every finding before the baseline (what `--write-baseline` records).
    public let unfilteredFindings: [Finding]
    /// Paths that could not be read.
    public let inputErrors: [InputError]
    /// The files linted.
    public let files: [String]
    /// The rules that ran.
    public let rules: [RuleDescription]
    /// The environments analyzed; empty when spec errors stopped the analysis.
    public let environments: [Environment]
    /// True when spec errors kept the analyzers from running.
    public let analysisSkipped: Bool
    /// The scenes analyzed in each environment: declared scenes and screens shown on their own.
    public let sceneCount: Int
    /// Set when the paths held no spec file at all: the message that says so and which
    /// extensions count (the run fails with exit code 1 rather than pass having checked nothing).
    public let noSpecFiles: String?
    /// What the run built to find them.
    public let workingSet: LintWorkingSet

    /// Keeps the working set alive until the process exits, so that nothing pays for freeing it
    /// piece by piece: for a tool that exits as soon as it has reported.
    public func keepWorkingSetUntilExit() {
        _ = Unmanaged.passRetained(workingSet)
    }
}
