import Plot

/// The summary: files, scenes, environments, findings by severity and by rule, with links down
/// to the findings and to each scene.
struct SummarySection {
    let document: ReportDocument

    static let severities = ["error", "warning", "info"]

    func node() -> Node<HTML.BodyContext> {
        let bySeverity = Dictionary(grouping: document.findings, by: \.severity)
        let byRule = Dictionary(grouping: document.findings.indices, by: { document.findings[$0].rule })
        return .section(
            .attribute(named: "aria-labelledby", value: "summary-heading"),
            .h2(.id("summary-heading"), .text("Summary")),
            .ul(
                .class("counts"),
                .li(.strong(.text(String(document.files.count))), .text(" file\(document.files.count == 1 ? "" : "s")")),
                .li(.strong(.text(String(document.scenes.count))),
                    .text(document.scenes.count == 1 ? " scene or screen" : " scenes and screens")),
                .li(.strong(.text(String(document.environments.count))),
                    .text(" environment\(document.environments.count == 1 ? "" : "s")")),
                .group(Self.severities.map { severity in
                    let count = bySeverity[severity]?.count ?? 0
                    return .li(.class("sev-\(severity)"), .a(.href("#findings"), .strong(.text(String(count))),
                                                             .text(" \(severity)\(severity == "info" || count == 1 ? "" : "s")")))
                })
            ),
            .if(!byRule.isEmpty, .table(
                .caption(.text("Findings by rule")),
                .thead(.tr(.th("Rule"), .th("Findings"))),
                .tbody(.group(byRule.keys.sorted().map { rule in
                    .tr(.td(.a(.href("#finding-\(byRule[rule]?.first ?? 0)"), .code(Markup.text(rule)))),
                        .td(.text(String(byRule[rule]?.count ?? 0))))
                }))
            )),
            .element(named: "details", nodes: [
                Markup.summary(.text("Environments")),
                .ul(.group(document.environments.map { .li(Markup.text($0.name)) })),
            ]),
            .element(named: "details", nodes: [
                Markup.summary(.text("Files")),
                .ul(.group(document.files.map { .li(.code(Markup.text($0))) })),
            ]),
            .nav(
                .attribute(named: "aria-label", value: "Scenes"),
                .element(named: "details", nodes: [
                    Markup.summary(.text("Scenes and screens")),
                    .ul(.group(document.scenes.enumerated().map { index, scene in
                        .li(.a(.href("#scene-\(index)"), .code(Markup.text(scene.id))))
                    })),
                ])
            )
        )
    }
}
