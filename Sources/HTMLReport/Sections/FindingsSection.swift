import Plot

/// The findings grouped by file: each with its severity, position, rule and message, the YAML
/// lines around it, the rule's rationale and documentation link. `data-severity` and `data-rule`
/// let the page's filter hide the others.
struct FindingsSection {
    let findings: [FindingEntry]
    let rules: [String: RuleEntry]

    func node() -> Node<HTML.BodyContext> {
        let files = Dictionary(grouping: findings.enumerated(), by: \.element.file)
        let order = files.keys.sorted()
        return .section(
            .attribute(named: "aria-labelledby", value: "findings-heading"),
            .id("findings"),
            .h2(.id("findings-heading"), .text("Findings")),
            .if(findings.isEmpty, .p("No findings.")),
            .group(order.map { file in
                .section(
                    .h3(.code(Markup.text(file))),
                    .group((files[file] ?? []).map { finding($0.element, index: $0.offset) })
                )
            })
        )
    }

    private func finding(_ finding: FindingEntry, index: Int) -> Node<HTML.BodyContext> {
        let rule = rules[finding.rule]
        return .element(named: "article", nodes: [
            .class("finding"),
            .id("finding-\(index)"),
            Markup.attribute("data-severity", finding.severity),
            Markup.attribute("data-rule", finding.rule),
            .p(
                .span(.class("sev-\(Markup.escape(finding.severity))"), .strong(Markup.text(finding.severity))),
                .text(" "), .code(Markup.text("\(finding.file):\(finding.line):\(finding.column)")),
                .text(" "), .code(Markup.text(finding.rule)), .text(": "), Markup.text(finding.message)
            ),
            excerpt(finding),
            .unwrap(rule) { rule in
                .p(Markup.text(rule.rationale), .unwrap(rule.documentation) { link in
                    .group(.text(" "), .a(Markup.attribute("href", link), .text("Documentation")))
                })
            },
        ])
    }

    private func excerpt(_ finding: FindingEntry) -> Node<HTML.BodyContext> {
        guard !finding.excerpt.isEmpty else { return .empty }
        let width = String(finding.excerpt.last?.number ?? 0).count
        return .pre(.class("excerpt"), .code(.group(finding.excerpt.map { line in
            let number = String(repeating: " ", count: max(width - String(line.number).count, 0)) + String(line.number)
            let text: Node<HTML.BodyContext> = Markup.text("\(number) | \(line.text)\n")
            return line.number == finding.line ? .span(.class("hit"), text) : text
        })))
    }
}
