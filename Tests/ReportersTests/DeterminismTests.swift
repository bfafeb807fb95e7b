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
}
