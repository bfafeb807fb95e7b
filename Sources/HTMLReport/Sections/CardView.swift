/// One card: a scene in the environments that hear the same VoiceOver list. The wireframes
/// (one per distinct drawing, each captioned with its environments when the card has several)
/// beside one legend (number, colour, the announcement exactly as `a11y-check voiceover` prints
/// it, element id, `file:line` linking to the scene's spec lines), then the presentations with
/// the style asked for, the style used and why. Written with ``MarkupWriter``: a report repeats
/// this tens of thousands of times.
struct CardView {
    let group: CardGroups.Group
    /// Unique in the page: `card-‹scene index›-‹group index›`.
    let anchor: String
    /// The id of the spec line an element's `file:line` links to, when the page shows it.
    let sourceAnchor: (SourceReference) -> String?

    private var card: WireframeCard { group.drawings[0].card }

    /// Writes the card's `<article>` into `html`.
    func write(into html: inout MarkupWriter) {
        html.open("article", ["class": "card", "id": anchor, "data-env": Self.pickerValues(group.environments)])
        html.element("h4", text: group.environments.map(\.environment).joined(separator: ", "))
        html.open("div", ["class": "card-body"])
        let captioned = group.environments.count > 1
        let texts = Wireframe.EscapedTexts(card)
        for (index, drawing) in group.drawings.enumerated() {
            if captioned {
                html.open("figure", ["data-env": Self.pickerValues(drawing.environments)])
            } else {
                html.open("figure")
            }
            Wireframe(card: drawing.card, idPrefix: "\(anchor)-\(index)", texts: texts,
                      sharedDescription: index == 0 ? nil : "\(anchor)-0-d").write(into: &html, standalone: false)
            if captioned { html.element("figcaption", text: drawing.card.environment) }
            html.close("figure")
        }
        legend(&html)
        html.close("div")
        presentations(&html)
        if !card.assumptions.isEmpty {
            html.raw("<p><small>Assumptions: ")
            html.text(card.assumptions.joined(separator: ", "))
            html.raw("</small></p>")
        }
        html.close("article")
    }

    /// The picker values of `cards`' environments, separated by spaces.
    static func pickerValues(_ cards: [WireframeCard]) -> String {
        cards.map { ReportDocument.EnvironmentEntry.pickerValue(of: $0.environmentID) }.joined(separator: " ")
    }

    private func legend(_ html: inout MarkupWriter) {
        html.raw("<table class=\"legend\"><caption>VoiceOver order</caption><thead><tr><th>#</th><th>Announcement</th>"
            + "<th>Element</th><th>Source</th></tr></thead><tbody>")
        if card.elements.isEmpty {
            html.raw(card.contentFromCode.isEmpty ? "<tr><td colspan=\"4\">VoiceOver finds no element</td></tr>"
                : "<tr><td colspan=\"4\">VoiceOver finds no element the files declare</td></tr>")
        }
        for element in card.elements { row(&html, element) }
        for view in card.contentFromCode { row(&html, view) }
        html.raw("</tbody></table>")
    }

    /// A view whose class decides at run time what VoiceOver finds in it.
    private func row(_ html: inout MarkupWriter, _ view: WireframeCard.ContentFromCode) {
        html.raw("<tr class=\"from-code\"><td>–</td><td>Content from code, decided at run time")
        if let className = view.view {
            html.raw(" (<code>")
            html.text(className)
            html.raw("</code>)")
        }
        html.raw("</td><td><code>")
        html.text(view.id)
        html.raw("</code> in <code>")
        html.text(view.screen)
        html.raw("</code></td><td></td></tr>")
    }

    private func row(_ html: inout MarkupWriter, _ element: WireframeCard.Element) {
        switch element.state {
        case .reachable(let number):
            html.raw("<tr><td><span class=\"swatch ")
            html.raw(Palette.colourClass(number))
            html.raw("\"></span> ")
            html.integer(number)
            html.raw("</td><td>")
            html.text(element.announcement)
        case .leaked(let number):
            html.raw("<tr class=\"leaked\"><td><span class=\"swatch leaked\"></span> ")
            html.integer(number)
            html.raw("</td><td>")
            html.text(element.announcement)
            html.raw("<br><strong>Leaks: reachable behind the presentation (a11y-modal-leak)</strong>")
        case .unreachable(let reason):
            html.raw("<tr class=\"unreachable\"><td><span class=\"swatch unreachable\"></span> –</td><td>Unreachable: ")
            html.text(reason)
        }
        // The page's own tags as literals, every value escaped (a legend has a row per element).
        html.raw("</td><td><code>")
        html.text(element.id)
        html.raw("</code> in <code>")
        html.text(element.screen)
        html.raw("</code></td><td>")
        if let location = element.location { reference(&html, location) }
        for setting in element.setElsewhere {
            html.raw("<br>")
            html.text(setting.property)
            html.raw(" set in ")
            reference(&html, setting.location)
        }
        html.raw("</td></tr>")
    }

    /// `file:line`, a link to the line when the scene's source lines show it.
    private func reference(_ html: inout MarkupWriter, _ location: SourceReference) {
        if let target = sourceAnchor(location) {
            html.raw("<a href=\"#")
            html.text(target)
            html.raw("\"><code>")
            html.text(location.description)
            html.raw("</code></a>")
        } else {
            html.raw("<code>")
            html.text(location.description)
            html.raw("</code>")
        }
    }

    private func presentations(_ html: inout MarkupWriter) {
        guard !card.presentations.isEmpty else { return }
        // Scrolls sideways when the page is narrower than the table (its Why column is long).
        html.raw("<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Presentations\">"
            + "<table class=\"presentations\"><caption>Presentations</caption><thead><tr><th>Presenter</th>"
            + "<th>Presented</th><th>Requested</th><th>Used</th><th>Why</th><th>Outcome</th></tr></thead><tbody>")
        for presentation in card.presentations {
            html.raw("<tr>")
            for value in [presentation.presenter, presentation.presented, presentation.requestedStyle, presentation.usedStyle] {
                html.raw("<td>")
                html.element("code", text: value)
                html.raw("</td>")
            }
            html.element("td", text: presentation.why)
            html.raw("<td>")
            if presentation.outcome == "crashed" {
                html.element("span", ["class": "crash"], text: presentation.outcome)
            } else {
                html.text(presentation.outcome)
            }
            html.raw("</td></tr>")
        }
        html.raw("</tbody></table></div>")
    }
}

