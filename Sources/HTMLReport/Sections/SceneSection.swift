/// One scene, collapsible (`<details>`, open for the first scenes only, so long reports stay
/// readable with scripts off): its cards, the orientation matrix, the lifecycle timelines and the
/// spec lines. Written with ``MarkupWriter`` straight into one byte buffer per scene.
struct SceneSection {
    let scene: ReportDocument.Scene
    let index: Int
    /// Whether the scene starts open.
    let open: Bool

    /// The scene's `<details>`.
    func render() -> MarkupBytes {
        var html = MarkupWriter(capacity: 4096 + 1500 * scene.cards.reduce(0) { $0 + $1.elements.count })
        html.raw("<details class=\"scene\" id=\"scene-")
        html.integer(index)
        html.raw(open ? "\" open><summary><h3>" : "\"><summary><h3>")
        html.element("code", text: scene.id)
        html.raw(scene.standalone ? " (screen)</h3>" : " (scene)</h3>")
        html.raw(" \(scene.cards.count) environment\(scene.cards.count == 1 ? "" : "s")</summary>")
        body(&html)
        html.raw("</details>")
        return html.finish()
    }

    /// The cards, the orientation table, the lifecycle timelines and the spec lines.
    private func body(_ html: inout MarkupWriter) {
        let sources = SourceExcerpts(excerpts: scene.sources, anchorPrefix: "scene-\(index)-src")
        html.raw("<div class=\"cards\">")
        for (groupIndex, group) in CardGroups(cards: scene.cards).groups.enumerated() {
            CardView(group: group, anchor: "card-\(index)-\(groupIndex)", sourceAnchor: sources.anchor).write(into: &html)
        }
        html.raw("</div>")
        OrientationTable(rows: scene.orientation).write(into: &html)
        LifecycleTimelines(groups: scene.lifecycle, environmentCount: scene.cards.count).write(into: &html)
        sources.write(into: &html)
    }
}

/// The orientation matrix of a scene: one row per environment (device, orientation,
/// multitasking): who decides, the effective mask, where a presentation starts, rotations and
/// crashes in red.
struct OrientationTable {
    let rows: [OrientationRow]

    func write(into html: inout MarkupWriter) {
        guard !rows.isEmpty else { return }
        // Scrolls sideways when the page is narrower than the table: focusable, so the keyboard
        // can scroll it too.
        html.raw("<h4>Orientation</h4><div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Orientation\">"
            + "<table class=\"orientation\"><thead><tr><th>Environment</th><th>Decides</th>"
            + "<th>Effective mask</th><th>Starts in</th><th>Rotations</th><th>Crash</th></tr></thead><tbody>")
        for row in rows {
            html.raw("<tr>")
            html.element("td", text: row.environment)
            html.raw("<td>")
            if let decider = row.decider { html.element("code", text: decider) } else { html.raw("–") }
            html.raw("<br>")
            html.element("small", text: row.reason)
            html.raw("</td>")
            html.element("td", text: row.effectiveMask.isEmpty ? "none" : row.effectiveMask.joined(separator: ", "))
            html.element("td", text: row.initialOrientation ?? "–")
            html.element("td", text: row.rotations.joined(separator: "; "))
            html.raw("<td>")
            if let crash = row.crash { html.element("span", ["class": "crash"], text: crash) } else { html.raw("–") }
            html.raw("</td></tr>")
        }
        html.raw("</tbody></table></div>")
    }
}

/// Each lifecycle transition as a timeline, once with the environments it is the same in: one
/// row per view controller, one column per callback in order; callbacks at a position the
/// recordings do not confirm are marked `?` with the order's name, explained below the table.
/// Each timeline names its environments and carries their picker values (`data-env`), so
/// choosing an environment shows its timelines only.
struct LifecycleTimelines {
    let groups: [LifecycleGroup]
    /// How many environments the scene has cards in: a timeline of all of them says so.
    let environmentCount: Int

    func write(into html: inout MarkupWriter) {
        guard !groups.isEmpty else { return }
        html.raw("<h4>Lifecycle</h4>")
        for group in groups {
            html.open("div", ["class": "env-group", "data-env": group.environments.map(\.pickerValue).joined(separator: " ")])
            html.raw("<p class=\"env-names\">")
            if group.environments.count > 1 && group.environments.count == environmentCount {
                html.raw("In every environment")
            } else {
                html.text("In " + group.environments.map(\.name).joined(separator: ", "))
            }
            html.raw("</p>")
            write(group.timeline, into: &html)
            html.raw("</div>")
        }
    }

    private func write(_ timeline: LifecycleTimeline, into html: inout MarkupWriter) {
        let callbacks = timeline.steps.flatMap(\.callbacks)
        html.raw("<figure><figcaption>")
        html.element("code", text: timeline.kind)
        html.text(": \(timeline.title)")
        html.raw("</figcaption>")
        if timeline.steps.count > 1 {
            html.raw("<ol>")
            for step in timeline.steps { html.element("li", text: step.title) }
            html.raw("</ol>")
        }
        // Scrolls sideways when long: focusable, so the keyboard can scroll it too.
        html.open("div", ["style": "overflow-x:auto", "tabindex": "0", "role": "region",
                          "aria-label": "\(timeline.kind) timeline"])
        html.raw("<table class=\"timeline\"><thead><tr><th>View controller</th>")
        for index in callbacks.indices {
            html.raw("<th>")
            html.integer(index + 1)
            html.raw("</th>")
        }
        html.raw("</tr></thead><tbody>")
        for controller in timeline.controllers {
            html.raw("<tr><th>")
            html.element("code", text: controller)
            html.raw("</th>")
            for callback in callbacks {
                if callback.controller != controller {
                    html.raw("<td></td>")
                } else if let unverified = callback.unverified {
                    html.element("td", ["class": "unverified", "title": "Unverified order: \(unverified)"],
                                 text: "? \(callback.name)")
                } else {
                    html.element("td", text: callback.name)
                }
            }
            html.raw("</tr>")
        }
        html.raw("</tbody></table></div>")
        // Each unverified order explained once, as text (a tooltip per cell repeated it and
        // cannot be read with the keyboard).
        if !timeline.unverifiedOrders.isEmpty {
            html.raw("<ul class=\"orders\">")
            for order in timeline.unverifiedOrders {
                html.raw("<li>? ")
                html.element("code", text: order.name)
                html.raw(": ")
                html.text(order.reason)
                html.raw("</li>")
            }
            html.raw("</ul>")
        }
        html.raw("</figure>")
    }
}
