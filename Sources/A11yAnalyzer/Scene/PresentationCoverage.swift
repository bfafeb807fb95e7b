import A11yCore
import Hierarchy

/// Which view controllers below a presentation VoiceOver can no longer reach
/// (reference/voiceover.md A1.8; assumptions `overStylesHidePresenter`, `customPresentationLeaks`).
enum PresentationCoverage {
    /// The ids, among `below` (the nodes on screen under the presentation), that a presentation
    /// is meant to hide: its context's subtree for a context style, everything below otherwise.
    static func intended(by presentation: ResolvedPresentation, below: [String]) -> Set<String> {
        guard presentation.style.effective.isContextStyle else { return Set(below) }
        return Set(presentation.presenter.subtree.map(\.id)).intersection(below)
    }

    /// True when `presentation` leaves the presenter's elements reachable: it hides none of the
    /// ``intended(by:below:)`` ones. A custom presentation leaks unless its view is modal or it
    /// removes the presenter's views; with `overStylesHidePresenter` false, overFullScreen leaks
    /// too (the assumption's other reading).
    static func leaks(_ presentation: ResolvedPresentation, assumptions: Assumptions) -> Bool {
        if presentation.removesPresenterViews { return false }
        switch presentation.style.effective {
        case .custom:
            return assumptions.customPresentationLeaks && presentation.presentation.viewIsModal?.value != true
        case .overFullScreen:
            return !assumptions.overStylesHidePresenter
        default:
            return false
        }
    }

    /// The assumption a presentation's coverage depends on.
    static func assumption(for presentation: ResolvedPresentation) -> AssumptionKey {
        presentation.style.effective == .custom ? .customPresentationLeaks : .overStylesHidePresenter
    }

    /// The reason covered elements carry: "covered by ‹presented id› (‹style›)".
    static func reason(_ presentation: ResolvedPresentation) -> String {
        "covered by \(presentation.presented.id) (\(presentation.style.effective.rawValue))"
    }
}
