import Foundation
import TestSupport
import Testing

/// Runs that check nothing fail and say which files count; text runs end with a summary line on
/// standard error; a terminal gets a progress line, a pipe never does (issue #16, point 1).
@Suite struct EmptyRunAndSummaryTests {
    @Test func anEmptyFolderFailsAndSaysWhichExtensionsCount() throws {
        let directory = try CommandRunner.directory(["notes.txt": "screens: {}\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CommandRunner.run(["lint", "."], in: directory)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "error: no spec files found in . (a11y-check reads .m, .mm, .storyboard, .strings, .swift, .xcstrings, .xib, .yaml and .yml files)\n")
    }

    @Test func aTextRunEndsWithASummaryLineOnStandardErrorThatQuietHides() throws {
        let directory = try CommandRunner.directory([
            "a.yaml": "screens:\n  home:\n    title: Home\n    view:\n      - button: {id: info, label: Info, frame: [16, 100, 20, 20]}\n",
            "b.yaml": "screens:\n  away:\n    title: Away\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CommandRunner.run(["lint", ".", "--device", "iphone", "--orientation", "portrait,landscape", "--reporter", "relative-path"],
                                        in: directory)
        #expect(run.status == 0)
        #expect(run.stderr == "2 files, 2 scenes x 2 environments: 0 errors, 1 warning\n")
        let quiet = try CommandRunner.run(["lint", ".", "--quiet"], in: directory)
        #expect(quiet.stderr == "")
        let json = try CommandRunner.run(["lint", ".", "--reporter", "json"], in: directory)
        #expect(json.stderr == "", "machine-readable reporters print no summary line")
    }

    @Test func aRunStoppedBySpecErrorsSaysSoInItsSummary() throws {
        let directory = try CommandRunner.directory(["bad.yaml": "screens:\n  home:\n    titel: Home\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CommandRunner.run(["lint", "."], in: directory)
        #expect(run.status == 2)
        #expect(run.stderr == """
            note: spec errors found: the analyzers did not run; fix them and run again
            1 file (not analyzed: fix the spec errors first): 1 error, 0 warnings

            """)
    }

    @Test func noProgressLineInAPipe() throws {
        let run = try CommandRunner.run(["lint", Examples.directory.path, "--reporter", "json"])
        #expect(!run.stderr.contains("a11y-check:"))
    }
}
