import A11yCore
import A11yModel

/// The scene-level VoiceOver rules, which judge what a whole scene exposes.
public enum SceneRules {
    /// Every scene rule, in the order `a11y-check rules` lists them.
    public static let all: [any Rule] = [ModalLeakRule(), ModalNoEscapeRule()]
}

/// Names the scene-level accessibility of an environment's presenting scenes in its cache.
private struct PresentingScenesKey: AnalysisKey {
    typealias Value = [SceneAccessibilityResult]
}

extension RuleInput {
    /// Every resolved scene that shows a presentation, with its scene-level accessibility. The
    /// scene rules judge presentations only: a scene that shows none has no leak and no top
    /// presentation to escape from. Screen analyses are shared with the run.
    var presentingSceneAccessibility: [SceneAccessibilityResult] {
        cache.value(for: PresentingScenesKey()) {
            scenes.filter { !$0.shownPresentations.isEmpty }.map {
                SceneAccessibility.analyze($0, project: project, assumptions: assumptions, cache: sharedCache)
            }
        }
    }
}
