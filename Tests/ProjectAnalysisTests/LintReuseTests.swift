import A11yCore
import Hierarchy
import AnalysisResult
import LintEngine
import Settings
import Testing
import TestSupport
import ProjectAnalysis

/// The analysis of a lint run reuses what the run computed (its resolved scenes, its orientation
/// resolutions, the scene analyses of its scene rules, its screen analyses) and announces an
/// element that several environments expose alike once: none of it may change the result, which
/// must equal the analysis of the project computed afresh. Sources: reference/voiceover.md A1.4
/// (rows within `rowTolerance` of each other are read leading to trailing: the tolerance is 8 pt on
/// iPhone, 13 pt on iPad, reference/assumptions.md `rowTolerance`) and A1.8 (a custom presentation leaks the
/// presenter's elements).
@Suite struct LintReuseTests {
    /// A presenting scene, a custom presentation that leaks, and a screen on its own whose buttons
    /// sit 10 pt apart vertically: two rows on iPhone, one on iPad, so the two idioms list them in
    /// different orders.
    static let yaml = """
        app:
          devices: [iphone, ipad]
          orientations: {iphone: [portrait, landscapeLeft, landscapeRight], ipad: all}
        screens:
          home:
            title: Home
            view:
              - button: {id: save, title: Save, frame: [16, 120, 100, 44]}
          detail:
            title: Detail
            view:
              - button: {id: close, title: Close, frame: [16, 16, 80, 44]}
          rows:
            view:
              - button: {id: edit, title: Edit, frame: [200, 100, 100, 44]}
              - button: {id: delete, title: Delete, frame: [0, 110, 100, 44]}
        scenes:
          main:
            root:
              navigation: {id: nav, stack: [home]}
            presentations:
              - {present: detail, style: pageSheet}
          overlay:
            root: home
            presentations:
              - {present: detail, style: custom}
        """

    private static func lint() -> LintResult {
        var request = LintRequest(paths: ["/project/spec.yaml"], configuration: LintConfiguration(),
                                  workingDirectory: "/project")
        request.inMemoryFiles = [InMemorySpecFile(path: "/project/spec.yaml", bytes: Array(yaml.utf8))]
        request.settings.matrix.devices = ["iphone-16", "ipad"].compactMap(EnvironmentNames.devices.value(named:))
        request.settings.matrix.orientations = [.portrait, .landscapeRight]
        return LintRunner().run(request)
    }

    @Test("the analysis of a lint run equals the analysis of its project in its environments, part by part")
    func lintAnalysisEqualsFreshAnalysis() {
        let result = Self.lint()
        #expect(result.environments.map(\.name) == [
            "iphone-16 portrait iOS 26", "iphone-16 landscape iOS 26", "ipad-pro-11 portrait iOS 26",
            "ipad-pro-11 landscape iOS 26",
        ])
        let parts = AnalysisParts.scenes.union(.sources)
        let reused = ProjectAnalysis(lint: result, parts: parts)
        let fresh = ProjectAnalysis(project: result.workingSet.project, environments: result.environments, parts: parts)
        #expect(reused.environments == fresh.environments)
        #expect(reused.environments.map { $0.scenes.map(\.scene) } == Array(repeating: ["main", "overlay", "rows"], count: 4))
        #expect(ProjectAnalysis(lint: result, parts: parts, scene: "overlay").environments
            == ProjectAnalysis(project: result.workingSet.project, environments: result.environments, parts: parts,
                               scene: "overlay").environments)
    }

    @Test("a streamed analysis makes each scene equal to the whole analysis's, whatever the batches asked for")
    func streamedScenesEqualTheWholeAnalysis() {
        let result = Self.lint()
        let parts = AnalysisParts.all.union([.sources, .drawing])
        let whole = ProjectAnalysis(lint: result, parts: parts)
        let streamed = StreamedProjectAnalysis(lint: result, parts: parts)
        #expect(streamed.parts == parts.subtracting(.findings))
        #expect(streamed.outline.findings == whole.findings)
        #expect(streamed.outline.environments.map { $0.scenes.map(\.scene) } == whole.environments.map { $0.scenes.map(\.scene) })
        #expect(streamed.outline.environments.allSatisfy { $0.scenes.allSatisfy { $0.voiceOver == nil && $0.drawing == nil } })
        let places = whole.environments.indices.flatMap { environment in
            whole.environments[environment].scenes.indices.map { ScenePlace(environment: environment, position: $0) }
        }
        let expected = places.map { whole.environments[$0.environment].scenes[$0.position] }
        #expect(streamed.scenes(at: places) == expected)
        #expect(streamed.scenes(at: places.reversed()) == expected.reversed())
        #expect(places.flatMap { streamed.scenes(at: [$0]) } == expected)
    }

    @Test("an element listed at the same position in an earlier environment but different is announced on its own")
    func announcementsFollowEachEnvironmentsOrder() throws {
        let analysis = ProjectAnalysis(lint: Self.lint(), parts: .voiceOver, scene: "rows")
        let lists = analysis.environments.map { environment in
            environment.scenes.first?.voiceOver?.elements.map { "\($0.id): \($0.announcement)" } ?? []
        }
        #expect(lists == [
            ["edit: Edit. Button.", "delete: Delete. Button."], ["edit: Edit. Button.", "delete: Delete. Button."],
            ["delete: Delete. Button.", "edit: Edit. Button."], ["delete: Delete. Button.", "edit: Edit. Button."],
        ])
    }

    @Test("a leaking custom presentation: the presenter's elements stay reachable in every environment")
    func leakReusedFromTheSceneRules() throws {
        let result = Self.lint()
        #expect(result.findings.contains { $0.ruleID == "a11y-modal-leak" && $0.scope == "overlay" })
        let analysis = ProjectAnalysis(lint: result, parts: [.voiceOver, .geometry], scene: "overlay")
        for environment in analysis.environments {
            let scene = try #require(environment.scenes.first)
            // `home` is the root on its own: no navigation controller, so no navigation bar and no title element.
            #expect(scene.voiceOver?.elements.map(\.id).sorted() == ["close", "save"])
            #expect(scene.geometry?.leakedElements.map(\.id) == ["save"])
        }
    }
}
