import Testing
@testable import HTMLReport

/// The findings list: each finding links its rule to the rule's one entry, which holds the
/// rationale and the documentation link once however many findings name it.
@Suite("findings section")
struct FindingsSectionTests {
    static func finding(line: Int, rule: String) -> FindingEntry {
        FindingEntry(file: "Screens/home.yaml", line: line, column: 7, severity: "warning", rule: rule,
                     message: "message \(line)", excerpt: [])
    }

    @Test func aRulesRationaleIsWrittenOnceAfterTheFindings() {
        let rules = [
            "a11y-modal-leak": RuleEntry(id: "a11y-modal-leak", rationale: "VoiceOver reads what the modal covers.",
                                         documentation: "https://developer.apple.com/documentation/uikit/uiview/accessibilityviewismodal"),
            "a11y-missing-label": RuleEntry(id: "a11y-missing-label", rationale: "An element needs a label.", documentation: nil),
        ]
        var html = MarkupWriter()
        FindingsSection(findings: [Self.finding(line: 12, rule: "a11y-modal-leak"), Self.finding(line: 20, rule: "a11y-modal-leak"),
                                   Self.finding(line: 30, rule: "a11y-missing-label")],
                        rules: rules).write(into: &html)
        let page = html.output
        let second: String = "<article class=\"finding\" id=\"finding-1\" data-severity=\"warning\" data-rule=\"a11y-modal-leak\">"
            + "<p><span class=\"sev-warning\"><strong>warning</strong></span> <code>Screens/home.yaml:20:7</code> "
            + "<a href=\"#rule-a11y-modal-leak\"><code>a11y-modal-leak</code></a>: message 20</p></article>"
        #expect(page.contains(second))
        #expect(page.components(separatedBy: "VoiceOver reads what the modal covers.").count - 1 == 1)
        let rulesList: String = "<section aria-labelledby=\"rules-heading\"><h3 id=\"rules-heading\">Rules</h3>"
            + "<article class=\"rule\" id=\"rule-a11y-missing-label\"><h4><code>a11y-missing-label</code></h4>"
            + "<p>An element needs a label.</p></article>"
            + "<article class=\"rule\" id=\"rule-a11y-modal-leak\"><h4><code>a11y-modal-leak</code></h4>"
            + "<p>VoiceOver reads what the modal covers. <a href=\"https://developer.apple.com/documentation/uikit/uiview/accessibilityviewismodal\">"
            + "Documentation</a></p></article></section></section>"
        #expect(page.hasSuffix(rulesList))
    }

    @Test func noFindingsNoRules() {
        var html = MarkupWriter()
        FindingsSection(findings: [], rules: [:]).write(into: &html)
        let empty: String = "<section aria-labelledby=\"findings-heading\" id=\"findings\"><h2 id=\"findings-heading\">Findings</h2>"
            + "<p>No findings.</p></section>"
        #expect(html.output == empty)
    }
}
