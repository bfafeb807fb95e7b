import A11yCore
import Hierarchy

/// Text set in a fixed size that does not follow the user's text size.
public struct DynamicTypeRule: ScreenRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, severity, rationale and examples.
    public static let description = RuleDescription(
        id: "a11y-dynamic-type", severity: .warning, category: .accessibility,
        summary: "Text uses a fixed font size or does not adjust to the user's preferred text size",
        rationale: """
            People who need larger text set it in Settings; text scales only when it uses a text style (or a \
            UIFontMetrics-scaled font) and adjustsFontForContentSizeCategory is true. That property is false \
            unless the code or Interface Builder's "Automatically Adjusts Font" sets it, so a text style alone \
            picks the size once, when the font is made, and the text keeps it when the user changes the text size \
            while the app runs (Apple: UIContentSizeCategoryAdjusting.adjustsFontForContentSizeCategory). A font \
            with a point size and no text style, or with a text style and adjustsForContentSize unset or false, \
            stays the same size: WCAG 2.2 SC 1.4.4 Resize Text; GTXiLib's "Supports Dynamic Type" check and \
            Xcode's dynamicType audit test the same. Text whose font the spec does not give is not checked. A button \
            whose title Swift or Objective-C code sets is checked all the same: its words are unknown, but UIButton \
            draws them in its title label's font (Apple: UIButton.titleLabel), the file's unless code sets another; a \
            configuration, an attributed title or a library's button class draws them in a font of its own, which \
            is then unknown. A button a file marks textFromCode (a storyboard's with neither title nor image) is not \
            checked: code may never title it.
            """,
        documentation: "https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory",
        triggeringExamples: [
            """
            screens:
              article:
                view:
                  - label: {id: body, text: Once upon a time, ↓font: {size: 15}, frame: [16, 100, 361, 200]}
                  - button: {id: more, title: Read more, ↓font: {textStyle: body, adjustsForContentSize: false}, frame: [16, 320, 120, 44]}
                  - label: {id: byline, text: By Ann, ↓font: {textStyle: footnote}, frame: [16, 380, 361, 20]}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              article:
                view:
                  - label: {id: body, text: Once upon a time, font: {textStyle: body, adjustsForContentSize: true}, frame: [16, 100, 361, 200]}
                  - label: {id: scaled, text: Chapter 1, font: {size: 22, adjustsForContentSize: true}, frame: [16, 20, 361, 30]}
                  - button: {id: more, title: Read more, frame: [16, 320, 120, 44]}
                  - button: {id: follow, textFromCode: true, font: {size: 15}, frame: [16, 380, 120, 44]}
            """,
        ])

    /// The findings for one screen.
    public func findings(in input: ScreenRuleInput) -> [Finding] {
        input.textElements.compactMap { item in
            guard let font = item.element.font, let problem = problem(with: font.value) else { return nil }
            let id = item.name
            return finding(
                at: font.location, in: input, subject: id,
                "\(ElementNames.described(item.element, id: id)) \(problem)",
                hint: "use a text style (or a UIFontMetrics-scaled font) and set adjustsFontForContentSizeCategory to true "
                    + "(Interface Builder's Automatically Adjusts Font; a spec's adjustsForContentSize: true)")
        }
    }

    /// What is wrong with `font`, nil when it follows the user's text size. A text style picks the
    /// user's size when the font is made, so the text misses only the changes made while the app
    /// runs; a fixed size misses every one.
    private func problem(with font: FontSpec) -> String? {
        if font.adjustsForContentSize == true { return nil }
        let setFalse = font.adjustsForContentSize == false
        if let style = font.textStyle {
            return "uses text style \(style) but does not adjust to the user's text size while the app runs "
                + (setFalse ? "(adjustsForContentSize: false)" : "(adjustsFontForContentSizeCategory is false unless set)")
        }
        return setFalse ? "does not adjust to the user's text size (adjustsForContentSize: false)" : "uses a fixed-size font with no text style"
    }
}
