/// The findings grouped by file: each with its severity, position, rule (a link to the rule's
/// entry) and message, and the lines around it; then each rule found, once: its rationale and
/// documentation link (a rule's rationale is a paragraph, which thousands of findings of one
/// rule repeated: 4 % of a large page). `data-severity` and `data-rule` let the page's filter
/// hide the others. Written with ``MarkupWriter``: a large project has tens of thousands of
/// findings, and Plot's node tree cost 5 % of a report's time.
struct FindingsSection {
    let findings: [FindingEntry]
    let rules: [String: RuleEntry]

    func write(into html: inout MarkupWriter) {
        let files = Dictionary(grouping: findings.enumerated(), by: \.element.file)
        html.raw("<section aria-labelledby=\"findings-heading\" id=\"findings\"><h2 id=\"findings-heading\">Findings</h2>")
        if findings.isEmpty { html.raw("<p>No findings.</p>") }
        for file in files.keys.sorted() {
            html.raw("<section><h3><code>")
            html.text(file)
            html.raw("</code></h3>")
            for (index, finding) in files[file] ?? [] { write(finding, index: index, into: &html) }
            html.raw("</section>")
        }
        writeRules(into: &html)
        html.raw("</section>")
    }

    /// The rules the findings name, in id order, each with its rationale and documentation link,
    /// at the anchor `rule-‹id›` each finding links to.
    private func writeRules(into html: inout MarkupWriter) {
        let found = Set(findings.map(\.rule)).sorted()
        guard !found.isEmpty else { return }
        html.raw("<section aria-labelledby=\"rules-heading\"><h3 id=\"rules-heading\">Rules</h3>")
        for id in found {
            html.open("article", ["class": "rule", "id": Self.anchor(of: id)])
            html.raw("<h4><code>")
            html.text(id)
            html.raw("</code></h4>")
            if let rule = rules[id] {
                html.raw("<p>")
                html.text(rule.rationale)
                if let link = rule.documentation {
                    html.raw(" ")
                    html.open("a", ["href": link])
                    html.raw("Documentation</a>")
                }
                html.raw("</p>")
            }
            html.raw("</article>")
        }
        html.raw("</section>")
    }

    /// The id of the entry of the rule `id`.
    static func anchor(of id: String) -> String { "rule-\(id)" }

    private func write(_ finding: FindingEntry, index: Int, into html: inout MarkupWriter) {
        html.open("article", ["class": "finding", "id": "finding-\(index)", "data-severity": finding.severity,
                              "data-rule": finding.rule])
        html.raw("<p>")
        html.open("span", ["class": "sev-\(finding.severity)"])
        html.element("strong", text: finding.severity)
        html.raw("</span> ")
        html.element("code", text: "\(finding.file):\(finding.line):\(finding.column)")
        html.raw(" ")
        html.open("a", ["href": "#" + Self.anchor(of: finding.rule)])
        html.element("code", text: finding.rule)
        html.raw("</a>: ")
        html.text(finding.message)
        html.raw("</p>")
        excerpt(finding, into: &html)
        html.raw("</article>")
    }

    private func excerpt(_ finding: FindingEntry, into html: inout MarkupWriter) {
        guard !finding.excerpt.isEmpty else { return }
        let width = String(finding.excerpt.last?.number ?? 0).count
        html.raw("<pre class=\"excerpt\"><code>")
        for line in finding.excerpt {
            let number = String(repeating: " ", count: max(width - String(line.number).count, 0)) + String(line.number)
            if line.number == finding.line { html.raw("<span class=\"hit\">") }
            html.text("\(number) | \(line.text)\n")
            if line.number == finding.line { html.raw("</span>") }
        }
        html.raw("</code></pre>")
    }
}
