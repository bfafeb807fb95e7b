import A11yCore
import Testing
@testable import Reporters

/// Text from specs that would act where a report is read (issue #30, point 5): a bidi override
/// in a terminal line, a formula in a spreadsheet cell, a mention or an issue link in a
/// pull-request comment.
@Suite struct HostileTextTests {
    private static func report(message: String, file: String = "/project/app/screen.yaml") -> LintReport {
        let finding = Finding(ruleID: "a11y-missing-label", severity: .error, location: SourceLocation(file: file, line: 4, column: 7),
                              message: message, hint: nil, scope: "", subject: "")
        return LintReport(findings: [finding], rules: [], toolVersion: "0.1.0", workingDirectory: "/project/app",
                          files: [file], sourceText: { _ in nil })
    }

    /// U+202E RIGHT-TO-LEFT OVERRIDE would make the rest of the line read backwards.
    @Test func bidiOverridesInXcodeLinesAreShownAsCodePoints() {
        let report = Self.report(message: "label '\u{202E}kO\u{202C}' and \u{2067}isolate\u{2069}", file: "/project/app/a\u{202E}lmay.yaml")
        #expect(XcodeReporter().render(report)
            == #"/project/app/a\u{202E}lmay.yaml:4:7: error: label '\u{202E}kO\u{202C}' and \u{2067}isolate\u{2069} [a11y-missing-label]"# + "\n")
        #expect(RelativePathReporter().render(report).hasPrefix(#"a\u{202E}lmay.yaml:4:7: error: label '\u{202E}kO\u{202C}'"#))
    }

    /// OWASP's CSV Injection guidance: a cell starting with `=`, `+`, `-`, `@`, a tab or a
    /// carriage return starts with `'` instead, so no spreadsheet runs it.
    @Test(arguments: [
        ("=HYPERLINK(\"http://evil.example\",\"x\")", "\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"x\"\")\""),
        ("+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tTAB", "'\tTAB"),
        ("\r=x", "\"'\r=x\""),
        ("a=b", "a=b"),
        ("Buy - now", "Buy - now"),
    ])
    func formulaCellsAreNeutralised(field: String, written: String) {
        #expect(CSVReporter.field(field) == written)
    }

    @Test func aFindingWhoseMessageIsAFormulaIsNeutralisedInTheReport() {
        let csv = CSVReporter().render(Self.report(message: "=1+1", file: "/project/app/-x.yaml"))
        #expect(csv.hasSuffix("\r\n'-x.yaml,4,7,error,,'=1+1,a11y-missing-label\r\n"))
    }

    /// GitHub links `@user` and `#123` only when the name or number follows the sign at once: a
    /// zero-width joiner after the sign keeps the text as it reads and links nobody.
    @Test func mentionsAndIssueReferencesDoNotLinkInMarkdown() {
        #expect(MarkdownEscaping.cell("ping @octocat about #123 and @org/team") == "ping @\u{200D}octocat about #\u{200D}123 and @\u{200D}org/team")
        let markdown = MarkdownReporter().render(Self.report(message: "Buy @everyone #1"))
        #expect(markdown.contains("| Buy @\u{200D}everyone #\u{200D}1 |"))
        #expect(!markdown.contains("@everyone") && !markdown.contains("#1 "))
    }
}
