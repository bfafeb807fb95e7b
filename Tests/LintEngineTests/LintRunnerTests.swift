import A11yCore
import Hierarchy
import Foundation
import OrientationResolver
import Settings
import TestSupport
import Testing
@testable import LintEngine

@Suite struct LintRunnerTests {
    private let examples = Examples.directory

    private func run(_ paths: [String], configuration: LintConfiguration = LintConfiguration(), baseline: Baseline? = nil) -> LintResult {
        var request = LintRequest(paths: paths, configuration: configuration, workingDirectory: examples.path)
        request.baseline = baseline
        return LintRunner(analysisRules: OrientationRules.all + PresentationRules.all).run(request)
    }

    private func lines(_ findings: [Finding]) -> [String] {
        findings.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column) \($0.ruleID) \($0.environments.joined(separator: "|"))" }
    }

    @Test func examplesGetOneFindingPerProblemListingItsEnvironments() {
        let result = run([examples.path])
        #expect(!result.analysisSkipped)
        // settings.yaml's colours differ in dark mode: dark environments join, and check only its scene.
        #expect(result.environments.map(\.name) == [
            "iphone-16 portrait iOS 26", "iphone-16 portrait iOS 26 dark", "iphone-16 landscape iOS 26", "iphone-16 landscape iOS 26 dark",
            "ipad-pro-11 portrait iOS 26", "ipad-pro-11 portrait iOS 26 dark", "ipad-pro-11 landscape iOS 26", "ipad-pro-11 landscape iOS 26 dark",
        ])
        #expect(result.workingSet.inputs.map { $0.scenes.count } == [15, 1, 15, 1, 15, 1, 15, 1])
        #expect(lines(result.findings) == [
            "orientation.yaml:20:5 orientation-override-ignored iphone-16 portrait iOS 26|iphone-16 landscape iOS 26|ipad-pro-11 portrait iOS 26|ipad-pro-11 landscape iOS 26",
            "orientation.yaml:25:5 orientation-trait-rotation-on-ipad ipad-pro-11 portrait iOS 26|ipad-pro-11 landscape iOS 26",
        ])
    }

    @Test func configurationDisablesRulesAndChangesSeverityPerPath() {
        var configuration = LintConfiguration()
        configuration.disabledRules = ["orientation-trait-rotation-on-ipad"]
        var override = PathOverride()
        override.paths = ["**/orientation.yaml"]
        override.severities = ["orientation-override-ignored": .error]
        configuration.overrides = [override]
        let result = run([examples.appendingPathComponent("orientation.yaml").path], configuration: configuration)
        #expect(result.findings.map { "\($0.ruleID) \($0.severity)" } == ["orientation-override-ignored error"])
    }

    @Test func theMatrixComesFromTheConfiguration() throws {
        var configuration = LintConfiguration()
        configuration.matrix.devices = try EnvironmentNames.devices.values(in: "iphone-se")
        configuration.matrix.orientations = [.portrait]
        let result = run([examples.appendingPathComponent("orientation.yaml").path], configuration: configuration)
        #expect(result.environments.map(\.name) == ["iphone-se portrait iOS 26"])
        #expect(lines(result.findings) == ["orientation.yaml:20:5 orientation-override-ignored iphone-se portrait iOS 26"])
    }

    @Test func aBaselineHidesKnownFindingsOnly() {
        let first = run([examples.path])
        let baseline = Baseline(findings: Array(first.findings.prefix(1)), relativeTo: examples.path)
        let second = run([examples.path], baseline: baseline)
        #expect(lines(second.findings).map { $0.split(separator: " ")[1] } == ["orientation-trait-rotation-on-ipad"])
        #expect(second.unfilteredFindings.count == 2)
    }

    @Test func specErrorsStopTheAnalyzers() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "screens: {home: {titel: Home}}\n".write(to: directory.appendingPathComponent("bad.yaml"), atomically: false, encoding: .utf8)
        let result = run([directory.path, examples.appendingPathComponent("orientation.yaml").path])
        #expect(result.analysisSkipped)
        #expect(result.findings.map(\.ruleID) == ["spec-unknown-key"])
    }
}
