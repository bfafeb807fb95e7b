import A11yCore

/// Problems in `.a11y-check.yml`, each its own rule: located at the file's line and column with
/// a did-you-mean, all reported together, and all ending the run with exit code 64 before any
/// spec is read (a configuration problem is a bad argument, not a spec problem).
public enum ConfigRule: String, CaseIterable, Sendable {
    case unreadable = "config-unreadable"
    case syntax = "config-syntax"
    case unknownKey = "config-unknown-key"
    case unknownRule = "config-unknown-rule"
    case invalidValue = "config-invalid-value"
    case pathOutside = "config-path-outside"

    /// The configuration rule for a problem the shared YAML decoding reports under a spec rule id.
    public static func forSpecRule(_ id: String) -> ConfigRule {
        switch SpecRule(rawValue: id) {
        case .unknownKey: .unknownKey
        case .unknownReference: .unknownRule
        case .wrongType, .invalidValue, .yamlBoolean, .missingKey: .invalidValue
        case .pathOutsideInput: .pathOutside
        default: ConfigRule(rawValue: id) ?? .syntax
        }
    }

    /// The diagnostic under this configuration rule's id.
    public static func relabelled(_ diagnostic: Diagnostic) -> Diagnostic {
        Diagnostic(ruleID: forSpecRule(diagnostic.ruleID).rawValue, severity: .error, location: diagnostic.location,
                   message: diagnostic.message, hint: diagnostic.hint)
    }

    private static let documentation = ProjectLinks.document("configuration.md")

    /// What `a11y-check rules` prints. The examples are `.a11y-check.yml` files, which the
    /// configuration tests load; the generic rule test runs spec examples only.
    public var description: RuleDescription {
        let (summary, rationale, triggering, nonTriggering) = details
        return RuleDescription(id: rawValue, severity: .error, category: .configuration, summary: summary, rationale: rationale,
                               documentation: Self.documentation, triggeringExamples: triggering, nonTriggeringExamples: nonTriggering)
    }

    private var details: (String, String, [String], [String]) {
        switch self {
        case .unreadable:
            ("The configuration file cannot be read",
             "a11y-check stops rather than run with settings nobody chose; the message says whether --config named the file or a11y-check found it.",
             [], [])
        case .syntax:
            ("The configuration file is not valid YAML",
             "The file is read with the same YAML parser as the specs; a syntax error leaves every setting unknown.",
             ["matrix: [devices\n↓"], ["matrix: {devices: [iphone]}\n"])
        case .unknownKey:
            ("An unknown key in the configuration file",
             "A misspelt key would otherwise be ignored silently, and the setting it meant would not apply.",
             ["↓disabled_rule: [a11y-contrast]\n"], ["disabled_rules: [a11y-contrast]\n"])
        case .unknownRule:
            ("A rule id the configuration names does not exist",
             "disabled_rules, opt_in_rules, only_rules, severity and overrides name rules by id; `a11y-check rules` lists them.",
             ["opt_in_rules: [↓a11y-contrst]\n"], ["opt_in_rules: [a11y-contrast]\n"])
        case .invalidValue:
            ("A configuration value is not one a11y-check takes",
             "Matrix values (devices, orientations, iOS versions), assumptions, the reporter and flags are checked where they are written.",
             ["reporter: ↓xcod\n"], ["reporter: xcode\n"])
        case .pathOutside:
            ("A path in the configuration file leads outside its folder",
             "included and baseline are read, and what is read can end up in a published report; they stay inside the configuration's folder (docs/robustness.md, Containment).",
             ["included: [↓../outside]\n"], ["included: [Screens]\n"])
        }
    }
}
