import A11yCore
import Foundation
import Testing
@testable import Reporters

@Suite("json reporter")
struct JSONReporterTests {
    @Test func documentWithSortedKeys() {
        #expect(JSONReporter().render(Fixtures.report) == #"""
        {
          "findings": [
            {
              "column": 3,
              "environments": [],
              "file": "../../elsewhere/outside.yaml",
              "hint": null,
              "line": 2,
              "message": "Unknown key 'colour'; did you mean 'color'?",
              "rule": "spec-unknown-key",
              "scope": "",
              "severity": "error",
              "subject": ""
            },
            {
              "column": 5,
              "environments": [],
              "file": "Screens/Settings.yaml",
              "hint": null,
              "line": 3,
              "message": "Mask a|b, c: d\r\nnext",
              "rule": "orientation-mask",
              "scope": "settings",
              "severity": "warning",
              "subject": "root"
            },
            {
              "column": 11,
              "environments": [
                "iPhone",
                "iPad"
              ],
              "file": "Screens/Settings.yaml",
              "hint": "Add label: Close,\nor hide it.",
              "line": 12,
              "message": "Button \"close\" is 100% <unlabeled> & can't be read",
              "rule": "accessibility-missing-label",
              "scope": "settings",
              "severity": "error",
              "subject": "close"
            },
            {
              "column": 11,
              "environments": [],
              "file": "Screens/Settings.yaml",
              "hint": null,
              "line": 12,
              "message": "Second finding, same place",
              "rule": "accessibility-missing-label",
              "scope": "settings",
              "severity": "error",
              "subject": "close"
            },
            {
              "column": 9,
              "environments": [],
              "file": "Screens/Ünïcode/Café.yaml",
              "hint": null,
              "line": 7,
              "message": "Modal «Détails» 日本 is fine",
              "rule": "presentation-modal",
              "scope": "",
              "severity": "info",
              "subject": ""
            }
          ],
          "formatVersion": 1
        }

        """#)
    }

    @Test func cleanReportHasNoFindings() {
        #expect(JSONReporter().render(Fixtures.cleanReport) == #"""
        {
          "findings": [],
          "formatVersion": 1
        }

        """#)
    }

    /// Foundation's parser reads back every field of every finding, in report order.
    @Test func parsesBackToTheFindings() throws {
        let document = try parseJSONObject(JSONReporter().render(Fixtures.report))
        #expect(document["formatVersion"] as? Int == 1)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == Fixtures.report.findings.count)
        for (parsed, finding) in zip(findings, Fixtures.report.findings) {
            #expect(parsed["rule"] as? String == finding.ruleID)
            #expect(parsed["severity"] as? String == finding.severity.rawValue)
            #expect(parsed["message"] as? String == finding.message)
            #expect(parsed["hint"] as? String == finding.hint)
            #expect(finding.hint != nil || parsed["hint"] is NSNull)
            #expect(parsed["line"] as? Int == finding.location.line)
            #expect(parsed["column"] as? Int == finding.location.column)
            #expect(parsed["environments"] as? [String] == finding.environments)
            #expect(parsed["scope"] as? String == finding.scope)
            #expect(parsed["subject"] as? String == finding.subject)
        }
        #expect(findings.map { $0["file"] as? String } == [
            "../../elsewhere/outside.yaml", "Screens/Settings.yaml", "Screens/Settings.yaml", "Screens/Settings.yaml",
            "Screens/Ünïcode/Café.yaml",
        ])
    }

    @Test func controlCharactersAreEscaped() throws {
        let text = JSONValue.string("a\u{1}b\u{1F}\"\\/é").document
        #expect(text == #""a\u0001b\u001f\"\\/é""# + "\n")
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? String == "a\u{1}b\u{1F}\"\\/é")
    }
}
