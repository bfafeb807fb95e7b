import AnalysisResult
import Foundation
import A11yCore
import Hierarchy
import LintEngine
import Settings
import Testing
import TestSupport
import ProjectAnalysis

/// Two revisions of a spec that differ only in where things are written analyse to equal
/// results, and a result survives JSON: what the diff relies on.
@Suite struct RevisionIdentityTests {
    /// ``AnalysisFixtures/sheet`` with an unlabelled button on `home` (`a11y-missing-label`).
    private static let original = Fixtures.sheet.replacingOccurrences(
        of: "      - button: {id: save, title: Save, frame: [16, 120, 100, 44]}\n",
        with: "      - button: {id: save, title: Save, frame: [16, 120, 100, 44]}\n"
            + "      - button: {id: gear, frame: [16, 180, 44, 44]}\n")

    /// The same spec with comments and blank lines added, the screens swapped and keys reordered.
    private static let moved = """
        # Moved around: the screens swap places, flow mappings become block mappings.

        screens:
          detail:
            view:
              - button: {frame: [16, 16, 80, 44], title: Close, id: close}
            title: Detail

          home:
            # the gear button has no title, image or label
            view:
              - button: {id: save, title: Save, frame: [16, 120, 100, 44]}
              - button:
                  frame: [16, 180, 44, 44]
                  id: gear
            title: Home
        scenes:
          main:
            presentations:
              - {style: pageSheet, present: detail}
            root:
              navigation:
                stack: [home]
                id: nav
        """

    private static let environments = [Fixtures.environment(), Fixtures.environment("ipad", .landscapeRight)]

    @Test("moving lines changes no scene part")
    func scenePartsIgnoreLines() {
        let before = Fixtures.project(Self.original)
        let after = Fixtures.project(Self.moved)
        let first = ProjectAnalysis(project: before, environments: Self.environments)
        let second = ProjectAnalysis(project: after, environments: Self.environments)
        #expect(first == second)
        #expect(first.environments[0].scenes[0].voiceOver?.unreachable.map(\.id) == ["save", "gear", "nav.title"])
    }

    /// Lints `yaml` written to `spec.yaml` in a new temporary folder and analyses the run.
    private func lint(_ yaml: String) throws -> ProjectAnalysis {
        try lintInFolder(yaml).analysis
    }

    /// The analysis of `yaml` linted as `spec.yaml` in a new temporary folder, and the folder.
    private func lintInFolder(_ yaml: String) throws -> (analysis: ProjectAnalysis, folder: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("analysis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(yaml.utf8).write(to: folder.appendingPathComponent("spec.yaml"))
        var request = LintRequest(paths: [folder.path], configuration: LintConfiguration(), workingDirectory: folder.path)
        request.settings.matrix.devices = try EnvironmentNames.devices.values(in: "iphone-16,ipad")
        request.settings.matrix.orientations = [.portrait]
        return (ProjectAnalysis(lint: LintRunner().run(request)), folder.path)
    }

    @Test("moving lines changes where a finding is, not which finding it is")
    func findingsKeepTheirIdentity() throws {
        let first = try lint(Self.original)
        let second = try lint(Self.moved)
        #expect(first.environments == second.environments)
        let identity = { (analysis: ProjectAnalysis) in
            (analysis.findings ?? []).map { "\($0.ruleID) \($0.scope) \($0.subject) \(($0.location.file as NSString).lastPathComponent) \($0.environments)" }
        }
        #expect(identity(first) == [
            "a11y-missing-label home gear spec.yaml [\"iphone-16 portrait iOS 26\", \"ipad-pro-11 portrait iOS 26\"]",
        ])
        #expect(identity(first) == identity(second))
        #expect(first.findings?.map(\.location.line) == [6])
        #expect(second.findings?.map(\.location.line) == [13])
        #expect(first.rules?.contains { $0.id == "a11y-missing-label" && $0.documentation.hasPrefix("https://") } == true)
    }

    @Test("two revisions in two folders: the same finding identities, relative to each folder")
    func findingIdentitiesAcrossFolders() throws {
        let (first, firstFolder) = try lintInFolder(Self.original)
        let (second, secondFolder) = try lintInFolder(Self.moved)
        #expect(firstFolder != secondFolder)
        let identities = first.findingIdentities(relativeTo: firstFolder)
        #expect(identities == [FindingIdentity(rule: "a11y-missing-label", file: "spec.yaml", scope: "home", subject: "gear")])
        #expect(second.findingIdentities(relativeTo: secondFolder) == identities)
    }

    @Test("spec errors keep the scene parts from running; the findings say why")
    func specErrorsLeaveOnlyFindings() throws {
        let analysis = try lint("screens:\n  home:\n    titel: Home\n")
        #expect(analysis.environments.isEmpty)
        #expect(analysis.findings?.map { "\($0.ruleID) \($0.location.line):\($0.location.column)" } == ["spec-unknown-key 3:5"])
        #expect(analysis.files.map { ($0 as NSString).lastPathComponent } == ["spec.yaml"])
    }

    @Test("the lint run's scenes give the same scene parts as a fresh analysis")
    func lintRunIsReused() throws {
        let linted = try lint(Self.original)
        #expect(linted.parts == .all)
        let project = Fixtures.project(Self.original)
        let fresh = ProjectAnalysis(project: project, environments: [Fixtures.environment(), Fixtures.environment("ipad")])
        #expect(linted.environments == fresh.environments)
    }

    @Test("a result with every part survives a JSON round trip")
    func codableRoundTrip() throws {
        let original = try lint(Self.original)
        #expect(original.findings?.isEmpty == false)
        let data = try JSONEncoder().encode(original)
        #expect(try JSONDecoder().decode(ProjectAnalysis.self, from: data) == original)
    }
}
