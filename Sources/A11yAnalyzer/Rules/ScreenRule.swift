import Hierarchy

/// A check that needs one screen on its own: its spec and its accessibility analysis.
public protocol ScreenRule: Sendable {
    /// What the rule finds, why, and its examples.
    var description: RuleDescription { get }
    /// The findings for `screen`, analysed as `analysis`, reported in `scope` (the scene, or the
    /// screen analysed on its own).
    func findings(screen: Screen, analysis: ScreenAnalysis, scope: String) -> [Finding]
}

/// Every single-screen accessibility rule.
public enum ScreenRules {
    /// The rules, in the order their ids are documented.
    public static let all: [any ScreenRule] = [
        MissingLabelRule(), LabelRedundantTraitRule(), LabelPunctuationRule(), LabelIsFileNameRule(),
        DuplicateLabelRule(), TouchTargetRule(), ConflictingTraitsRule(), HiddenControlRule(), ContrastRule(),
        DynamicTypeRule(), NoHeadingRule(), OrderInvalidRule(), EmptyScreenRule(),
    ]
}

extension RuleDescription {
    /// A finding of this rule at its default severity.
    func finding(at location: SourceLocation, _ message: String, hint: String? = nil, scope: String, subject: String) -> Finding {
        Finding(ruleID: id, severity: severity, location: location, message: message, hint: hint, scope: scope, subject: subject)
    }
}
