import A11yCore
import A11yModel

/// A check that needs one screen on its own: its spec and its accessibility analysis.
///
/// A rule's findings depend only on the screen and on the analysis's nodes, elements, unreachable
/// elements, layout direction, alpha threshold and announcement style: a rule never reads the
/// analysis's ``ScreenAnalysis/idiom`` or its row tolerance. Those two change only the reading
/// order, so two analyses of a screen that come out alike
/// (``ScreenAnalysis/sharesScreenRuleFindings(with:)``) share their findings: the lint run checks
/// one of them (``ScreenRuleAdapter``).
public protocol ScreenRule: Sendable {
    /// What the rule finds, why, and its examples.
    var description: RuleDescription { get }
    /// The findings for `screen`, analysed as `analysis`, reported in `scope` (the scene, or the
    /// screen analysed on its own).
    func findings(screen: Screen, analysis: ScreenAnalysis, scope: String) -> [Finding]
    /// False for rules about a whole page, which skip screens embedded in a custom container or a
    /// split view (their container shows the page's title).
    var checksEmbeddedScreens: Bool { get }
}

extension ScreenRule {
    public var checksEmbeddedScreens: Bool { true }
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
