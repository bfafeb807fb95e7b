import A11yCore
import Hierarchy

/// Traits that contradict each other on one element.
public struct ConflictingTraitsRule: ScreenRule {
    /// Creates the rule.
    public init() {}

    /// At most one of these may be set (GTXiLib's "Accessibility traits" check).
    static let exclusiveRoles: [AccessibilityTrait] = [.button, .link, .searchField, .keyboardKey]

    /// The rule's id, severity, rationale and examples.
    public static let description = RuleDescription(
        id: "a11y-conflicting-traits", severity: .warning, category: .accessibility,
        summary: "An element has traits that contradict each other (button and link, button and adjustable)",
        rationale: """
            Traits tell VoiceOver what an element is and how it responds. An element is a button, a link, a \
            search field or a keyboard key, not two of them; an adjustable element changes its value with swipes, \
            which a button does not. GTXiLib's "Accessibility traits" check rejects the same combinations. \
            Apple: UIAccessibilityTraits.
            """,
        documentation: "https://developer.apple.com/documentation/uikit/uiaccessibilitytraits",
        triggeringExamples: [
            """
            screens:
              article:
                view:
                  - ↓button: {id: source, title: Source, traits: [link], frame: [16, 100, 120, 44]}
                  - ↓button: {id: rating, title: Rating, traits: [adjustable], frame: [16, 160, 120, 44]}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              article:
                view:
                  - button: {id: source, title: Source, traits: [link, -button], frame: [16, 100, 120, 44]}
                  - slider: {id: rating, label: Rating, value: 0.5, frame: [16, 160, 300, 44]}
                  - switch: {id: sync, label: Sync, frame: [16, 220, 51, 31]}
            """,
        ])

    /// The findings for one screen.
    public func findings(in input: ScreenRuleInput) -> [Finding] {
        input.elements.compactMap { element in
            guard let conflict = conflict(in: element.traits) else { return nil }
            return finding(
                at: element.location, in: input, subject: element.id,
                "\(input.described(element)) has conflicting traits: \(conflict)",
                hint: "keep the one trait that says what the element does")
        }
    }

    private func conflict(in traits: TraitSet) -> String? {
        // Every conflict takes two traits.
        guard traits.count > 1 else { return nil }
        let roles = Self.exclusiveRoles.filter(traits.contains)
        if roles.count > 1 { return roles.map(\.rawValue).joined(separator: " and ") }
        if traits.contains(.button), traits.contains(.adjustable) { return "button and adjustable" }
        return nil
    }
}
