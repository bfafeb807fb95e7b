import A11yAnalyzer
import Hierarchy
import AnalysisResult

extension VoiceOverResult {
    /// The result of one scene analysis whose announcements are already known: `announcements`
    /// holds one for each reachable element of `result`, then one for each unreachable one.
    init(_ result: SceneAccessibilityResult, announcements: [Announcement]) {
        let reachable = result.elements.count
        self.init(scene: result.scene.id, standalone: result.scene.isStandalone,
                  presentations: result.scene.presentations.map { resolved in
                      Presentation(presented: resolved.presented.id, presenter: resolved.presenter.id,
                                   requestedStyle: resolved.style.requested.rawValue,
                                   effectiveStyle: resolved.style.effective.rawValue, outcome: Self.outcome(resolved.outcome),
                                   decidedInCode: resolved.decidedInCode.map(\.setting.rawValue))
                  },
                  elements: result.elements.indices.map {
                      Self.element(result.elements[$0], announcement: announcements[$0], reason: nil)
                  },
                  unreachable: result.unreachable.indices.map {
                      Self.element(result.unreachable[$0].element, announcement: announcements[reachable + $0],
                                   reason: result.unreachable[$0].reason)
                  },
                  contentFromCode: result.codeContent.map { view in
                      ContentFromCode(id: view.id, screen: view.screenID, view: view.className,
                                      frame: view.frame.map { [$0.x, $0.y, $0.width, $0.height] })
                  },
                  assumptions: result.assumptions.map(\.rawValue))
    }

    private static func element(_ element: AccessibilityElement, announcement: Announcement, reason: String?) -> Element {
        Element(id: element.id, screen: element.screenID, announcement: announcement.text, hint: announcement.hint,
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
