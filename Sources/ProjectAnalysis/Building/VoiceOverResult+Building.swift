import A11yAnalyzer
import A11yModel

extension VoiceOverResult {
    /// The result of one scene analysis.
    init(_ result: SceneAccessibilityResult) {
        self.init(scene: result.scene.id, standalone: result.scene.isStandalone,
                  presentations: result.scene.presentations.map { resolved in
                      Presentation(presented: resolved.presented.id, presenter: resolved.presenter.id,
                                   requestedStyle: resolved.style.requested.rawValue,
                                   effectiveStyle: resolved.style.effective.rawValue, outcome: Self.outcome(resolved.outcome))
                  },
                  elements: result.elements.map { Self.element($0, in: result, reason: nil) },
                  unreachable: result.unreachable.map { Self.element($0.element, in: result, reason: $0.reason) },
                  assumptions: result.assumptions.map(\.rawValue))
    }

    private static func element(_ element: AccessibilityElement, in result: SceneAccessibilityResult,
                                reason: String?) -> Element {
        let announcement = result.announcement(for: element)
        return Element(id: element.id, screen: element.screenID, announcement: announcement.text, hint: announcement.hint,
                       frame: element.frame.map { [$0.x, $0.y, $0.width, $0.height] }, reason: reason)
    }

    private static func outcome(_ outcome: PresentationOutcome) -> String {
        switch outcome {
        case .presented: "presented"
        case .crashed: "crashed"
        case .refused: "refused"
        case .notReached: "notReached"
        }
    }
}
