import A11yAnalyzer
import A11yCore
import Hierarchy

/// A lint rule that runs one single-screen rule (``ScreenRuleAdapter``): a lint run checks all of
/// them together (``ScreenRuleBatch``).
protocol ScreenRuleRunning: Rule {
    /// The single-screen rule it runs.
    var screenRule: any ScreenRule { get }
}

/// The single-screen rules of a lint run checked together: each distinct screen rule input is
/// handed to every screen rule in turn, while its screen and analysis are still in the processor's
/// caches. Handing every input to one rule, then every input to the next, read all the run's
/// analyses once per rule, and each read of an input, element or string missed the cache.
enum ScreenRuleBatch {
    /// What each of `rules` finds across `inputs`, in the order of `rules`: the screen rules'
    /// (``ScreenRuleRunning``) computed together where the first of them comes, every other
    /// rule's on its own.
    static func findings(of rules: [any Rule], across inputs: [RuleInput]) -> [[[Finding]]] {
        let screenRules = rules.compactMap { ($0 as? any ScreenRuleRunning)?.screenRule }
        var batch: [[[Finding]]] = []
        var next = 0
        return rules.map { rule in
            guard rule is any ScreenRuleRunning else { return rule.findings(across: inputs) }
            if batch.isEmpty { batch = findings(ofScreenRules: screenRules, across: inputs) }
            defer { next += 1 }
            return batch[next]
        }
    }

    /// What each of `rules` finds across `inputs`: each distinct screen rule input of the run
    /// (one of each set that shares its findings) checked by every rule whose checks read it, on
    /// all cores, then each run input's screens in order, rule by rule.
    static func findings(ofScreenRules rules: [any ScreenRule], across inputs: [RuleInput]) -> [[[Finding]]] {
        let checked = CheckedScreens.of(inputs)
        // The inputs some check reads, for each way rules choose the screens they check.
        var neededByChoice: [ScreenChoice: [Bool]] = [:]
        let needed = rules.map { rule in
            let choice = ScreenChoice(rule)
            if let known = neededByChoice[choice] { return known }
            var needed = Array(repeating: false, count: checked.inputs.count)
            for check in checked.checks.joined() where check.isChecked(by: rule) {
                needed[checked.findingsSource[check.input]] = true
            }
            neededByChoice[choice] = needed
            return needed
        }
        let computed = checked.inputs.indices.filter { index in needed.contains { $0[index] } }.concurrentMap { index in
            let input = checked.inputs[index]
            return (index, rules.indices.map { rule in needed[rule][index] ? rules[rule].findings(in: input) : [] })
        }
        var found = Array(repeating: Array(repeating: [Finding](), count: checked.inputs.count), count: rules.count)
        for (index, findings) in computed {
            for rule in rules.indices {
                found[rule][index] = findings[rule]
            }
        }
        return rules.indices.map { rule in
            findings(byInput: found[rule], of: checked, rule: rules[rule])
        }
    }

    /// Each run input's findings, from what one rule found in each distinct input (`byInput`):
    /// its checks' findings in order.
    private static func findings(byInput: [[Finding]], of checked: CheckedScreens, rule: any ScreenRule) -> [[Finding]] {
        // Most inputs find nothing: they are passed over without their (empty) arrays being copied.
        let finds = byInput.map { !$0.isEmpty }
        return checked.checks.concurrentMap { checks in
            // The first screen with findings lends its array (no copy).
            var findings: [Finding] = []
            for check in checks where check.isChecked(by: rule) {
                let source = checked.findingsSource[check.input]
                guard finds[source] else { continue }
                let found = byInput[source]
                if findings.isEmpty {
                    findings = found
                } else {
                    findings += found
                }
            }
            return findings
        }
    }
}

/// Which screens a screen rule checks: all, or not the embedded ones, or not containers' own.
private struct ScreenChoice: Hashable {
    let checksEmbedded: Bool
    let checksContainers: Bool

    init(_ rule: any ScreenRule) {
        checksEmbedded = rule.checksEmbeddedScreens
        checksContainers = rule.checksContainerScreens
    }
}
