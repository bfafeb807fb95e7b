import A11yCore
import Foundation
import Testing
@testable import LintEngine

@Suite struct BaselineTests {
    private func finding(_ subject: String, line: Int, rule: String = "a11y-missing-label") -> Finding {
        Finding(ruleID: rule, severity: .error, location: SourceLocation(file: "/repo/Screens/a.yaml", line: line, column: 3),
                message: "m", scope: "login", subject: subject)
    }

    @Test func movedFindingsStayKnownAndSecondCopiesAreNew() {
        let baseline = Baseline(findings: [finding("close", line: 10)], relativeTo: "/repo")
        #expect(baseline.entries == [Baseline.Entry(rule: "a11y-missing-label", file: "Screens/a.yaml", scope: "login", subject: "close", count: 1)])
        let now = [finding("close", line: 40), finding("close", line: 41), finding("share", line: 50)]
        #expect(baseline.newFindings(now, relativeTo: "/repo").map(\.location.line) == [41, 50])
    }

    /// Baselines name files as every report does (``RelativePaths``): a file outside the base
    /// directory gets `..`, not a machine's absolute path.
    @Test func filesOutsideTheDirectoryAreRelativeWithDotDot() {
        let outside = Finding(ruleID: "a11y-missing-label", severity: .error,
                              location: SourceLocation(file: "/elsewhere/b.yaml", line: 2, column: 3), message: "m", scope: "s", subject: "x")
        let baseline = Baseline(findings: [outside], relativeTo: "/repo/app")
        #expect(baseline.entries.map(\.file) == ["../../elsewhere/b.yaml"])
        #expect(baseline.newFindings([outside], relativeTo: "/repo/app").isEmpty)
    }

    @Test func roundTripsThroughAFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let baseline = Baseline(findings: [finding("close", line: 1), finding("close", line: 2, rule: "a11y-touch-target")], relativeTo: "/repo")
        try baseline.write(path: path)
        #expect(try Baseline.read(path: path) == baseline)
    }
}
