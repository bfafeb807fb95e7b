import A11yCore
import Foundation
import Testing
@testable import Reporters

/// SonarQube's generic issue import format as SonarQube Server documents it since 10.3 (read at
/// 2025.1 and 2026.4: https://docs.sonarsource.com/sonarqube-server/analyzing-source-code/importing-external-issues/generic-issue-import-format):
/// `rules` of `{id, name, description?, engineId, cleanCodeAttribute?, impacts}` and `issues` of
/// `{ruleId, primaryLocation: {message, filePath, textRange: {startLine (1-based), startColumn (0-based)}}}`.
@Suite("sonarqube reporter")
struct SonarQubeReporterTests {
    private let output = SonarQubeReporter().render(Fixtures.report)

    @Test func exactDocument() {
        #expect(output == #"""
        {
          "issues": [
            {
              "primaryLocation": {
                "filePath": "../../elsewhere/outside.yaml",
                "message": "Unknown key 'colour'; did you mean 'color'?",
                "textRange": {
                  "startColumn": 2,
                  "startLine": 2
                }
              },
              "ruleId": "spec-unknown-key"
            },
            {
              "primaryLocation": {
                "filePath": "Screens/Settings.yaml",
                "message": "Mask a|b, c: d\r\nnext",
                "textRange": {
                  "startColumn": 4,
                  "startLine": 3
                }
              },
              "ruleId": "orientation-mask"
            },
            {
              "primaryLocation": {
                "filePath": "Screens/Settings.yaml",
                "message": "Button \"close\" is 100% <unlabeled> & can't be read",
                "textRange": {
                  "startColumn": 10,
                  "startLine": 12
                }
              },
              "ruleId": "accessibility-missing-label"
            },
            {
              "primaryLocation": {
                "filePath": "Screens/Settings.yaml",
                "message": "Second finding, same place",
                "textRange": {
                  "startColumn": 10,
                  "startLine": 12
                }
              },
              "ruleId": "accessibility-missing-label"
            },
            {
              "primaryLocation": {
                "filePath": "Screens/Ünïcode/Café.yaml",
                "message": "Modal «Détails» 日本 is fine",
                "textRange": {
                  "startColumn": 8,
                  "startLine": 7
                }
              },
              "ruleId": "presentation-modal"
            }
          ],
          "rules": [
            {
              "cleanCodeAttribute": "COMPLETE",
              "description": "VoiceOver reads the label; without it users hear only \"button\". https://www.w3.org/WAI/WCAG22/Understanding/name-role-value",
              "engineId": "a11y-check",
              "id": "accessibility-missing-label",
              "impacts": [
                {
                  "severity": "HIGH",
                  "softwareQuality": "RELIABILITY"
                }
              ],
              "name": "Interactive element has no accessibility label"
            },
            {
              "cleanCodeAttribute": "COMPLETE",
              "description": "UIKit raises an exception when no orientation is shared. https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask",
              "engineId": "a11y-check",
              "id": "orientation-mask",
              "impacts": [
                {
                  "severity": "MEDIUM",
                  "softwareQuality": "RELIABILITY"
                }
              ],
              "name": "Screens support no common orientation"
            },
            {
              "cleanCodeAttribute": "COMPLETE",
              "engineId": "a11y-check",
              "id": "presentation-modal",
              "impacts": [
                {
                  "severity": "LOW",
                  "softwareQuality": "RELIABILITY"
                }
              ],
              "name": "Modal presentation"
            },
            {
              "cleanCodeAttribute": "COMPLETE",
              "engineId": "a11y-check",
              "id": "spec-unknown-key",
              "impacts": [
                {
                  "severity": "HIGH",
                  "softwareQuality": "RELIABILITY"
                }
              ],
              "name": "spec-unknown-key"
            }
          ]
        }

        """#)
    }

    /// Read back with Foundation, field by field, against the documented names, types and values.
    @Test func fieldsMatchTheDocumentedFormat() throws {
        let document = try parseJSONObject(output)
        #expect(Set(document.keys) == ["rules", "issues"])
        let rules = try #require(document["rules"] as? [[String: Any]])
        let issues = try #require(document["issues"] as? [[String: Any]])
        let qualities: Set<String> = ["MAINTAINABILITY", "RELIABILITY", "SECURITY"]
        let impactSeverities: Set<String> = ["BLOCKER", "HIGH", "MEDIUM", "LOW", "INFO"]
        let attributes: Set<String> = ["FORMATTED", "CONVENTIONAL", "IDENTIFIABLE", "CLEAR", "LOGICAL", "COMPLETE", "EFFICIENT",
                                       "FOCUSED", "DISTINCT", "MODULAR", "TESTED", "LAWFUL", "TRUSTWORTHY", "RESPECTFUL"]
        for rule in rules {
            #expect(rule["id"] is String && rule["name"] is String)
            #expect(rule["engineId"] as? String == "a11y-check")
            #expect(attributes.contains(try #require(rule["cleanCodeAttribute"] as? String)))
            let impacts = try #require(rule["impacts"] as? [[String: Any]])
            #expect(!impacts.isEmpty)
            for impact in impacts {
                #expect(qualities.contains(try #require(impact["softwareQuality"] as? String)))
                #expect(impactSeverities.contains(try #require(impact["severity"] as? String)))
            }
        }
        let ruleIDs = Set(rules.compactMap { $0["id"] as? String })
        #expect(issues.count == Fixtures.report.findings.count)
        for (issue, finding) in zip(issues, Fixtures.report.findings) {
            let ruleID = try #require(issue["ruleId"] as? String)
            #expect(ruleID == finding.ruleID && ruleIDs.contains(ruleID), "every issue's rule is declared")
            #expect(try value(issue, "primaryLocation", "message") as? String == finding.message)
            #expect(try value(issue, "primaryLocation", "textRange", "startLine") as? Int == finding.location.line)
            #expect(try value(issue, "primaryLocation", "textRange", "startColumn") as? Int == finding.location.column - 1)
            #expect(!(try #require(try value(issue, "primaryLocation", "filePath") as? String)).hasPrefix("/"))
        }
        #expect(ruleIDs == Set(Fixtures.report.findings.map(\.ruleID)), "only the rules that raised issues")
    }

    @Test func cleanRunHasNoRulesAndNoIssues() {
        #expect(SonarQubeReporter().render(Fixtures.cleanReport) == "{\n  \"issues\": [],\n  \"rules\": []\n}\n")
    }
}
