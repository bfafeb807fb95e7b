import A11yCore
import Hierarchy

/// A check that needs one screen on its own: its spec and what VoiceOver makes of it, as a
/// ``ScreenRuleInput``. The input holds no environment, idiom or row tolerance, so a rule's
/// findings hold in every environment that shares the input: the lint run checks one of them and
/// gives its findings to all.
public protocol ScreenRule: DescribedRule {
    /// The findings for one screen.
    func findings(in input: ScreenRuleInput) -> [Finding]
    /// False for rules about a whole page, which skip screens embedded in a custom container or a
    /// split view (their container shows the page's title).
    var checksEmbeddedScreens: Bool { get }
    /// False for rules about a whole page, which skip the own screen of a custom container shown
    /// with children: the page is the container's views and its children's together, and what the
    /// children show (their content, their headings) is not the container screen's.
    var checksContainerScreens: Bool { get }
}

extension ScreenRule {
    public var checksEmbeddedScreens: Bool { true }
    public var checksContainerScreens: Bool { true }
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
