import A11yCore
import Foundation
import Testing
@testable import Reporters

@Suite("lint report")
struct LintReportTests {
    @Test func sortsFindingsByResolvedPathThenPosition() {
        let report = Fixtures.report
        #expect(report.findings.map { "\($0.location.line):\($0.ruleID)" } == [
            "2:spec-unknown-key", "3:orientation-mask", "12:accessibility-missing-label",
            "12:accessibility-missing-label", "7:presentation-modal",
        ])
        #expect(report.findings[2].hint != nil, "same place and rule: ordered by scope, subject, then message")
        #expect(report.rules.map(\.id) == ["accessibility-missing-label", "orientation-mask", "presentation-modal"])
        #expect(report.files == ["/elsewhere/outside.yaml", "/project/app/Screens/Clean.yaml", "/project/app/Screens/Settings.yaml",
                                 "Screens/Ünïcode/Café.yaml"])
    }

    /// Without an injected reader, sources come from disk, relative to the working directory,
    /// with invalid UTF-8 replaced as GitHub's fingerprinting reads it.
    @Test func readsSourcesFromDiskByDefault() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data([0x61, 0x3A, 0x20, 0xFF, 0x0A]).write(to: directory.appendingPathComponent("s.yaml"))
        let report = LintReport(findings: [], rules: [], toolVersion: "1", workingDirectory: directory.path, files: [])
        #expect(report.sourceText("s.yaml") == "a: \u{FFFD}\n")
        #expect(report.sourceText(directory.appendingPathComponent("s.yaml").path) == "a: \u{FFFD}\n")
        #expect(report.sourceText("missing.yaml") == nil)
    }
}
