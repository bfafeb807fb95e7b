import A11yCore
import Foundation
import Testing
@testable import Reporters
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("checkstyle reporter")
struct CheckstyleReporterTests {
    @Test func errorsGroupedBySortedFile() {
        #expect(CheckstyleReporter().render(Fixtures.report) == #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="/elsewhere/outside.yaml">
            <error line="2" column="3" severity="error" message="Unknown key &apos;colour&apos;; did you mean &apos;color&apos;?" source="a11y-check.rules.spec-unknown-key"/>
          </file>
          <file name="/project/app/Screens/Clean.yaml"/>
          <file name="/project/app/Screens/Settings.yaml">
            <error line="3" column="5" severity="warning" message="Mask a|b, c: d&#13;&#10;next" source="a11y-check.rules.orientation-mask"/>
            <error line="12" column="11" severity="error" message="Button &quot;close&quot; is 100% &lt;unlabeled&gt; &amp; can&apos;t be read" source="a11y-check.rules.accessibility-missing-label"/>
            <error line="12" column="11" severity="error" message="Second finding, same place" source="a11y-check.rules.accessibility-missing-label"/>
          </file>
          <file name="/project/app/Screens/Ünïcode/Café.yaml">
            <error line="7" column="9" severity="info" message="Modal «Détails» 日本 is fine" source="a11y-check.rules.presentation-modal"/>
          </file>
        </checkstyle>

        """#)
    }

    @Test func cleanFilesAreListed() {
        #expect(CheckstyleReporter().render(Fixtures.cleanReport) == #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="/project/app/Screens/Clean.yaml"/>
        </checkstyle>

        """#)
    }

    /// An XML parser reads every message back exactly, line breaks and markup characters included;
    /// characters XML cannot hold become U+FFFD.
    @Test func messagesRoundTripThroughAnXMLParser() throws {
        let control = Finding(ruleID: "r", severity: .warning, location: SourceLocation(file: "/w/a.yaml", line: 1, column: 1),
                              message: "bell\u{7} tab\t end", scope: "", subject: "")
        let findings = Fixtures.findings + [control]
        let report = LintReport(findings: findings, rules: [], toolVersion: "1", workingDirectory: Fixtures.workingDirectory,
                                files: [], sourceText: { _ in nil })
        let document = try XMLDocument(xmlString: CheckstyleReporter().render(report))
        let errors = try document.nodes(forXPath: "//error").compactMap { $0 as? XMLElement }
        let messages = errors.compactMap { $0.attribute(forName: "message")?.stringValue }
        #expect(messages.sorted() == (Fixtures.findings.map(\.message) + ["bell\u{FFFD} tab\t end"]).sorted())
        #expect(try document.nodes(forXPath: "/checkstyle/file").count == 4)
    }
}
