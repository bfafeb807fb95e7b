import Foundation
import TestSupport
import Testing

/// A problem is reported once per place and cause (issue #16, point 3).
@Suite struct ReportedOnceTests {
    @Test func oneBadAnchorUsedTenTimesIsReportedOnce() throws {
        let aliases = (1...9).map { "  s\($0): *bad\n" }.joined()
        let directory = try CommandRunner.directory(["anchors.yaml": "screens:\n  s0: &bad {titel: Home}\n" + aliases])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CommandRunner.run(["lint", ".", "--reporter", "relative-path"], in: directory)
        #expect(run.status == 2)
        #expect(run.stdout.split(separator: "\n").first == "anchors.yaml:2:13: error: unknown key 'titel' in a screen; did you mean 'title'? [spec-unknown-key]")
        #expect(run.stdout.components(separatedBy: "\n").count == 3, "the error and its note line, once: \(run.stdout)")
    }
}
