import A11yCore

/// The findings of a lint's runs, one per Xcode project target, as one list: each finding about a
/// target's files starts with the target's name (`[App] ...`), and a finding several targets make
/// alike (a storyboard or xib two targets list, the same message in the same environments) is
/// reported once, naming every such target (`[App, Share Extension] ...`) in the order of the runs.
///
/// A finding whose message differs between targets (a label whose text one target's strings
/// translate, a class one target compiles) stays one per message: each tells what its targets
/// see. The project's own findings (`xcode-` rules) name no target.
public enum TargetFindings {
    /// The findings of `runs` (each run's findings in order), the same ones once, sorted by
    /// place and rule.
    public static func merged(_ runs: [(target: String?, findings: [Finding])]) -> [Finding] {
        guard runs.count > 1 else { return runs.first?.findings ?? [] }
        var copies: [Finding: [Int]] = [:]
        var runsOf: [[Int]] = []
        var findings: [Finding] = []
        for (run, part) in runs.enumerated() {
            for finding in part.findings {
                // The n-th copy of a finding in one run joins the n-th copy of another run's.
                if let index = copies[finding]?.first(where: { runsOf[$0].last != run }) {
                    runsOf[index].append(run)
                    continue
                }
                copies[finding, default: []].append(findings.count)
                findings.append(finding)
                runsOf.append([run])
            }
        }
        let targets = runsOf.map { $0.compactMap { runs[$0].target } }
        let named = findings.indices.map { index in
            naming(targets[index], in: findings[index])
        }
        return named.indices.sorted { lhs, rhs in
            let left = (named[lhs].location, named[lhs].ruleID), right = (named[rhs].location, named[rhs].ruleID)
            return left < right || (left == right && lhs < rhs)
        }.map { named[$0] }
    }

    /// `finding` with the names of the targets that make it before its message.
    private static func naming(_ targets: [String], in finding: Finding) -> Finding {
        guard !targets.isEmpty, !finding.ruleID.hasPrefix("xcode-") else { return finding }
        return Finding(ruleID: finding.ruleID, severity: finding.severity, location: finding.location,
                       message: "[\(targets.joined(separator: ", "))] \(finding.message)", hint: finding.hint, scope: finding.scope,
                       subject: finding.subject, environments: finding.environments)
    }
}
