import Hierarchy

/// Merges the findings several environments share into one that lists them all. Findings are the
/// same when rule, position, scope and subject are: the message of the first environment is kept
/// (messages may name the environment's masks or size classes).
enum FindingMerger {
    private struct Key: Hashable {
        let rule: String
        let location: SourceLocation
        let scope: String
        let subject: String
    }

    /// Findings in first-seen order, each with the environments it was found in.
    static func merge(_ findings: [Finding]) -> [Finding] {
        var order: [Key] = []
        var merged: [Key: Finding] = [:]
        for finding in findings {
            let key = Key(rule: finding.ruleID, location: finding.location, scope: finding.scope, subject: finding.subject)
            if var existing = merged[key] {
                for environment in finding.environments where !existing.environments.contains(environment) {
                    existing.environments.append(environment)
                }
                merged[key] = existing
            } else {
                order.append(key)
                merged[key] = finding
            }
        }
        return order.compactMap { merged[$0] }
    }

    /// Sorted by file, line, column and rule; ties keep their order.
    static func sorted(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.location, lhs.element.ruleID), right = (rhs.element.location, rhs.element.ruleID)
            return left < right || (left == right && lhs.offset < rhs.offset)
        }.map(\.element)
    }
}
