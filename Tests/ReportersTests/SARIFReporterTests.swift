import A11yCore
import Foundation
import Testing
@testable import Reporters

@Suite("sarif reporter")
struct SARIFReporterTests {
    private let output = SARIFReporter().render(Fixtures.report)

    @Test(arguments: ["findings", "clean"])
    func validatesAgainstTheSchema(report: String) throws {
        let log = try parseJSONObject(SARIFReporter().render(report == "clean" ? Fixtures.cleanReport : Fixtures.report))
        #expect(try SARIFSchema.validator().errors(in: log) == [])
    }

    /// The validator is not vacuous: each broken copy of a valid log is rejected.
    @Test(arguments: [
        ("startColumn", 0, "minimum"),
        ("level", "fatal", "is not one of"),
        ("unexpected", "x", "is not allowed"),
        ("ruleIndex", "zero", "is not integer"),
    ] as [(String, any Sendable, String)])
    func schemaRejectsBrokenResults(key: String, replacement: any Sendable, problem: String) throws {
        var log = try parseJSONObject(output)
        var runs = try #require(log["runs"] as? [[String: Any]])
        var results = try #require(runs[0]["results"] as? [[String: Any]])
        if key == "startColumn" {
            results[0]["locations"] = [["physicalLocation": ["artifactLocation": ["uri": "a.yaml"],
                                                               "region": ["startLine": 1, "startColumn": replacement]]]]
        } else {
            results[0][key] = replacement
        }
        runs[0]["results"] = results
        log["runs"] = runs
        let errors = try SARIFSchema.validator().errors(in: log)
        #expect(errors.contains { $0.hasPrefix("/runs/0/results/0") && $0.contains(problem) }, "\(errors)")
    }

    @Test func schemaRejectsAMissingMessage() throws {
        var log = try parseJSONObject(output)
        var runs = try #require(log["runs"] as? [[String: Any]])
        var results = try #require(runs[0]["results"] as? [[String: Any]])
        results[0]["message"] = nil
        runs[0]["results"] = results
        log["runs"] = runs
        #expect(try SARIFSchema.validator().errors(in: log).contains("/runs/0/results/0: missing required property message"))
    }

