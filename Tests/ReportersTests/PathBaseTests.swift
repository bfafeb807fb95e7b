import A11yCore
import Foundation
import Testing
@testable import Reporters

/// The CI reporters name files relative to the report's path base (the repository's root), also
/// when the findings name them relative to the working directory, a subfolder of it.
@Suite("path base")
struct PathBaseTests {
    private let report = LintReport(
        findings: [Finding(ruleID: "a11y-missing-label", severity: .error, location: SourceLocation(file: "Screens/a.yaml", line: 2, column: 3),
                           message: "m", scope: "s", subject: "x")],
        rules: [], toolVersion: "1", workingDirectory: "/repo/App", files: ["Screens/a.yaml"], pathBase: "/repo",
        sourceText: { _ in "a: b\nc: d\n" })

    @Test func everyCIReporterNamesTheFileFromTheBase() throws {
        #expect(GitHubActionsReporter(stepSummaryPath: nil, append: { _, _ in }).render(report).hasPrefix("::error file=App/Screens/a.yaml,line=2,col=3,"))
        #expect(CodeClimateReporter().render(report).contains(#""path": "App/Screens/a.yaml""#))
        #expect(SonarQubeReporter().render(report).contains(#""filePath": "App/Screens/a.yaml""#))
        #expect(JUnitReporter().render(report).contains(#"<testsuite name="App/Screens/a.yaml""#))
        #expect(MarkdownReporter().render(report).contains("| App/Screens/a.yaml | 2 | error |"))
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report).utf8)) as? [String: Any])
        #expect(try value(sarif, "runs", 0, "results", 0, "locations", 0, "physicalLocation", "artifactLocation", "uri") as? String
            == "App/Screens/a.yaml")
        #expect(try value(sarif, "runs", 0, "originalUriBaseIds", "%SRCROOT%", "uri") as? String == "file:///repo/")
    }

    /// Fingerprints hash the path from the base, so they do not depend on the folder the run was in.
    @Test func fingerprintsDoNotDependOnTheWorkingDirectory() {
        let fromRoot = LintReport(findings: [Finding(ruleID: "a11y-missing-label", severity: .error,
                                                     location: SourceLocation(file: "App/Screens/a.yaml", line: 2, column: 3),
                                                     message: "m", scope: "s", subject: "x")],
                                  rules: [], toolVersion: "1", workingDirectory: "/repo", files: [], sourceText: { _ in nil })
        #expect(CodeClimateReporter().render(fromRoot) == CodeClimateReporter().render(report))
    }

    /// The human-facing reporters keep the working directory.
    @Test func relativePathStaysRelativeToTheWorkingDirectory() {
        #expect(RelativePathReporter().render(report).hasPrefix("Screens/a.yaml:2:3: error: m [a11y-missing-label]"))
    }
}
