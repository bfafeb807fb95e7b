import A11yCore
import Hierarchy

/// An interactive element VoiceOver reaches but can only announce by its role.
public struct MissingLabelRule: ScreenRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, severity, rationale and examples.
    public static let description = RuleDescription(
        id: "a11y-missing-label", severity: .error, category: .accessibility,
        summary: "An interactive element has no label and no value, so VoiceOver says only what kind of control it is",
        rationale: """
            VoiceOver announces an element by its accessibilityLabel, then its value and traits. A button with no \
            title, no image and no label is read as "Button." and nothing tells the user what it does. A switch's \
            value is its state ("On"), not its purpose, so a switch needs a label too. A hint does not count: users \
            can turn hints off. Apple: accessibilityLabel; WCAG 2.2 SC 4.1.2 Name, Role, Value.
            """,
        documentation: "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html",
        triggeringExamples: [
            """
            screens:
              player:
                view:
                  - ↓button: {id: play, frame: [16, 100, 44, 44]}
                  - ↓switch: {id: shuffle, on: true, frame: [16, 160, 51, 31]}
            """,
            """
            screens:
              login:
                view:
                  - ↓textField: {id: code, hint: Enter the code from the text message., frame: [16, 100, 300, 44]}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              player:
                view:
                  - button: {id: play, image: play, label: Play, frame: [16, 100, 44, 44]}
                  - switch: {id: shuffle, label: Shuffle, on: true, frame: [16, 160, 51, 31]}
                  - slider: {id: volume, value: 0.5, frame: [16, 220, 300, 44]}
                  - textField: {id: code, placeholder: Code, frame: [16, 280, 300, 44]}
                  - button: {id: hidden, hidden: true, frame: [16, 340, 44, 44]}
            """,
        ])

    /// The findings for one screen.
    public func findings(in input: ScreenRuleInput) -> [Finding] {
        input.elements.filter { $0.isInteractive && !hasName($0) }.map { element in
            finding(
                at: element.location, in: input, subject: element.id,
                "\(input.described(element)) has nothing to speak but its role: VoiceOver says \"\(input.announcement(for: element).text)\"",
                hint: "give it a label that names what it does")
        }
    }

    /// A label, or a value that is more than a switch's state.
    private func hasName(_ element: AccessibilityElement) -> Bool {
        if let label = element.label, !label.isEmpty { return true }
        guard !element.traits.contains(.switch), let value = element.value else { return false }
        return !value.isEmpty
    }
}
