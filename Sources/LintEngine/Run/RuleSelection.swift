import A11yCore
import Hierarchy
import Settings

/// Which rules run on which files and at what severity, from the configuration.
struct RuleSelection: Sendable {
    let configuration: LintConfiguration
    /// The input rules that are always on (``SpecSources/alwaysOnRuleIDs``).
    let alwaysOn: Set<String>

    /// True when `rule` runs for `file` (a path relative to the configuration's directory).
    func isEnabled(_ rule: RuleDescription, in file: String) -> Bool {
        // Spec errors mean the input does not describe an interface; they cannot be turned off.
        if isFixed(rule) { return true }
        if let only = configuration.onlyRules { return only.contains(rule.id) }
        var enabled = !rule.isOptIn || configuration.optInRules.contains(rule.id) || configuration.optInRules.contains("all")
        if configuration.disabledRules.contains(rule.id) { enabled = false }
        for override in overrides(for: file) {
            if override.optInRules.contains(rule.id) || override.optInRules.contains("all") { enabled = true }
            if override.disabledRules.contains(rule.id) { enabled = false }
        }
        return enabled
    }

    /// The severity of `rule` for `file`.
    func severity(of rule: RuleDescription, in file: String) -> Severity {
        if isFixed(rule) { return rule.severity }
        var severity = configuration.severities[rule.id] ?? rule.severity
        for override in overrides(for: file) {
            if let changed = override.severities[rule.id] { severity = changed }
        }
        return severity
    }

    /// The model's rules and the rules each source keeps always on (a file that cannot be read)
    /// keep their severity and cannot be disabled; a source's other rules can.
    private func isFixed(_ rule: RuleDescription) -> Bool {
        alwaysOn.contains(rule.id)
    }

    private func overrides(for file: String) -> [PathOverride] {
        configuration.overrides.filter { override in override.paths.contains { Glob($0).matches(file) } }
    }
}
