import A11yCore
import Hierarchy

/// The scene-level VoiceOver rules, which judge what a whole scene exposes.
public enum SceneRules {
    /// Every scene rule, in the order `a11y-check rules` lists them.
    public static let all: [any Rule] = [ModalLeakRule(), ModalNoEscapeRule()]
}

/// Names the scene-level accessibility of an environment's presenting scenes in its cache.
private struct PresentingScenesKey: AnalysisKey {
    /// One entry per scene of the input, nil for a scene that shows no presentation.
    typealias Value = [SceneAccessibilityResult?]
}

extension RuleInput {
    /// Every resolved scene that shows a presentation, with its scene-level accessibility. The
    /// scene rules judge presentations only: a scene that shows none has no leak and no top
    /// presentation to escape from. Screen analyses are shared with the run.
    var presentingSceneAccessibility: [SceneAccessibilityResult] {
        presentingScenes.compactMap { $0 }
    }

    /// The scene-level accessibility of the scene at `index` of ``RuleInput/scenes``: the one the
    /// scene rules computed when it shows a presentation and they ran (an analysis built from a
    /// lint run reuses it), else computed now. Screen analyses are shared with the run.
    public func sceneAccessibility(at index: Int) -> SceneAccessibilityResult {
        cache.storedValue(for: PresentingScenesKey())?[index]
            ?? SceneAccessibility.analyze(scenes[index], project: project, assumptions: assumptions, cache: sharedCache)
    }

    /// The scene-level accessibility of each scene that shows a presentation, computed once per
    /// input; nil for the others.
    private var presentingScenes: [SceneAccessibilityResult?] {
        cache.value(for: PresentingScenesKey()) {
            scenes.map { scene in
                scene.shownPresentations.isEmpty ? nil
                    : SceneAccessibility.analyze(scene, project: project, assumptions: assumptions, cache: sharedCache)
            }
        }
    }
}
