import A11yCore
import Hierarchy

/// A label that ends with the role VoiceOver already speaks for the element's traits.
public struct LabelRedundantTraitRule: ScreenRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, severity, rationale and examples.
    public static let description = RuleDescription(
        id: "a11y-label-redundant-trait", severity: .warning, category: .accessibility,
        summary: "A label ends with the role its traits already announce, so VoiceOver says it twice (\"Close button. Button.\")",
        rationale: """
            VoiceOver speaks an element's traits after its label. Apple's guidance for accessibilityLabel: the \
            label does not include the type of the control, because the traits convey it. GTXiLib's label-trait \
            overlap check and Android ATF's RedundantDescriptionCheck flag the same repetition. Labels that come \
            from visible text (a title or text) are left alone, as in GTXiLib: the spoken name should match what \
            is shown.
            """,
        documentation: "https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel",
        triggeringExamples: [
            """
            screens:
              sheet:
                view:
                  - button: {id: close, ↓label: Close button, image: xmark, frame: [16, 16, 44, 44]}
                  - image: {id: avatar, accessible: true, ↓label: Profile image, frame: [16, 80, 64, 64]}
                  - label: {id: section, text: Account, ↓label: Account heading, traits: [header], frame: [16, 160, 300, 30]}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              sheet:
                view:
                  - button: {id: close, label: Close, image: xmark, frame: [16, 16, 44, 44]}
                  - button: {id: shape, title: Show button shapes, frame: [16, 80, 300, 44]}
                  - label: {id: caption, label: Tap the Share button, frame: [16, 140, 300, 30]}
                  - button: {id: buttons, label: Buttons, frame: [16, 180, 300, 44]}
            """,
        ])

    /// The words each trait word VoiceOver speaks stands for.
    private static let roleWords: [String: [String]] = [
        "Button.": ["button"], "Back Button.": ["button"], "Switch Button.": ["switch", "button"], "Tab.": ["tab"],
        "Text Field.": ["text field", "field"], "Heading.": ["heading", "header"], "Link.": ["link"],
        "Adjustable.": ["adjustable", "slider"], "Image.": ["image", "picture"], "Search Field.": ["search field"],
    ]

    /// The findings for one screen.
    public func findings(in input: ScreenRuleInput) -> [Finding] {
        input.elements.compactMap { element in
            guard element.part == nil, Self.mayAnnounceRole(element), let spec = input.screen.element(at: element.path),
                  let label = spec.label,
                  let role = repeatedRole(in: label.value, of: element, release: input.voiceOverRelease) else { return nil }
            return finding(
                at: label.location, in: input, subject: element.id,
                "the label of \(input.described(element)) ends with \"\(role)\", which its traits already announce: "
                    + "\"\(input.announcement(for: element).text)\"",
                hint: "leave the role out of the label; the traits say it")
        }
    }

    /// The traits behind the trait words that name a role (``roleWords``): "Button." needs the
    /// button trait, "Switch Button." the switch trait, and so on.
    private static let roleTraits: TraitSet = [.button, .backButton, .switch, .textEntry, .header, .link, .adjustable, .image, .searchField]

    /// False when `element`'s traits and context announce no role, so that its spec element need
    /// not be looked up: none of ``roleTraits``, and not a tab ("Tab.").
    private static func mayAnnounceRole(_ element: AccessibilityElement) -> Bool {
        !element.traits.isDisjoint(with: roleTraits) || (element.context?.isTab ?? false)
    }

    /// The last word of every role: a label that ends with none of them repeats no role.
    private static let roleEndings = Set(roleWords.values.joined().compactMap { $0.split(separator: " ").last.map(String.init) })

    /// The first role word of the element's traits that `label` ends with.
    private func repeatedRole(in label: String, of element: AccessibilityElement, release: VoiceOverRelease) -> String? {
        guard let last = LabelText.lastWord(of: label), Self.roleEndings.contains(last) else { return nil }
        let spoken = LabelText.words(of: label)
        let roles = SpokenParts.traitWords(of: element, release: release).flatMap { Self.roleWords[$0] ?? [] }
        return roles.first { role in
            let roleWords = role.split(separator: " ").map(String.init)
            return spoken.count >= roleWords.count && Array(spoken.suffix(roleWords.count)) == roleWords
        }
    }
}
