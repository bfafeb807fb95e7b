/// The words of a wireframe: its title, its description (the legend as text, for screen readers
/// and for anyone who cannot see the colours) and each element's tooltip. Plain strings: the
/// caller escapes them (``Markup``).
enum WireframeText {
    /// "‹scene› on ‹environment›".
    static func title(_ card: WireframeCard) -> String {
        "\(card.scene)\(card.standalone ? " (screen)" : "") on \(card.environment)"
    }

    /// The legend as sentences: each element in VoiceOver order, the leaks, then what is unreachable.
    static func description(_ card: WireframeCard) -> String {
        var parts: [String] = []
        for presentation in card.presentations {
            parts.append(self.presentation(presentation) + ".")
        }
        let reachable = card.elements.filter { $0.number != nil }
        parts.append(reachable.isEmpty ? "VoiceOver finds no element." : "VoiceOver order:")
        for element in reachable {
            parts.append(legendLine(element))
        }
        let unreachable = card.elements.filter { $0.number == nil }
        if !unreachable.isEmpty { parts.append("Unreachable:") }
        for element in unreachable {
            parts.append("\(element.id) in \(element.screen): \(element.unreachableReason ?? "").")
        }
        return parts.joined(separator: " ")
    }

    /// "3. Done, button (done in settings)", with "leaks past the presentation" for a leak.
    static func legendLine(_ element: WireframeCard.Element) -> String {
        let leak = if case .leaked = element.state { ", leaks past the presentation" } else { "" }
        return "\(element.number ?? 0). \(element.announcement) (\(element.id) in \(element.screen)\(leak))."
    }

    /// What hovering an element shows.
    static func tooltip(_ element: WireframeCard.Element) -> String {
        switch element.state {
        case .reachable(let number): "\(number). \(element.announcement) [\(element.id)]"
        case .leaked(let number): "\(number). \(element.announcement) [\(element.id)]: reachable behind the presentation"
        case .unreachable(let reason): "\(element.id): \(reason)"
        }
    }

    /// "‹presenter› presents ‹presented› as ‹used› (requested ‹requested›): ‹outcome›".
    static func presentation(_ presentation: WireframeCard.Presentation) -> String {
        let requested = presentation.requestedStyle == presentation.usedStyle ? "" : " (requested \(presentation.requestedStyle))"
        return "\(presentation.presenter) presents \(presentation.presented) as \(presentation.usedStyle)\(requested): "
            + presentation.outcome
    }
}
