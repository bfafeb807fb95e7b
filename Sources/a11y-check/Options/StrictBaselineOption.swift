import A11yCore
import ArgumentParser
import LintEngine

/// `--strict-baseline`: baseline entries no current finding matches (the problem was fixed, or the
/// file is gone) are reported on standard error and fail the run (exit code 2), so the baseline is
/// rewritten with `--write-baseline` and cannot hide a new problem with the same identity.
struct StrictBaselineOption: ParsableArguments {
    @Flag(name: .customLong("strict-baseline"),
          help: "Fail (exit code 2) when baseline entries no longer match a finding, and list them.")
    var strictBaseline = false

    /// One line per stale entry of `baseline` (with the identity it records and how many of its
    /// findings are gone), or none when the option is off or spec errors kept the analyzers from
    /// running (their findings are missing, not fixed).
    func staleLines(_ baseline: Baseline?, findings: [Finding], analysisSkipped: Bool, linted: [String], workingDirectory: String) -> [String] {
        guard strictBaseline, let baseline, !analysisSkipped else { return [] }
        return baseline.staleEntries(findings, linted: linted, relativeTo: workingDirectory).map { entry in
            let about = [entry.scope, entry.subject].filter { !$0.isEmpty }.joined(separator: "/")
            return "\(entry.file): error: the baseline entry \(entry.rule)\(about.isEmpty ? "" : " (\(about))") no longer matches "
                + "\(entry.count == 1 ? "a finding" : "\(entry.count) findings"); rewrite the baseline with --write-baseline"
        }
    }
}
