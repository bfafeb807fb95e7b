import A11yCore
import Hierarchy
import Foundation
import OrientationResolver
import Settings
import TestSupport
import Testing
@testable import LintEngine

/// The closing summary line and the stages a progress line shows (issue #16, point 1).
@Suite struct LintSummaryTests {
    private func run(_ paths: [String], progress: (@Sendable (LintStage) -> Void)? = nil) -> LintResult {
        var request = LintRequest(paths: paths, configuration: LintConfiguration(), workingDirectory: Examples.directory.path)
        request.progress = progress
        return LintRunner(analysisRules: OrientationRules.all + PresentationRules.all).run(request)
    }

    @Test func theExamplesSummaryCountsFilesScenesEnvironmentsAndFindings() {
        let result = run([Examples.directory.path])
        #expect(LintSummary(result, reported: result.findings).description == "6 files, 15 scenes x 4 environments + 1 scene x 4 dark environments: 0 errors, 2 warnings")
        #expect(result.noSpecFiles == nil)
    }

    @Test func singularsAndInfos() {
        let result = run([Examples.path("refresh.yaml")])
        let info = Finding(ruleID: "x", severity: .info, location: SourceLocation(file: "a", line: 1, column: 1), message: "m",
                           scope: "", subject: "")
        #expect(LintSummary(result, reported: [info]).description == "1 file, 1 scene x 2 environments: 0 errors, 0 warnings, 1 info")
    }

    @Test func aFolderWithoutSpecsIsNamedWithTheExtensionsThatCount() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-empty-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = run([directory.path])
        #expect(result.noSpecFiles == "no spec files found in \(directory.path) (a11y-check reads .m, .mm, .storyboard, .strings, .swift, .xcstrings, .xib, .yaml and .yml files)")
        #expect(result.inputErrors.isEmpty)
    }

    @Test func theRunReportsItsStagesInOrder() {
        final class Stages: @unchecked Sendable {
            var seen: [LintStage] = []
        }
        let stages = Stages()
        _ = run([Examples.path("refresh.yaml")]) { stages.seen.append($0) }
        #expect(stages.seen == [.loading(files: 1), .analyzing(scenes: 1, environments: 2)])
    }
}
