import A11yCore
import Hierarchy

/// The pieces of an announcement before they are written in a style: AccessibilitySnapshot's
/// description builder (reference/voiceover.md A3.2) split into what it says and in what order.
struct SpokenParts {
    /// The label, empty for a back button labelled "Back" (its trait already says so).
    let label: String
    /// The value; switches speak theirs as a state word instead.
    let value: String?
    let isSelected: Bool
    /// Trait words in AccessibilitySnapshot's order, each ending in "." ("Button.", "On.", a
    /// switch-trait view's own value "Auto.").
    let traitWords: [String]
    let context: AccessibilityContext?
    /// The element's own hint, nil when empty.
    let ownHint: String?
    /// True when the element has a hint and neither label nor value: its hint is spoken as the
    /// description and it gets no adjustable usage hint.
    let isHintOnly: Bool
    let traits: TraitSet

    init(_ element: AccessibilityElement, release: VoiceOverRelease) {
        let traits = element.traits
        let rawLabel = element.label ?? ""
        label = traits.contains(.backButton) && rawLabel.lowercased() == "back" ? "" : rawLabel
        value = traits.contains(.switch) ? nil : element.value.flatMap(Self.nonEmpty)
        isSelected = traits.contains(.selected)
        context = element.context
        ownHint = element.hint.flatMap(Self.nonEmpty)
        isHintOnly = ownHint != nil && Self.nonEmpty(rawLabel) == nil && element.value.flatMap(Self.nonEmpty) == nil
        self.traits = traits
        traitWords = Self.traitWords(traits: traits, value: element.value, context: element.context, release: release)
    }

    /// The usage hint VoiceOver adds after the element's own (which `promotedHint` says was
    /// spoken as the description instead): switches, text entry and adjustable elements, unless
    /// dimmed.
    func hint(ownHintWasPromoted: Bool) -> String? {
        var hint = ownHintWasPromoted ? nil : ownHint
        let dimmed = traits.contains(.notEnabled)
        if traits.contains(.switch), !dimmed {
            hint = hint.map { "\(Self.strippingPeriod($0)). Double tap to toggle setting." } ?? "Double tap to toggle setting."
        }
        if traits.contains(.textEntry), !dimmed {
            hint = traits.contains(.textArea) ? "Double tap to edit., Use the rotor to access Misspelled Words" : "Double tap to edit."
        }
        if traits.contains(.adjustable), !dimmed, !traits.contains(.switch), !isHintOnly {
            let usage = "Swipe up or down with one finger to adjust the value."
            hint = hint.map { "\(Self.strippingPeriod($0)). \(usage)" } ?? usage
        }
        return hint
    }

    /// The trait words `element` is announced with in `release` (``traitWords``), without the
    /// rest of its parts.
    static func traitWords(of element: AccessibilityElement, release: VoiceOverRelease) -> [String] {
        traitWords(traits: element.traits, value: element.value, context: element.context, release: release)
    }

    /// AccessibilitySnapshot's trait words, except that from iOS 17 the switch trait says "Switch
    /// Button." without the button trait too (``VoiceOverRelease/saysSwitchButtonWithoutButtonTrait``).
    private static func traitWords(traits: TraitSet, value: String?, context: AccessibilityContext?,
                                   release: VoiceOverRelease) -> [String] {
        var words: [String] = []
        let isTab = context?.isTab ?? false
        if traits.contains(.notEnabled) { words.append("Dimmed.") }
        if traits.contains(.button), traits.isDisjoint(with: Self.traitsWithOwnButtonWord), !isTab {
            words.append("Button.")
        }
        if traits.contains(.backButton) { words.append("Back Button.") }
        if traits.contains(.switch) {
            if traits.contains(.button) || release.saysSwitchButtonWithoutButtonTrait { words.append("Switch Button.") }
            switch value {
            case "1": words.append("On.")
            case "0": words.append("Off.")
            case "2": words.append("Mixed.")
            case let other?: words.append(Self.endingInPeriod(other))
            case nil: break
            }
        }
        if isTab { words.append("Tab.") }
        if traits.contains(.textEntry) { words.append("Text Field.") }
        for (trait, word) in simpleTraitWords where traits.contains(trait) {
            words.append(word)
        }
        return words
    }

    /// Every word VoiceOver itself says for traits (a switch-trait view's own value is not one).
    static let vocabulary: Set<String> = Set(
        ["Dimmed.", "Button.", "Back Button.", "Switch Button.", "On.", "Off.", "Mixed.", "Tab.", "Text Field."]
            + simpleTraitWords.map(\.1))

    /// Traits that say "Button." their own way, or not at all.
    private static let traitsWithOwnButtonWord: TraitSet = [.keyboardKey, .switch, .backButton]

    /// Traits whose word depends on nothing else, in the order they are spoken.
    private static let simpleTraitWords: [(AccessibilityTrait, String)] = [
        (.header, "Heading."), (.link, "Link."), (.adjustable, "Adjustable."), (.image, "Image."), (.searchField, "Search Field."),
    ]

    static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    /// `text` ending in a period, added unless it is there.
    static func endingInPeriod(_ text: String) -> String { text.hasSuffix(".") ? text : "\(text)." }

    static func strippingPeriod(_ text: String) -> String { text.hasSuffix(".") ? String(text.dropLast()) : text }
}
