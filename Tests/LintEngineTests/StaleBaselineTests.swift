import A11yCore
import Foundation
import Testing
@testable import LintEngine

/// `--strict-baseline`: entries no finding matches any more (realm/SwiftLint#6511 asks SwiftLint
/// for the same), judged only for files the run read or files that are gone.
@Suite struct StaleBaselineTests {
    private func finding(_ subject: String, file: String = "/repo/Screens/a.yaml", rule: String = "a11y-missing-label") -> Finding {
        Finding(ruleID: rule, severity: .error, location: SourceLocation(file: file, line: 3, column: 3),
                message: "m", scope: "login", subject: subject)
    }

    @Test func fixedFindingsLeaveStaleEntriesWithTheCountThatIsGone() {
        let baseline = Baseline(findings: [finding("close"), finding("close"), finding("share"), finding("help")], relativeTo: "/repo")
        let stale = baseline.staleEntries([finding("close"), finding("help")], linted: ["/repo/Screens/a.yaml"], relativeTo: "/repo")
        #expect(stale == [
            Baseline.Entry(rule: "a11y-missing-label", file: "Screens/a.yaml", scope: "login", subject: "close", count: 1),
            Baseline.Entry(rule: "a11y-missing-label", file: "Screens/a.yaml", scope: "login", subject: "share", count: 1),
        ])
    }

    @Test func aBaselineThatStillMatchesHasNoStaleEntry() {
        let findings = [finding("close"), finding("share")]
        let baseline = Baseline(findings: findings, relativeTo: "/repo")
        #expect(baseline.staleEntries(findings + [finding("new")], linted: ["Screens/a.yaml"], relativeTo: "/repo").isEmpty)
    }

    /// A file the run did not read is not judged while it exists; a file that is gone is.
    @Test func onlyReadOrVanishedFilesAreJudged() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID())")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "screens: {}\n".write(to: directory.appendingPathComponent("Screens/unread.yaml"), atomically: false, encoding: .utf8)
        let root = directory.path
        let baseline = Baseline(findings: [finding("a", file: "\(root)/Screens/unread.yaml"), finding("b", file: "\(root)/Screens/gone.yaml")],
                                relativeTo: root)
        let stale = baseline.staleEntries([], linted: [], relativeTo: root)
        #expect(stale.map(\.file) == ["Screens/gone.yaml"])
    }
}
