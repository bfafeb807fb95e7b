import Hierarchy

/// Merges the findings several environments share into one that lists them all. Findings of two
/// environments are the same when rule, position, scope and subject are (the n-th such finding of
/// one environment with the n-th of another): the message of the first environment is kept, as
/// messages may name an environment's masks or size classes.
enum FindingMerger {
    private struct Key: Hashable {
        let rule: String
        let location: SourceLocation
        let scope: String
        let subject: String
        let occurrence: Int
    }

    private struct Identity: Hashable {
        let rule: String
        let location: SourceLocation
        let scope: String
        let subject: String
    }

    /// Findings in first-seen order, each with the environments it was found in; `findings` holds
    /// one list per environment.
    static func merge(_ perEnvironment: [[Finding]]) -> [Finding] {
        var order: [Key] = []
        var merged: [Key: Finding] = [:]
        for findings in perEnvironment {
            var occurrences: [Identity: Int] = [:]
            var seen = Set<Finding>()
            // One environment reports a screen once even when several scenes show it.
            for finding in findings where seen.insert(finding).inserted {
                let identity = Identity(rule: finding.ruleID, location: finding.location, scope: finding.scope, subject: finding.subject)
                let occurrence = occurrences[identity, default: 0]
                occurrences[identity] = occurrence + 1
                let key = Key(rule: finding.ruleID, location: finding.location, scope: finding.scope, subject: finding.subject,
                              occurrence: occurrence)
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
