import A11yCore
import Hierarchy

/// `suppression-unused`: a suppression comment that suppresses nothing.
public struct SuppressionUnusedRule: DescribedRule {
    public static let description = RuleDescription(
        id: "suppression-unused", severity: .warning, category: .spec,
        summary: "A suppression comment that suppresses nothing.",
        rationale: "A suppression left behind after the problem was fixed hides the next real problem on that line; remove it.",
        documentation: ProjectLinks.document("configuration.md#suppressions"),
        triggeringExamples: ["""
            screens:
              home:
                title: Home
                # ↓a11y-check:disable:next a11y-touch-target - the button grew to 44 pt
                view:
                  - button: {id: info, label: Info, frame: [16, 100, 44, 44]}
            """],
        nonTriggeringExamples: ["""
            screens:
              home:
                title: Home
                view:
                  # a11y-check:disable:next a11y-touch-target - the icon button is padded in code
                  - button: {id: info, label: Info, frame: [16, 100, 20, 20]}
            """])
}

/// `suppression-invalid`: a malformed `# a11y-check:` comment, or one that names an unknown rule.
public struct SuppressionInvalidRule: DescribedRule {
    public static let description = RuleDescription(
        id: "suppression-invalid", severity: .warning, category: .spec,
        summary: "A malformed a11y-check comment, or one that names an unknown rule.",
        rationale: "A comment that a11y-check cannot read suppresses nothing, so the finding it was meant for still fails the run.",
        documentation: ProjectLinks.document("configuration.md#suppressions"),
        triggeringExamples: ["""
            screens:
              home:
                title: Home
                view:
                  # ↓a11y-check:disable:nxt a11y-touch-target
                  - button: {id: info, label: Info, frame: [16, 100, 44, 44]}
            """, """
            screens:
              home:
                title: Home
                view:
                  # ↓a11y-check:disable:next a11y-touch-targt
                  - button: {id: info, label: Info, frame: [16, 100, 44, 44]}
            """],
        nonTriggeringExamples: ["""
            screens:
              home:
                title: Home
                view:
                  # a11y-check:disable:next a11y-touch-target - the icon button is padded in code
                  - button: {id: info, label: Info, frame: [16, 100, 20, 20]}
            """])
}

/// The rules about suppression comments themselves.
public enum SuppressionRules {
    /// A suppression that suppresses nothing.
    public static let unused = SuppressionUnusedRule.description.id
    /// A malformed suppression comment, or one naming an unknown rule.
    public static let invalid = SuppressionInvalidRule.description.id

    public static let descriptions: [RuleDescription] = [SuppressionUnusedRule.description, SuppressionInvalidRule.description]
}

/// Where a suppression comment's finding is reported: in its file, in no scene and no environment.
struct SuppressionScope: FindingScope {
    var findingScope: String { "" }
    var findingEnvironments: [String] { [] }
}
