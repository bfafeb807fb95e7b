import A11yCore
import Foundation
import Testing
@testable import Reporters

/// GitLab's code quality report format: https://docs.gitlab.com/ci/testing/code_quality/
/// ("Code quality report format": a JSON array of objects with `description`, `check_name`,
/// `fingerprint`, `severity` one of info, minor, major, critical, blocker, `location.path` relative
/// to the repository and `location.lines.begin`).
@Suite("codeclimate reporter")
struct CodeClimateReporterTests {
    private let output = CodeClimateReporter().render(Fixtures.report)

    @Test func exactArray() {
        #expect(output == #"""
        [
          {
            "check_name": "spec-unknown-key",
            "description": "Unknown key 'colour'; did you mean 'color'?",
            "engine_name": "a11y-check",
            "fingerprint": "c110b95e2614c31e",
            "location": {
              "lines": {
                "begin": 2
              },
              "path": "../../elsewhere/outside.yaml"
            },
            "severity": "major",
            "type": "issue"
          },
          {
            "check_name": "orientation-mask",
            "description": "Mask a|b, c: d\r\nnext",
            "engine_name": "a11y-check",
            "fingerprint": "656e2fabd926a16f",
            "location": {
              "lines": {
                "begin": 3
              },
              "path": "Screens/Settings.yaml"
            },
            "severity": "minor",
            "type": "issue"
          },
          {
            "check_name": "accessibility-missing-label",
            "description": "Button \"close\" is 100% <unlabeled> & can't be read",
            "engine_name": "a11y-check",
            "fingerprint": "4c1c0b6d6b76f436",
            "location": {
              "lines": {
                "begin": 12
              },
              "path": "Screens/Settings.yaml"
            },
            "severity": "major",
            "type": "issue"
          },
          {
            "check_name": "accessibility-missing-label",
            "description": "Second finding, same place",
            "engine_name": "a11y-check",
            "fingerprint": "676a66be990551e9",
            "location": {
              "lines": {
                "begin": 12
              },
              "path": "Screens/Settings.yaml"
            },
            "severity": "major",
            "type": "issue"
          },
          {
            "check_name": "presentation-modal",
            "description": "Modal «Détails» 日本 is fine",
            "engine_name": "a11y-check",
            "fingerprint": "5cead388e04bde6b",
            "location": {
              "lines": {
                "begin": 7
              },
              "path": "Screens/Ünïcode/Café.yaml"
            },
            "severity": "info",
            "type": "issue"
          }
        ]

        """#)
    }

    /// Every issue, read back with Foundation, has each field GitLab requires with its documented type.
    @Test func everyIssueHasGitLabsRequiredFields() throws {
        let issues = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(issues.count == Fixtures.report.findings.count)
        let severities: Set<String> = ["info", "minor", "major", "critical", "blocker"]
        for (issue, finding) in zip(issues, Fixtures.report.findings) {
            #expect(issue["description"] as? String == finding.message)
            #expect(issue["check_name"] as? String == finding.ruleID)
            #expect(severities.contains(try #require(issue["severity"] as? String)))
            let fingerprint = try #require(issue["fingerprint"] as? String)
            #expect(fingerprint.count == 16 && fingerprint.allSatisfy(\.isHexDigit))
            let path = try #require(try value(issue, "location", "path") as? String)
            #expect(!path.hasPrefix("/"), "GitLab wants paths relative to the repository: \(path)")
            #expect(try value(issue, "location", "lines", "begin") as? Int == finding.location.line)
        }
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == issues.count, "GitLab counts one fingerprint once")
    }

    /// The first finding of an identity is fingerprinted as SARIF's `a11yCheckIdentity/v2` is:
    /// a line that moves keeps its GitLab issue.
    @Test func fingerprintIsTheFindingIdentity() throws {
        let moved = Finding(ruleID: "orientation-mask", severity: .warning,
                            location: SourceLocation(file: "/project/app/Screens/Settings.yaml", line: 40, column: 1),
                            message: "Another wording", scope: "settings", subject: "root")
        let report = LintReport(findings: [moved], rules: [], toolVersion: "0.1.0",
                                workingDirectory: Fixtures.workingDirectory, files: [], sourceText: { _ in nil })
        let issues = try #require(JSONSerialization.jsonObject(with: Data(CodeClimateReporter().render(report).utf8)) as? [[String: Any]])
        let sarif = try parseJSONObject(SARIFReporter().render(report))
        let identity = try value(sarif, "runs", 0, "results", 0, "partialFingerprints", SARIFReporter.identityFingerprintKey) as? String
        // FNV-1a of "orientation-mask\0Screens/Settings.yaml\0settings\0root", checked with Python.
        #expect(issues.first?["fingerprint"] as? String == "656e2fabd926a16f")
        #expect(issues.first?["fingerprint"] as? String == identity)
    }

    @Test func cleanRunIsAnEmptyArray() {
        #expect(CodeClimateReporter().render(Fixtures.cleanReport) == "[]\n")
    }
}
