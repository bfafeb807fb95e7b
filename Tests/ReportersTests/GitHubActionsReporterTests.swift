import Foundation
import Testing
@testable import Reporters

@Suite("github reporter")
struct GitHubActionsReporterTests {
    /// Records what the reporter appends, in place of the step summary file.
    private final class SummarySpy: @unchecked Sendable {
        private let lock = NSLock()
        private var appended: [(text: String, path: String)] = []

        var calls: [(text: String, path: String)] { lock.withLock { appended } }

        func append(_ text: String, _ path: String) {
            lock.withLock { appended.append((text, path)) }
        }
    }

    private struct DiskFull: Error, CustomStringConvertible {
        var description: String { "disk full, 100%" }
    }

    @Test func workflowCommandsPerFinding() {
        let reporter = GitHubActionsReporter(stepSummaryPath: nil, append: { _, _ in })
        #expect(reporter.render(Fixtures.report) == #"""
        ::error file=../../elsewhere/outside.yaml,line=2,col=3,title=spec-unknown-key::Unknown key 'colour'; did you mean 'color'?
        ::warning file=Screens/Settings.yaml,line=3,col=5,title=orientation-mask::Mask a|b, c: d%0D%0Anext
        ::error file=Screens/Settings.yaml,line=12,col=11,title=accessibility-missing-label::Button "close" is 100%25 <unlabeled> & can't be read%0AAdd label: Close,%0Aor hide it.
        ::error file=Screens/Settings.yaml,line=12,col=11,title=accessibility-missing-label::Second finding, same place
        ::notice file=Screens/Ünïcode/Café.yaml,line=7,col=9,title=presentation-modal::Modal «Détails» 日本 is fine

        """#)
    }

    @Test func cleanReportPrintsNothing() {
        #expect(GitHubActionsReporter(stepSummaryPath: nil, append: { _, _ in }).render(Fixtures.cleanReport) == "")
    }

    /// `@actions/core`'s escaping, character by character.
    @Test(arguments: [
        ("%", "%25", "%25"), ("\r", "%0D", "%0D"), ("\n", "%0A", "%0A"), (":", ":", "%3A"), (",", ",", "%2C"),
        ("=", "=", "="), (" ", " ", " "), ("<", "<", "<"), ("&", "&", "&"), ("\"", "\"", "\""), ("|", "|", "|"),
        ("é", "é", "é"), ("日", "日", "日"), ("a", "a", "a"),
    ])
    func escapesEachCharacter(character: String, data: String, property: String) {
        #expect(WorkflowCommandEscaping.data(character) == data)
        #expect(WorkflowCommandEscaping.property(character) == property)
    }

    @Test func escapingIsAppliedOnce() {
        #expect(WorkflowCommandEscaping.data("100%0A\r\n") == "100%250A%0D%0A")
        #expect(WorkflowCommandEscaping.property("C:\\a,b%") == "C%3A\\a%2Cb%25")
    }

    /// A command's message holds no raw line break, so a message can never start a command of its own.
    @Test func messagesCannotInjectCommands() {
        let lines = GitHubActionsReporter(stepSummaryPath: nil, append: { _, _ in }).render(Fixtures.report).split(separator: "\n")
        #expect(lines.count == Fixtures.findings.count)
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
    }

    @Test func appendsTheMarkdownReportToTheStepSummary() {
        let spy = SummarySpy()
        let reporter = GitHubActionsReporter(stepSummaryPath: "/runner/summary.md", append: spy.append)
        _ = reporter.render(Fixtures.report)
        #expect(spy.calls.count == 1)
        #expect(spy.calls.first?.path == "/runner/summary.md")
        #expect(spy.calls.first?.text == MarkdownReporter().render(Fixtures.report))
    }

    @Test(arguments: [nil, ""] as [String?])
    func writesNoSummaryWithoutAPath(path: String?) {
        let spy = SummarySpy()
        _ = GitHubActionsReporter(stepSummaryPath: path, append: spy.append).render(Fixtures.report)
        #expect(spy.calls.isEmpty)
    }

    @Test func failureToWriteTheSummaryBecomesAWarning() {
        let reporter = GitHubActionsReporter(stepSummaryPath: "/nowhere/summary.md", append: { _, _ in throw DiskFull() })
        let lines = reporter.render(Fixtures.cleanReport).split(separator: "\n")
        #expect(lines == ["::warning::a11y-check could not write the job summary to /nowhere/summary.md: disk full, 100%25"])
    }

    @Test func appendToFileAddsToWhatIsThere() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-summary-\(UUID().uuidString).md").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try GitHubActionsReporter.appendToFile("first\n", path)
        try GitHubActionsReporter.appendToFile("second é\n", path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first\nsecond é\n")
    }
}
