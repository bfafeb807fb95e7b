import A11yCore
import Testing
@testable import Reporters

/// RFC 4180 CSV with SwiftLint's `csv` columns (`Source/SwiftLintFramework/Reporters/CSVReporter.swift`,
/// header `file,line,character,severity,type,reason,rule_id`).
@Suite("csv reporter")
struct CSVReporterTests {
    private let output = CSVReporter().render(Fixtures.report)

    @Test func exactText() {
        let expected = [
            "file,line,character,severity,type,reason,rule_id",
            "../../elsewhere/outside.yaml,2,3,error,,Unknown key 'colour'; did you mean 'color'?,spec-unknown-key",
            "Screens/Settings.yaml,3,5,warning,Screens support no common orientation,\"Mask a|b, c: d\r\nnext\",orientation-mask",
            "Screens/Settings.yaml,12,11,error,Interactive element has no accessibility label,\"Button \"\"close\"\" is 100% <unlabeled> & can't be read\",accessibility-missing-label",
            "Screens/Settings.yaml,12,11,error,Interactive element has no accessibility label,\"Second finding, same place\",accessibility-missing-label",
            "Screens/Ünïcode/Café.yaml,7,9,info,Modal presentation,Modal «Détails» 日本 is fine,presentation-modal",
        ]
        #expect(output == expected.map { $0 + "\r\n" }.joined())
    }

    /// Parsed back as RFC 4180, every row holds exactly the finding's values, quotes and line breaks included.
    @Test func parsesBackToTheFindings() throws {
        let records = try #require(RFC4180.parse(output))
        #expect(records.first == CSVReporter.columns)
        let rows = records.dropFirst()
        #expect(rows.count == Fixtures.report.findings.count)
        for (row, finding) in zip(rows, Fixtures.report.findings) {
            #expect(row.count == 7)
            #expect(row[1] == String(finding.location.line) && row[2] == String(finding.location.column))
            #expect(row[3] == finding.severity.rawValue)
            #expect(row[5] == finding.message)
            #expect(row[6] == finding.ruleID)
        }
        #expect(rows.map { $0[0] } == ["../../elsewhere/outside.yaml", "Screens/Settings.yaml", "Screens/Settings.yaml",
                                      "Screens/Settings.yaml", "Screens/Ünïcode/Café.yaml"])
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("one\ntwo", "\"one\ntwo\""),
        ("cr\ronly", "\"cr\ronly\""),
        ("", ""),
    ])
    func quotesOnlyWhatRFC4180Requires(field: String, written: String) {
        #expect(CSVReporter.field(field) == written)
        #expect(RFC4180.parse(CSVReporter.record([field, "x"])) == [[field, "x"]])
    }

    /// The parser the tests rely on rejects what RFC 4180 forbids, so a reporter that forgot to quote fails.
    @Test(arguments: ["a\"b,c\r\n", "a,b\n", "\"open,c\r\n", "a,b"])
    func parserRejectsMalformedCSV(text: String) {
        #expect(RFC4180.parse(text) == nil)
    }

    @Test func cleanRunIsTheHeaderAlone() {
        #expect(CSVReporter().render(Fixtures.cleanReport) == "file,line,character,severity,type,reason,rule_id\r\n")
    }
}
