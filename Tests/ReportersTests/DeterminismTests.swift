import A11yCore
import Testing
@testable import Reporters

@Suite("deterministic output")
struct DeterminismTests {
    /// The input order of findings, rules and files does not change any reporter's output.
    @Test(arguments: Reporters.all.map { $0.identifier })
    func outputIgnoresInputOrder(identifier: String) throws {
        let reporter = identifier == GitHubActionsReporter.identifier
            ? GitHubActionsReporter(stepSummaryPath: nil, append: { _, _ in })
            : try Reporters.reporter(identifier: identifier)
        let shuffled = LintReport(findings: Fixtures.findings.reversed(), rules: Fixtures.rules.reversed(),
                                  toolVersion: "0.1.0", workingDirectory: Fixtures.workingDirectory,
                                  files: Fixtures.files.reversed() + Fixtures.files,
                                  sourceText: Fixtures.report.sourceText)
        let first = reporter.render(Fixtures.report)
        #expect(reporter.render(Fixtures.report) == first)
        #expect(reporter.render(shuffled) == first)
    }

    /// Findings already in order by place and rule, as a lint run gives them, with those at one
    /// place out of order by subject: the report orders each place's findings, and gives the order
    /// a report of the same findings in any other order gives.
    @Test func findingsAtOnePlaceAreOrderedBySubject() {
        func finding(_ file: String, _ line: Int, _ subject: String) -> Finding {
            Finding(ruleID: "a11y-contrast", severity: .warning, location: SourceLocation(file: file, line: line, column: 3),
                    message: "m", scope: "s", subject: subject)
        }
        let byPlace = [finding("a.yaml", 1, "z"), finding("a.yaml", 1, "b"), finding("a.yaml", 2, "y"),
                       finding("b.yaml", 1, "d"), finding("b.yaml", 1, "c"), finding("b.yaml", 1, "a")]
        let ordered = LintReport(findings: byPlace, rules: [], toolVersion: "1", workingDirectory: "/w", files: []).findings
        #expect(ordered.map { "\($0.location.file):\($0.location.line) \($0.subject)" } == [
            "a.yaml:1 b", "a.yaml:1 z", "a.yaml:2 y", "b.yaml:1 a", "b.yaml:1 c", "b.yaml:1 d",
        ])
        let shuffled = LintReport(findings: [byPlace[4], byPlace[2], byPlace[0], byPlace[5], byPlace[1], byPlace[3]],
                                  rules: [], toolVersion: "1", workingDirectory: "/w", files: []).findings
        #expect(shuffled.map(\.subject) == ordered.map(\.subject))
    }
}
