import Hierarchy

/// The scene-level VoiceOver rules, which judge what a whole scene exposes.
public enum SceneRules {
    /// Every scene rule, in the order `a11y-check rules` lists them.
    public static let all: [any Rule] = [ModalLeakRule(), ModalNoEscapeRule()]
}

extension RuleInput {
    /// Every resolved scene with its scene-level accessibility.
    var sceneAccessibility: [SceneAccessibilityResult] {
        cache.value(for: "A11yAnalyzer.sceneAccessibility") {
            scenes.map { SceneAccessibility.analyze($0, project: project, assumptions: assumptions) }
        }
    }
}

extension RuleDescription {
    /// A finding of this rule in `result`'s scene and environment, about `subject`.
    func finding(at location: SourceLocation, in result: SceneAccessibilityResult, subject: String, _ message: String,
                 hint: String) -> Finding {
        Finding(ruleID: id, severity: severity, location: location, message: message, hint: hint, scope: result.scene.id,
                subject: subject, environments: [result.scene.environment.name])
    }
}
