import A11yCore
import Hierarchy

/// Writes what VoiceOver says for an element.
///
/// The `snapshot` style reproduces AccessibilitySnapshot's legends exactly (reference/voiceover.md
/// A3.2, A3.3): "Close. Button.", "Selected: Flat. Button. 1 of 3.". The `speech` style says the
/// same pieces in the same order the way VoiceOver speaks them, separated by commas, trait words
/// in lower case: "Close, button", "Selected, Flat, button, 1 of 3".
public enum AnnouncementBuilder {
    /// The announcement of `element` in `style`, as VoiceOver of `release` speaks it.
    public static func announcement(for element: AccessibilityElement, style: Assumptions.AnnouncementStyle,
                                    release: VoiceOverRelease = .iOS26) -> Announcement {
        let parts = SpokenParts(element, release: release)
        let description = description(of: parts, style: style)
        return Announcement(text: description.text, hint: parts.hint(ownHintWasPromoted: description.hintWasPromoted))
    }

    /// The text of `element`'s announcement in `style`, without working out its hint.
    static func text(for element: AccessibilityElement, style: Assumptions.AnnouncementStyle, release: VoiceOverRelease) -> String {
        description(of: SpokenParts(element, release: release), style: style).text
    }

    /// The announcement's text, and whether the element's own hint was spoken as its description.
    private static func description(of parts: SpokenParts, style: Assumptions.AnnouncementStyle)
        -> (text: String, hintWasPromoted: Bool) {
        switch style {
        case .snapshot: snapshot(parts)
        case .speech: speech(parts)
        }
    }

    private static func snapshot(_ parts: SpokenParts) -> (text: String, hintWasPromoted: Bool) {
        var text = parts.label
        if let value = parts.value { text = text.isEmpty ? value : "\(text): \(value)" }
        if parts.isSelected { text = text.isEmpty ? "Selected." : "Selected: \(text)" }
        let promoted = text.isEmpty && parts.ownHint != nil
        if text.isEmpty { text = parts.ownHint ?? "" }
        if !parts.traitWords.isEmpty {
            let words = parts.traitWords.joined(separator: " ")
            text = text.isEmpty ? words : "\(withPeriod(text)) \(words)"
        }
        if let context = parts.context {
            switch context {
            case .series(let index, let count), .tab(let index, let count), .tabBarItem(let index, let count):
                text = "\(text) \(index) of \(count)."
            case .listStart: text = "\(withPeriod(text)) List Start."
            case .listEnd: text = "\(withPeriod(text)) List End."
            case .landmarkStart: text = "\(withPeriod(text)) Landmark."
            case .landmarkEnd: text = "\(withPeriod(text)) End."
            }
        }
        return (text, promoted)
    }

    private static func speech(_ parts: SpokenParts) -> (text: String, hintWasPromoted: Bool) {
        var pieces: [String] = []
        if parts.isSelected { pieces.append("Selected") }
        pieces += [parts.label, parts.value ?? ""].filter { !$0.isEmpty }
        let promoted = pieces.isEmpty && parts.ownHint != nil
        if promoted, let hint = parts.ownHint { pieces.append(hint) }
        pieces += parts.traitWords.map(spokenTraitWord)
        if let context = parts.context {
            switch context {
            case .series(let index, let count), .tab(let index, let count), .tabBarItem(let index, let count):
                pieces.append("\(index) of \(count)")
            case .listStart: pieces.append("list start")
            case .listEnd: pieces.append("list end")
            case .landmarkStart: pieces.append("landmark")
            case .landmarkEnd: pieces.append("end")
            }
        }
        let text = pieces.joined(separator: ", ")
        return (text.prefix(1).uppercased() + text.dropFirst(), promoted)
    }

    /// A trait word as speech: VoiceOver's own words ("Button.") in lower case without the period;
    /// a switch-trait view's own value as given, without the period the snapshot style ends it with.
    private static func spokenTraitWord(_ word: String) -> String {
        SpokenParts.vocabulary.contains(word) ? SpokenParts.strippingPeriod(word).lowercased() : SpokenParts.strippingPeriod(word)
    }

    /// `text` ending in a period (AccessibilitySnapshot adds one unless it is there).
    private static func withPeriod(_ text: String) -> String { SpokenParts.endingInPeriod(text) }
}
