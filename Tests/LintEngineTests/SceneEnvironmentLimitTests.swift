import A11yCore
import Hierarchy
import Foundation
import Settings
import TestSupport
import Testing
@testable import LintEngine

/// A run's scenes times its environments are bounded (``SpecLimits/maximumSceneEnvironments``):
/// past the bound the run is a located `spec-limit-exceeded` error at the first scene too many,
/// and no scene is resolved (the full matrix over 500 storyboards reached 24.3 GB).
@Suite struct SceneEnvironmentLimitTests {
    private func lint(screens: Int, matrix: MatrixSelection) throws -> LintResult {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scene-environments-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("screens.yaml")
        let lines = (0..<screens).map { "  s\($0): {title: S\($0)}" }
        try ("screens:\n" + lines.joined(separator: "\n") + "\n").write(to: file, atomically: false, encoding: .utf8)
        let request = LintRequest(paths: [file.path], settings: RunSettings(commandLine: matrix), workingDirectory: directory.path)
        return LintRunner().run(request)
    }

    /// Every iOS version, orientation, direction and appearance on one iPhone.
    private static var wideMatrix: (selection: MatrixSelection, count: Int) {
        var matrix = MatrixSelection()
        matrix.devices = [Device.named("iphone-16")!]
        matrix.orientations = InterfaceOrientation.allCases
        matrix.iosVersions = IOSVersion.all
        matrix.layoutDirections = LayoutDirection.allCases
        matrix.appearances = Appearance.allCases
        let environments = EnvironmentMatrix(devices: [Device.named("iphone-16")!], orientations: InterfaceOrientation.allCases,
                                             iosVersions: IOSVersion.all, layoutDirections: LayoutDirection.allCases,
                                             appearances: Appearance.allCases).environments
        return (matrix, environments.count)
    }

    @Test func oneSceneTooManyIsRefusedAtItsKey() throws {
        let (matrix, environments) = Self.wideMatrix
        let allowed = SpecLimits.maximumSceneEnvironments / environments
        let result = try lint(screens: allowed + 1, matrix: matrix)
        let errors = result.findings.filter { $0.ruleID == "spec-limit-exceeded" }
        #expect(errors.map { "\($0.location.line):\($0.location.column)" } == ["\(allowed + 2):3"])
        #expect(errors.first?.message == "\(allowed + 1) scenes in \(environments) environments make \((allowed + 1) * environments) to analyse; "
            + "a11y-check analyses at most 250000 per run, so at most \(allowed) scenes in this matrix, and 's\(allowed)' is scene \(allowed + 1)")
        #expect(result.analysisSkipped)
        #expect(result.findings.count == 1)
    }

    /// At the bound exactly, nothing is refused (checked on the catalog: analysing 250,000
    /// scene-environments is the work the bound allows, not a test's).
    @Test func theBoundItselfIsAllowed() {
        let screens = (0..<1_000).map { "  s\($0): {title: S\($0)}" }.joined(separator: "\n")
        let catalog = SceneCatalog(Spec.project("screens:\n" + screens + "\n").project)
        #expect(SceneEnvironmentLimit.diagnostic(catalog, environmentCount: SpecLimits.maximumSceneEnvironments / 1_000) == nil)
        #expect(SceneEnvironmentLimit.diagnostic(catalog, environmentCount: SpecLimits.maximumSceneEnvironments / 1_000 + 1)?
            .location.line == 2 + SpecLimits.maximumSceneEnvironments / (SpecLimits.maximumSceneEnvironments / 1_000 + 1))
    }
}
