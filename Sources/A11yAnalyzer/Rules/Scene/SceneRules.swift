import A11yCore
import Hierarchy

/// The scene-level VoiceOver rules, which judge what a whole scene exposes.
public enum SceneRules {
    /// Every scene rule, in the order `a11y-check rules` lists them.
    public static let all: [any Rule] = [ModalLeakRule(), ModalNoEscapeRule()]
}

/// Names, in an environment's cache, the scene-level accessibility of the scene at ``index`` of
/// the input's scenes, one that shows a presentation.
struct PresentingSceneKey: AnalysisKey {
    typealias Value = SceneAccessibilityResult

    let index: Int
}

extension RuleInput {
    /// The indices in ``RuleInput/scenes`` of the scenes that show a presentation. The scene rules
    /// judge presentations only: a scene that shows none has no leak and no top presentation to
    /// escape from.
    var presentingSceneIndices: [Int] {
        scenes.indices.filter { !scenes[$0].shownPresentations.isEmpty }
    }

    /// The scene-level accessibility of the scene at `index` of ``RuleInput/scenes``, one that
    /// shows a presentation: computed the first time a scene rule asks, then kept for the other
    /// rule and for an analysis built from the run. Screen analyses are shared with the run.
    func presentingSceneAccessibility(at index: Int) -> SceneAccessibilityResult {
        cache.value(for: PresentingSceneKey(index: index)) { analyze(scenes[index]) }
    }

    /// The scene-level accessibility of the scene at `index` of ``RuleInput/scenes``: the one the
    /// scene rules computed when they asked for it (an analysis built from a lint run reuses it),
    /// else computed now. Screen analyses are shared with the run.
    public func sceneAccessibility(at index: Int) -> SceneAccessibilityResult {
        cache.storedValue(for: PresentingSceneKey(index: index)) ?? analyze(scenes[index])
    }

    private func analyze(_ scene: ResolvedScene) -> SceneAccessibilityResult {
        SceneAccessibility.analyze(scene, project: project, assumptions: assumptions, cache: sharedCache)
    }
}
