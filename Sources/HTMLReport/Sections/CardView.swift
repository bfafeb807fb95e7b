import Plot

/// One card: a scene in one environment. The wireframe beside its legend (number, colour, the
/// announcement exactly as `a11y-check voiceover` prints it, element id, `file:line`), then the
/// presentations with the style asked for, the style used and why.
struct CardView {
    let card: WireframeCard
    /// Unique in the page: `card-‹scene index›-‹environment index›`.
    let anchor: String

    func node() -> Node<HTML.BodyContext> {
        .element(named: "article", nodes: [
            .class("card"),
            .id(anchor),
            Markup.attribute("data-env", card.environmentID),
            .h4(Markup.text(card.environment)),
            .div(
                .class("card-body"),
                .element(named: "figure", nodes: [
                    .attribute(named: "style", value: "margin:0"),
                    Wireframe(card: card, idPrefix: anchor).node(),
                ]),
                legend()
            ),
            presentations(),
            assumptions(),
        ])
    }

    private func legend() -> Node<HTML.BodyContext> {
        .table(
            .class("legend"),
            .caption(.text("VoiceOver order")),
            .thead(.tr(.th("#"), .th("Announcement"), .th("Element"), .th("Source"))),
            .tbody(
                .if(card.elements.isEmpty, .tr(.td(.attribute(named: "colspan", value: "4"), .text("VoiceOver finds no element")))),
                .group(card.elements.map(row))
            )
        )
    }

    private func row(_ element: WireframeCard.Element) -> Node<HTML.TableContext> {
        let location: Node<HTML.BodyContext> = element.location.map { .code(Markup.text($0)) } ?? .text("")
        let elementCell: Node<HTML.BodyContext> = .group(
            .code(Markup.text(element.id)), .text(" in "), .code(Markup.text(element.screen)))
        switch element.state {
        case .reachable(let number):
            return .tr(
                .td(.span(.class("swatch \(Palette.colourClass(number))")),
                    .text(" \(number)")),
                .td(Markup.text(element.announcement)), .td(elementCell), .td(location))
        case .leaked(let number):
            return .tr(
                .class("leaked"),
                .td(.span(.class("swatch leaked")), .text(" \(number)")),
                .td(Markup.text(element.announcement), .br(),
                    .strong("Leaks: reachable behind the presentation (a11y-modal-leak)")),
                .td(elementCell), .td(location))
        case .unreachable(let reason):
            return .tr(
                .class("unreachable"),
                .td(.span(.class("swatch unreachable")), .text(" –")),
                .td(.text("Unreachable: "), Markup.text(reason)),
                .td(elementCell), .td(location))
        }
    }

    private func presentations() -> Node<HTML.BodyContext> {
        guard !card.presentations.isEmpty else { return .empty }
        return .table(
            .class("presentations"),
            .caption(.text("Presentations")),
            .thead(.tr(.th("Presenter"), .th("Presented"), .th("Requested"), .th("Used"), .th("Why"), .th("Outcome"))),
            .tbody(.group(card.presentations.map { presentation in
                .tr(
                    .td(.code(Markup.text(presentation.presenter))), .td(.code(Markup.text(presentation.presented))),
                    .td(.code(Markup.text(presentation.requestedStyle))), .td(.code(Markup.text(presentation.usedStyle))),
                    .td(Markup.text(presentation.why)),
                    .td(presentation.outcome == "crashed" ? .span(.class("crash"), Markup.text(presentation.outcome))
                        : Markup.text(presentation.outcome))
                )
            }))
        )
    }

    private func assumptions() -> Node<HTML.BodyContext> {
        guard !card.assumptions.isEmpty else { return .empty }
        return .p(.small(.text("Assumptions: "), Markup.text(card.assumptions.joined(separator: ", "))))
    }
}
