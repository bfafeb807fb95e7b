import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// A rule input's scene analyses: the scene rules analyse a scene that shows a presentation once,
/// when the model leaves them something to judge there, and ``RuleInput/sceneAccessibility(at:)``
/// gives those to an analysis built from the run instead of analysing them again (and analyses
/// the others). Source: reference/voiceover.md A1.8 (a page sheet covers its presenter: VoiceOver
/// reaches the sheet's elements only).
@Suite struct SceneAccessibilityReuseTests {
    static let yaml = """
        screens:
          home:
            view:
              - button: {id: save, title: Save, frame: [16, 120, 100, 44]}
          detail:
            view:
              - button: {id: close, title: Close, frame: [16, 16, 80, 44]}
          alone:
            view:
              - button: {id: help, title: Help, frame: [16, 100, 80, 44]}
        scenes:
          main:
            root: home
            presentations:
              - {present: detail, style: pageSheet}
        """

    private static func input() -> RuleInput {
        RuleInput(project: Fixtures.project(yaml), environment: Fixtures.environment())
    }

    @Test("each scene's analysis equals the scene analysed on its own, before and after the scene rules ran")
    func sceneAccessibilityEqualsFreshAnalysis() throws {
        let input = Self.input()
        #expect(input.scenes.map(\.id) == ["main", "alone"])
        func lists(_ result: SceneAccessibilityResult) -> [String] {
            result.elements.map(\.id) + result.unreachable.map { "\($0.element.id) (\($0.reason))" }
        }
        let fresh = input.scenes.map { lists(SceneAccessibility.analyze($0, project: input.project)) }
        #expect(fresh == [["close", "save (covered by detail (pageSheet))"], ["help"]])
        #expect(input.scenes.indices.map { lists(input.sceneAccessibility(at: $0)) } == fresh)
        #expect(input.presentingSceneIndices.map { input.presentingSceneAccessibility(at: $0).scene.id } == ["main"])
        #expect(input.scenes.indices.map { lists(input.sceneAccessibility(at: $0)) } == fresh)
    }

    /// `presented` over `home`, full screen: it hides its presenter, so nothing leaks.
    private static func input(presented: String) -> RuleInput {
        let yaml = """
            screens:
              home:
                view:
                  - button: {id: save, title: Save, frame: [16, 120, 100, 44]}
              \(presented)
            scenes:
              main:
                root: home
                presentations:
                  - {present: detail, style: fullScreen}
            """
        return RuleInput(project: Fixtures.project(yaml), environment: Fixtures.environment())
    }

    @Test("the scene rules analyse a scene only when the model leaves them something to judge")
    func sceneRulesAnalyseOnlyWhatTheyJudge() {
        // A presented screen with a view: no leak to look for, but whether it has a way out
        // takes the analysis.
        let described = Self.input(presented: "detail: {view: [{label: {id: terms, text: Terms, frame: [16, 100, 300, 44]}}]}")
        #expect(ModalLeakRule().findings(in: described).isEmpty)
        #expect(described.cache.storedValue(for: PresentingSceneKey(index: 0)) == nil)
        #expect(ModalNoEscapeRule().findings(in: described).map(\.ruleID) == ["a11y-modal-no-escape"])
        #expect(described.cache.storedValue(for: PresentingSceneKey(index: 0)) != nil)
        // A presented view controller whose views code builds may hold its Close button: the
        // model settles that no finding can be made, without the analysis.
        let fromCode = Self.input(presented: "detail: {title: Detail}")
        #expect(ModalLeakRule().findings(in: fromCode).isEmpty)
        #expect(ModalNoEscapeRule().findings(in: fromCode).isEmpty)
        #expect(fromCode.cache.storedValue(for: PresentingSceneKey(index: 0)) == nil)
    }

    @Test("a stored value is nil until the cache computes it")
    func storedValue() {
        struct Key: AnalysisKey {
            typealias Value = Int
            let id: Int
        }
        let cache = AnalysisCache()
        #expect(cache.storedValue(for: Key(id: 1)) == nil)
        #expect(cache.value(for: Key(id: 1)) { 7 } == 7)
        #expect(cache.storedValue(for: Key(id: 1)) == 7)
        #expect(cache.storedValue(for: Key(id: 2)) == nil)
    }
}
