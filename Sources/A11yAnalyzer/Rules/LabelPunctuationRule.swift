import A11yCore
import Hierarchy

/// A control's label that ends with a period.
public struct LabelPunctuationRule: ScreenRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, severity, rationale and examples.
    public static let description = RuleDescription(
        id: "a11y-label-punctuation", severity: .warning, category: .accessibility,
        summary: "The label of a control ends with a period",
        rationale: """
            Apple's guidance for accessibilityLabel: the label begins with a capitalized word and does not end \
            with a period. A period makes VoiceOver pause as at the end of a sentence before the traits. GTXiLib's \
            "Accessibility label punctuation" check flags labels of non-text elements that end with a period, \
            unless they contain a comma (a sentence-like label); text elements (labels, text fields, text views, \
            cells) read their content and are not checked. An ellipsis is not a period.
            """,
        documentation: "https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel",
        triggeringExamples: [
            """
            screens:
              editor:
                view:
                  - button: {id: save, ↓title: Save., frame: [16, 100, 88, 44]}
                  - switch: {id: sync, ↓label: Sync photos., frame: [16, 160, 51, 31]}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              editor:
                view:
                  - button: {id: save, title: Save, frame: [16, 100, 88, 44]}
                  - button: {id: more, title: More..., frame: [16, 160, 88, 44]}
                  - button: {id: ask, label: "Delete it, then undo.", frame: [16, 220, 88, 44]}
                  - label: {id: note, text: Changes are saved., frame: [16, 280, 300, 20]}
            """,
        ])

    /// Kinds that show text, whose label is that text: its sentences may end with a period.
    private static func isTextKind(_ kind: ElementKind) -> Bool {
        switch kind {
        case .label, .textField, .textView, .cell: true
        default: false
        }
    }

    /// The findings for one screen.
    public func findings(in input: ScreenRuleInput) -> [Finding] {
        input.elements.compactMap { element in
            guard !Self.isTextKind(element.kind), !element.traits.contains(.staticText),
                  let label = element.label, endsWithPeriod(label), !label.contains(",") else { return nil }
            return finding(
                at: element.labelLocation ?? element.location, in: input, subject: element.id,
                "the label of \(input.described(element)) ends with a period: \"\(label)\"",
                hint: "drop the final period")
        }
    }

    private func endsWithPeriod(_ label: String) -> Bool {
        label.hasSuffix(".") && !label.hasSuffix("..")
    }
}
