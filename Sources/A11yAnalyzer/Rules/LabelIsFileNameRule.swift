import A11yCore
import Hierarchy

/// A label that is an asset or file name.
public struct LabelIsFileNameRule: ScreenRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, severity, rationale and examples.
    public static let description = RuleDescription(
        id: "a11y-label-is-file-name", severity: .warning, category: .accessibility,
        summary: "VoiceOver reads an asset or file name (\"ic_close_24\") as the label",
        rationale: """
            A UIButton with only an image and no label is announced by the image's name (a bar button item in the \
            screen's navigation bar too), and labels are sometimes \
            filled with asset names by mistake. "ic close 24" tells a VoiceOver user nothing. Text alternatives \
            must serve the purpose of the image: WCAG 2.2 SC 1.1.1 Non-text Content; SwiftLint's \
            accessibility_label_for_image and A11yUITests flag the same.
            """,
        documentation: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html",
        triggeringExamples: [
            """
            screens:
              sheet:
                view:
                  - button: {id: close, ↓image: ic_close_24, frame: [16, 16, 44, 44]}
                  - image: {id: logo, accessible: true, ↓label: logo.png, frame: [16, 80, 120, 40]}
            """,
            """
            screens:
              inbox:
                navigationItem:
                  title: Inbox
                  rightItems: [{id: more, ↓image: ic_more_24}, {system: flexibleSpace}, {id: compose, system: compose}]
                view:
                  - label: {id: empty, text: No messages, frame: [16, 100, 300, 20]}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              sheet:
                view:
                  - button: {id: close, image: ic_close_24, label: Close, frame: [16, 16, 44, 44]}
                  - image: {id: logo, accessible: true, label: Company logo, frame: [16, 80, 120, 40]}
                  - label: {id: version, text: Version 2.0, frame: [16, 140, 300, 20]}
                  - button: {id: wifi, title: Wi-Fi, frame: [16, 180, 88, 44]}
            """,
            """
            screens:
              inbox:
                navigationItem:
                  title: Inbox
                  rightItems: [{id: more, image: ic_more_24, label: More}, {id: filter, image: line.3.horizontal.decrease}]
                view:
                  - label: {id: empty, text: No messages, frame: [16, 100, 300, 20]}
            """,
        ])

    /// The findings for one screen.
    public func findings(in input: ScreenRuleInput) -> [Finding] {
        (input.elements + input.navigationItemButtons).compactMap { element in
            guard let label = element.label, LabelText.looksLikeFileName(label) else { return nil }
            return finding(
                at: element.labelLocation ?? element.location, in: input, subject: element.id,
                "\(input.described(element)) is announced by a file name: \"\(label)\"",
                hint: "give it a label that says what the image means")
        }
    }
}
