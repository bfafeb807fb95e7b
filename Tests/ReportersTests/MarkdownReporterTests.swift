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
