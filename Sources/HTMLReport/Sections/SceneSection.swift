import Plot

/// One scene, collapsible (`<details>`, open for the first scenes only, so long reports stay
/// readable with scripts off): a card per environment, the orientation matrix and the lifecycle
/// timelines.
struct SceneSection {
    let scene: ReportDocument.Scene
    let index: Int
    /// Whether the scene starts open.
    let open: Bool

    func node() -> Node<HTML.BodyContext> {
        .element(named: "details", nodes: [
            .class("scene"),
            .id("scene-\(index)"),
            .if(open, .attribute(named: "open")),
            Markup.summary(.h3(.code(Markup.text(scene.id)), .text(scene.standalone ? " (screen)" : " (scene)")),
                     .text(" \(scene.cards.count) environment\(scene.cards.count == 1 ? "" : "s")")),
            .div(.class("cards"), .group(scene.cards.enumerated().map { environmentIndex, card in
                .raw(CardView(card: card, anchor: "card-\(index)-\(environmentIndex)").html())
            })),
            OrientationTable(rows: scene.orientation).node(),
            LifecycleTimelines(timelines: scene.lifecycle, environment: scene.lifecycleEnvironment).node(),
        ])
    }
}

/// The orientation matrix of a scene: one row per environment (device, orientation,
/// multitasking): who decides, the effective mask, where a presentation starts, rotations and
/// crashes in red.
struct OrientationTable {
    let rows: [OrientationRow]

    func node() -> Node<HTML.BodyContext> {
        guard !rows.isEmpty else { return .empty }
        return .group(
            .h4("Orientation"),
            .table(
                .class("orientation"),
                .thead(.tr(.th("Environment"), .th("Decides"), .th("Effective mask"), .th("Starts in"), .th("Rotations"),
                           .th("Crash"))),
                .tbody(.group(rows.map { row in
                    .tr(
                        .td(Markup.text(row.environment)),
                        .td(row.decider.map { .code(Markup.text($0)) } ?? .text("–"), .br(), .small(Markup.text(row.reason))),
                        .td(Markup.text(row.effectiveMask.isEmpty ? "none" : row.effectiveMask.joined(separator: ", "))),
                        .td(Markup.text(row.initialOrientation ?? "–")),
                        .td(Markup.text(row.rotations.joined(separator: "; "))),
                        .td(row.crash.map { .span(.class("crash"), Markup.text($0)) } ?? .text("–"))
                    )
                }))
            )
        )
    }
}

/// Each lifecycle transition as a timeline: one row per view controller, one column per
/// callback in order; orders the recordings do not confirm are marked `?` with their reason.
struct LifecycleTimelines {
    let timelines: [LifecycleTimeline]
    let environment: String?

    func node() -> Node<HTML.BodyContext> {
        guard !timelines.isEmpty else { return .empty }
        return .group(
            .h4(.text("Lifecycle"), .if(environment != nil, .group(.text(" ("), Markup.text(environment ?? ""), .text(")")))),
            .group(timelines.map(timeline))
        )
    }

    private func timeline(_ timeline: LifecycleTimeline) -> Node<HTML.BodyContext> {
        let callbacks = timeline.steps.flatMap(\.callbacks)
        return .element(named: "figure", nodes: [
            .element(named: "figcaption", nodes: [.code(Markup.text(timeline.kind)), .text(": "), Markup.text(timeline.title)]),
            .if(timeline.steps.count > 1, .ol(.group(timeline.steps.map { .li(Markup.text($0.title)) }))),
            // Scrolls sideways when long: focusable, so the keyboard can scroll it too.
            .div(.attribute(named: "style", value: "overflow-x:auto"), .attribute(named: "tabindex", value: "0"),
                 .attribute(named: "role", value: "region"), Markup.attribute("aria-label", "\(timeline.kind) timeline"), .table(
                .class("timeline"),
                .thead(.tr(.th("View controller"), .group(callbacks.indices.map { .th(.text(String($0 + 1))) }))),
                .tbody(.group(timeline.controllers.map { controller in
                    .tr(.th(.code(Markup.text(controller))), .group(callbacks.map { callback in
                        guard callback.controller == controller else { return .td() }
                        guard let unverified = callback.unverified else { return .td(Markup.text(callback.name)) }
                        return .td(.class("unverified"), Markup.attribute("title", "Unverified order: \(unverified)"),
                                   Markup.text("? \(callback.name)"))
                    }))
                }))
            )),
        ])
    }
}
