import A11yCore
import Hierarchy

/// `a11y-modal-leak`: a presentation that leaves the presenter's elements reachable, so VoiceOver
/// users swipe from the presented screen into the one below it (reference/voiceover.md A1.8).
public struct ModalLeakRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "a11y-modal-leak", severity: .error, category: .accessibility,
        summary: "A presentation leaves the presenter's elements reachable to VoiceOver.",
        rationale: """
            UIKit confines VoiceOver to a presented screen for every standard presentation style, but a custom \
            presentation (UIPresentationController) keeps the presenter's views in the window and VoiceOver keeps \
            reading them unless the presented view sets accessibilityViewIsModal (openradar 29384356; Presentr issue \
            51; assumption customPresentationLeaks). A VoiceOver user then swipes out of the dialog into controls \
            that sighted users cannot reach behind the overlay.
            """,
        documentation: "https://developer.apple.com/documentation/objectivec/nsobject/1615089-accessibilityviewismodal",
        triggeringExamples: [
            """
            screens:
              list:
                view:
                  - button: {id: add, title: Add, frame: [16, 100, 80, 44]}
              toast:
                view:
                  - button: {id: close, title: Close, frame: [16, 16, 80, 44]}
            scenes:
              main:
                root: list
                presentations:
                  - present: toast
                    ↓style: custom
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              list:
                view:
                  - button: {id: add, title: Add, frame: [16, 100, 80, 44]}
              toast:
                view:
                  - button: {id: close, title: Close, frame: [16, 16, 80, 44]}
            scenes:
              main:
                root: list
                presentations:
                  - {present: toast, style: custom, viewIsModal: true}
            """,
            """
            screens:
              list:
                view:
                  - button: {id: add, title: Add, frame: [16, 100, 80, 44]}
              toast:
                view:
                  - button: {id: close, title: Close, frame: [16, 16, 80, 44]}
            scenes:
              main:
                root: list
                presentations:
                  - {present: toast, style: overFullScreen}
            """,
        ])

    /// Only a presentation that leaks (``PresentationCoverage/leaks(_:assumptions:)``) leaves
    /// elements reachable: the others cover what they are meant to, so a scene none of whose shown
    /// presentations leaks is not analysed.
    public func findings(in input: RuleInput) -> [Finding] {
        input.presentingSceneIndices.filter { index in
            input.scenes[index].shownPresentations.contains { PresentationCoverage.leaks($0, assumptions: input.assumptions) }
        }.flatMap { index in
            let result = input.presentingSceneAccessibility(at: index)
            return result.leaks.map { leak in
                let presentation = leak.presentation
                let ids = leak.elements.map(\.id)
                let presenters = Array(Set(leak.elements.map(\.screenID))).sorted().joined(separator: ", ")
                let plural = ids.count == 1 ? "element" : "elements"
                return finding(
                    at: presentation.presentation.style?.location ?? presentation.presentation.location, in: result.scene,
                    subject: presentation.presented.id,
                    "\(presentation.presented.id) (\(presentation.style.effective.rawValue)) leaves \(ids.count) \(plural) "
                        + "of \(presenters) reachable to VoiceOver: \(ids.joined(separator: ", "))",
                    hint: "set accessibilityViewIsModal on the presented view (a spec's viewIsModal: true on the presentation)")
            }
        }
    }
}