    /// The properties GitHub's SARIF support table marks required, and the values it accepts.
    @Test func hasWhatGitHubRequires() throws {
        let log = try parseJSONObject(output)
        #expect(try value(log, "version") as? String == "2.1.0")
        #expect(try value(log, "$schema") as? String == SARIFReporter.schemaURI)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        #expect(try value(runs[0], "columnKind") as? String == "unicodeCodePoints")
        let driver = try #require(try value(runs[0], "tool", "driver") as? [String: Any])
        #expect(driver["name"] as? String == "a11y-check")
        #expect(driver["semanticVersion"] as? String == "0.1.0")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["accessibility-missing-label", "orientation-mask", "presentation-modal", "spec-unknown-key"])
        for rule in rules {
            for path in [["shortDescription", "text"], ["fullDescription", "text"], ["help", "text"], ["help", "markdown"]] {
                let text = try #require(try value(rule, path[0], path[1]) as? String)
                #expect(!text.isEmpty && text.count <= 1024)
            }
            #expect(["note", "warning", "error"].contains(try value(rule, "defaultConfiguration", "level") as? String ?? ""))
        }
        #expect(try value(rules[0], "properties", "tags") as? [String] == ["accessibility"])
        // Each rule's help link is its section of docs/rules.md at the release tag.
        #expect(try value(rules[0], "helpUri") as? String
            == "https://github.com/a11y-check/a11y-check/blob/v0.1.0/docs/rules.md#accessibility-missing-label")
        #expect(rules[2]["helpUri"] as? String == "https://github.com/a11y-check/a11y-check/blob/v0.1.0/docs/rules.md#presentation-modal")

        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == Fixtures.findings.count)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect(["note", "warning", "error"].contains(result["level"] as? String ?? ""))
            #expect(!(try value(result, "message", "text") as? String ?? "").isEmpty)
            #expect(try value(result, "locations", 0, "physicalLocation", "region", "startLine") as? Int ?? 0 >= 1)
            #expect(try value(result, "locations", 0, "physicalLocation", "region", "startColumn") as? Int ?? 0 >= 1)
            let uri = try #require(try value(result, "locations", 0, "physicalLocation", "artifactLocation", "uri") as? String)
            let artifact = try #require(try value(result, "locations", 0, "physicalLocation", "artifactLocation") as? [String: Any])
            if uri.hasPrefix("file:///") {
                #expect(artifact["uriBaseId"] == nil, "a file outside the working directory: \(uri)")
            } else {
                #expect(!uri.hasPrefix("/") && !uri.contains("://"), "relative: \(uri)")
                #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            }
            #expect(try value(result, "partialFingerprints", SARIFReporter.identityFingerprintKey) is String)
        }
    }

    @Test func levelsFollowSeverities() throws {
        let results = try #require(try value(parseJSONObject(output), "runs", 0, "results") as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "error", "error", "note"])
        #expect(try value(results[2], "message", "text") as? String
            == #"Button "close" is 100% <unlabeled> & can't be read"# + "\nAdd label: Close,\nor hide it.")
        #expect(try value(results[4], "locations", 0, "physicalLocation", "artifactLocation", "uri") as? String
            == "Screens/%C3%9Cn%C3%AFcode/Caf%C3%A9.yaml")
    }

    /// `primaryLocationLineHash` is GitHub's hash of the finding's line, `:` and the identity when
    /// the file is readable (and absent otherwise); the second finding with the same line and
    /// identity adds `:1`, so no two results share one (code scanning would merge them).
    @Test func lineHashesComeFromTheSourceText() throws {
        let results = try #require(try value(parseJSONObject(output), "runs", 0, "results") as? [[String: Any]])
        let expected = LineHash.hashes(of: Fixtures.settingsText)
        let mask = StableHash.hex("orientation-mask\u{0}Screens/Settings.yaml\u{0}settings\u{0}root")
        let label = StableHash.hex("accessibility-missing-label\u{0}Screens/Settings.yaml\u{0}settings\u{0}close")
        #expect(try value(results[1], "partialFingerprints", "primaryLocationLineHash") as? String == "\(expected[3]!):\(mask)")
        #expect(try value(results[2], "partialFingerprints", "primaryLocationLineHash") as? String == "\(expected[12]!):\(label)")
        #expect(try value(results[3], "partialFingerprints", "primaryLocationLineHash") as? String == "\(expected[12]!):\(label):1")
        #expect((try value(results[0], "partialFingerprints") as? [String: Any])?["primaryLocationLineHash"] == nil)
    }

    /// Six results on one line get six distinct line hashes, and each region ends with its line.
    @Test func resultsOnOneLineHaveDistinctLineHashesAndEnds() throws {
        let text = "view: [{button: {id: a}}, {button: {id: b}}, {button: {id: c}}]\n"
        let findings = (0..<6).map { index in
            Finding(ruleID: index < 3 ? "a11y-missing-label" : "a11y-touch-target", severity: .warning,
                    location: SourceLocation(file: "/w/a.yaml", line: 1, column: 18 + 20 * (index % 3)),
                    message: "m", scope: "s", subject: ["a", "b", "c"][index % 3])
        }
        let report = LintReport(findings: findings, rules: [], toolVersion: "1", workingDirectory: "/w", files: [],
                                sourceText: { _ in text })
        let log = try parseJSONObject(SARIFReporter().render(report))
        let results = try #require(try value(log, "runs", 0, "results") as? [[String: Any]])
        let hashes = try results.map { try #require(try value($0, "partialFingerprints", "primaryLocationLineHash") as? String) }
        #expect(Set(hashes).count == 6)
        for result in results {
            #expect(try value(result, "locations", 0, "physicalLocation", "region", "endLine") as? Int == 1)
            #expect(try value(result, "locations", 0, "physicalLocation", "region", "endColumn") as? Int == text.count)
        }
        #expect(try SARIFSchema.validator().errors(in: log) == [])
    }

    /// `a11yCheckIdentity/v2` hashes rule, relative file, scope and subject: it survives a move to another line.
    @Test func identityIgnoresThePosition() throws {
        func identity(line: Int, file: String) throws -> String {
            let finding = Finding(ruleID: "orientation-mask", severity: .warning,
                                  location: SourceLocation(file: file, line: line, column: 2),
                                  message: "m", scope: "settings", subject: "root")
            let report = LintReport(findings: [finding], rules: [], toolVersion: "1", workingDirectory: "/w", files: [],
                                    sourceText: { _ in nil })
            let log = try parseJSONObject(SARIFReporter().render(report))
            return try #require(try value(log, "runs", 0, "results", 0, "partialFingerprints", SARIFReporter.identityFingerprintKey) as? String)
        }
        let original = try identity(line: 3, file: "/w/a.yaml")
        #expect(try identity(line: 40, file: "a.yaml") == original)
        #expect(original == "6b2613d8b757c987")  // StableHash.hex("orientation-mask\0a.yaml\0settings\0root")
        #expect(try identity(line: 3, file: "/w/b.yaml") != original)
    }

    /// A file outside the directory the tool ran in keeps an absolute `file:` URI and no base.
    @Test func aFileOutsideTheSourceRootIsAnAbsoluteURI() throws {
        let finding = Finding(ruleID: "spec-yaml-syntax", severity: .error, location: SourceLocation(file: "/elsewhere/b c.yaml", line: 2, column: 3),
                              message: "m", scope: "", subject: "")
        let report = LintReport(findings: [finding], rules: [], toolVersion: "1", workingDirectory: "/w/repo", files: [],
                                sourceText: { _ in nil })
        let log = try parseJSONObject(SARIFReporter().render(report))
        let artifact = try #require(try value(log, "runs", 0, "results", 0, "locations", 0, "physicalLocation", "artifactLocation") as? [String: String])
        #expect(artifact == ["uri": "file:///elsewhere/b%20c.yaml"])
        #expect(try value(log, "runs", 0, "originalUriBaseIds", "%SRCROOT%", "uri") as? String == "file:///w/repo/")
        #expect(try SARIFSchema.validator().errors(in: log) == [])
    }

    /// The whole log for one finding of a rule without a description, at line and column 0: no
    /// `informationUri` (the project publishes no address), paths relative to `%SRCROOT%`.
    @Test func renderedLogForAnUndescribedRule() {
        let finding = Finding(ruleID: "spec-yaml-syntax", severity: .error,
                              location: SourceLocation(file: "/w/bad file.yaml", line: 0, column: 0),
                              message: "mapping values are not allowed here", scope: "", subject: "")
        let report = LintReport(findings: [finding], rules: [], toolVersion: "0.2.0", workingDirectory: "/w",
                                files: ["/w/bad file.yaml"], sourceText: { _ in "a: b: c\n" })
        #expect(SARIFReporter().render(report) == """
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "runs": [
                {
                  "columnKind": "unicodeCodePoints",
                  "originalUriBaseIds": {
                    "%SRCROOT%": {
                      "description": {
                        "text": "The repository's root; result paths are relative to it."
                      },
                      "uri": "file:///w/"
                    }
                  },
                  "results": [
                    {
                      "level": "error",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "bad%20file.yaml",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "endColumn": 8,
                              "endLine": 1,
                              "startColumn": 1,
                              "startLine": 1
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "mapping values are not allowed here"
                      },
                      "partialFingerprints": {
                        "a11yCheckIdentity/v2": "\(StableHash.hex("spec-yaml-syntax\u{0}bad file.yaml\u{0}\u{0}"))",
                        "primaryLocationLineHash": "\(LineHash.hashes(of: "a: b: c\n")[1]!):\(StableHash.hex("spec-yaml-syntax\u{0}bad file.yaml\u{0}\u{0}"))"
                      },
                      "ruleId": "spec-yaml-syntax",
                      "ruleIndex": 0
                    }
                  ],
                  "tool": {
                    "driver": {
                      "name": "a11y-check",
                      "rules": [
                        {
                          "defaultConfiguration": {
                            "level": "error"
                          },
                          "fullDescription": {
                            "text": "spec-yaml-syntax"
                          },
                          "help": {
                            "markdown": "spec-yaml-syntax",
                            "text": "spec-yaml-syntax"
                          },
                          "id": "spec-yaml-syntax",
                          "name": "SpecYamlSyntax",
                          "shortDescription": {
                            "text": "spec-yaml-syntax"
                          }
                        }
                      ],
                      "semanticVersion": "0.2.0"
                    }
                  }
                }
              ],
              "version": "2.1.0"
            }

            """)
    }

    @Test func helpMarkdownShowsTheFirstTriggeringExample() throws {
        let rules = try #require(try value(parseJSONObject(output), "runs", 0, "tool", "driver", "rules") as? [[String: Any]])
        #expect(try value(rules[1], "help", "markdown") as? String == """
            **Screens support no common orientation**

            UIKit raises an exception when no orientation is shared.

            [Documentation](<https://github.com/a11y-check/a11y-check/blob/v0.1.0/docs/rules.md#orientation-mask>)

            Reference: <https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask>

            Example that triggers the rule:

            ```yaml
            screens:
              - id: a
                orientations: []
            ```
            """)
        #expect(try value(rules[2], "help", "text") as? String
            == "Modal presentation\n\nDocumentation: https://github.com/a11y-check/a11y-check/blob/v0.1.0/docs/rules.md#presentation-modal")
    }
}
