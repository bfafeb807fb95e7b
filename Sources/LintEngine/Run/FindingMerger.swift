import Hierarchy

/// Merges the findings several environments share into one that lists them all. Findings of two
/// environments are the same when rule, position, scope and subject are (the n-th such finding of
/// one environment with the n-th of another): the message of the first environment is kept, as
/// messages may name an environment's masks or size classes.
enum FindingMerger {
    /// What makes findings of two environments candidates for one: the same rule, position,
    /// scope and subject.
    private struct Identity: Hashable {
        let rule: String
        let location: SourceLocation
        let scope: String
        let subject: String

        init(_ finding: Finding) {
            rule = finding.ruleID
            location = finding.location
            scope = finding.scope
            subject = finding.subject
        }
    }

    /// Findings in first-seen order, each with the environments it was found in; `findings` holds
    /// one list per environment.
    static func merge(_ perEnvironment: [[Finding]]) -> [Finding] {
        var merged: [Finding] = []
        // For each identity, the index in `merged` of its first, second, ... finding.
        var slots: [Identity: [Int]] = [:]
        for findings in perEnvironment {
            // The distinct findings of this environment so far, by identity, in order.
            var distinct: [Identity: [Finding]] = [:]
            for finding in findings {
                let identity = Identity(finding)
                // One environment reports a screen once even when several scenes show it.
                if distinct[identity]?.contains(finding) == true { continue }
                let occurrence = distinct[identity, default: []].count
                distinct[identity, default: []].append(finding)
                if let slot = slots[identity], occurrence < slot.count {
                    let index = slot[occurrence]
                    for environment in finding.environments where !merged[index].environments.contains(environment) {
                        merged[index].environments.append(environment)
                    }
                } else {
                    slots[identity, default: []].append(merged.count)
                    merged.append(finding)
                }
            }
        }
        return merged
    }

    /// Sorted by file, line, column and rule; ties keep their order.
    static func sorted(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.location, lhs.element.ruleID), right = (rhs.element.location, rhs.element.ruleID)
            return left < right || (left == right && lhs.offset < rhs.offset)
        }.map(\.element)
    }
}
