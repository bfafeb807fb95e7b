import A11yCore
import Testing
@testable import Reporters

@Suite("markdown reporter")
struct MarkdownReporterTests {
    @Test func tableOfFindings() {
        #expect(MarkdownReporter().render(Fixtures.report) == #"""
        ### a11y-check: 5 findings (3 errors, 1 warning, 1 note) in 4 files

        | File | Line | Severity | Rule | Message |
        | --- | ---: | --- | --- | --- |
        | ../../elsewhere/outside.yaml | 2 | error | spec-unknown-key | Unknown key 'colour'; did you mean 'color'? |
        | Screens/Settings.yaml | 3 | warning | orientation-mask | Mask a\|b, c: d<br>next |
        | Screens/Settings.yaml | 12 | error | accessibility-missing-label | Button "close" is 100% \<unlabeled\> \& can't be read<br>*Hint:* Add label: Close,<br>or hide it. |
        | Screens/Settings.yaml | 12 | error | accessibility-missing-label | Second finding, same place |
        | Screens/Ünïcode/Café.yaml | 7 | note | presentation-modal | Modal «Détails» 日本 is fine |

        """#)
    }

    @Test func cleanReportSaysSo() {
        #expect(MarkdownReporter().render(Fixtures.cleanReport) == #"""
        ### a11y-check: no findings

        No findings in 1 file.

        """#)
    }

    /// Every row has exactly the six unescaped pipes of five cells, whatever the message holds.
    @Test func pipesInCellsAreEscaped() {
        let rows = MarkdownReporter().render(Fixtures.report).split(separator: "\n").filter { $0.hasPrefix("| ") }
        #expect(rows.count == 7)
        for row in rows {
            let characters = Array(row)
            let separators = characters.indices.filter { characters[$0] == "|" && ($0 == 0 || characters[$0 - 1] != "\\") }
            #expect(separators.count == 6, "\(row)")
        }
    }

    @Test(arguments: [
        ("a|b", #"a\|b"#), ("<b>&", #"\<b\>\&"#), ("*x* _y_ `z`", #"\*x\* \_y\_ \`z\`"#),
        ("one\r\ntwo\nthree", "one<br>two<br>three"), ("[link](u) ~s~ \\", #"\[link\](u) \~s\~ \\"#),
        ("Café 日本", "Café 日本"),
    ])
    func cellEscaping(raw: String, escaped: String) {
        #expect(MarkdownEscaping.cell(raw) == escaped)
    }
}

/// GitHub refuses a comment over 65,536 characters: a report of thousands of findings is cut, and
/// its last line says how many are not shown.
@Suite("markdown reporter size cap")
struct MarkdownReporterCapTests {
    private func report(_ count: Int) -> LintReport {
        let findings = (0..<count).map { index in
            Finding(ruleID: "a11y-missing-label", severity: .warning,
                    location: SourceLocation(file: "/project/app/Screens/Screen\(index % 40).yaml", line: index + 1, column: 5),
                    message: "Button 'button\(index)' has no label, so VoiceOver reads its image name", scope: "screen\(index)",
                    subject: "button\(index)")
        }
        return LintReport(findings: findings, rules: [], toolVersion: "0.1.0", workingDirectory: "/project/app", files: [],
                          sourceText: { _ in nil })
    }

    @Test func aLargeReportStopsUnderTheLimitAndCountsTheRest() throws {
        let text = MarkdownReporter().render(report(5_000))
        #expect(text.utf8.count <= 65_000)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| Screens/") }.count
        let last = try #require(text.split(separator: "\n").last.map(String.init))
        #expect(last == "… and \(5_000 - rows) more findings not shown: this report is limited to 65000 bytes; "
            + "the sarif, json and junit reporters list every finding.")
        #expect(rows > 100 && rows < 5_000)
    }

    @Test func aReportThatFitsHasNoMoreLine() {
        var reporter = MarkdownReporter()
        reporter.limit = 1_000_000
        let text = reporter.render(report(5_000))
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("| Screens/") }.count == 5_000)
        #expect(!text.contains("not shown"))
    }

    /// At a small limit the cut falls exactly where the next row and the last line would not fit.
    @Test func theCutIsTight() {
        var reporter = MarkdownReporter()
        reporter.limit = 2_000
        let text = reporter.render(report(50))
        #expect(text.utf8.count <= 2_000)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| Screens/") }.count
        #expect(text.hasSuffix(reporter.moreLine(50 - rows)))
        let kept = text.utf8.count - reporter.moreLine(50 - rows).utf8.count
        let next = "| Screens/Screen\(rows % 40).yaml | \(rows + 1) | warning | a11y-missing-label | "
            + "Button 'button\(rows)' has no label, so VoiceOver reads its image name |\n"
        #expect(kept + next.utf8.count + reporter.moreLine(50 - rows - 1).utf8.count > 2_000)
    }
}
