/// The words of a wireframe: its title, its description (the legend as text, for screen readers
/// and for anyone who cannot see the colours) and each element's tooltip. The title and a
/// presentation's sentence are plain strings the caller escapes (``Markup``); the description and
/// tooltips, written for every drawing, are written escaped into a ``MarkupWriter``.
enum WireframeText {
    /// "‹scene› on ‹environment›".
    static func title(_ card: WireframeCard) -> String {
        "\(card.scene)\(card.standalone ? " (screen)" : "") on \(card.environment)"
    }

    /// Writes the legend as sentences, escaped: each element in VoiceOver order, the leaks, the
    /// views whose class decides their content, then what is unreachable.
    static func writeDescription(_ card: WireframeCard, into text: inout MarkupWriter) {
        for presentation in card.presentations {
            text.text(self.presentation(presentation))
            text.raw(". ")
        }
        let anyReachable = card.elements.indices.contains { card.elements[$0].number != nil }
        text.raw(anyReachable ? "VoiceOver order:" : card.contentFromCode.isEmpty ? "VoiceOver finds no element."
            : "VoiceOver finds no element the files declare.")
        for element in card.elements where element.number != nil {
            text.raw(" ")
            writeLegendLine(element, into: &text)
        }
        for view in card.contentFromCode {
            text.raw(" Content from code, decided at run time: ")
            text.text(view.id)
            if let className = view.view {
                text.raw(" (")
                text.text(className)
                text.raw(")")
            }
            text.raw(" in ")
            text.text(view.screen)
            text.raw(".")
        }
        var unreachableNamed = false
        for element in card.elements where element.number == nil {
            if !unreachableNamed { text.raw(" Unreachable:") }
            unreachableNamed = true
            text.raw(" ")
            text.text(element.id)
            text.raw(" in ")
            text.text(element.screen)
            text.raw(": ")
            text.text(element.unreachableReason ?? "")
            text.raw(".")
        }
    }

    /// "3. Done, button (done in settings).", with "leaks past the presentation" for a leak,
    /// escaped.
    static func writeLegendLine(_ element: WireframeCard.Element, into text: inout MarkupWriter) {
        text.integer(element.number ?? 0)
        text.raw(". ")
        text.text(element.announcement)
        text.raw(" (")
        text.text(element.id)
        text.raw(" in ")
        text.text(element.screen)
        if case .leaked = element.state { text.raw(", leaks past the presentation") }
        text.raw(").")
    }

    /// Writes what hovering an element shows, escaped.
    static func writeTooltip(_ element: WireframeCard.Element, into text: inout MarkupWriter) {
        switch element.state {
        case .reachable(let number), .leaked(let number):
            text.integer(number)
            text.raw(". ")
            text.text(element.announcement)
            text.raw(" [")
            text.text(element.id)
            text.raw("]")
            if case .leaked = element.state { text.raw(": reachable behind the presentation") }
        case .unreachable(let reason):
            text.text(element.id)
            text.raw(": ")
            text.text(reason)
        }
    }

    /// "‹presenter› presents ‹presented› as ‹used› (requested ‹requested›): ‹outcome›".
    static func presentation(_ presentation: WireframeCard.Presentation) -> String {
        let requested = presentation.requestedStyle == presentation.usedStyle ? "" : " (requested \(presentation.requestedStyle))"
        return "\(presentation.presenter) presents \(presentation.presented) as \(presentation.usedStyle)\(requested): "
            + presentation.outcome
    }
}
