/// One presentation of a scene's chain as UIKit carries it out in one environment.
public struct ResolvedPresentation: Sendable {
    /// The position in the scene's `presentations`, oldest first from 0.
    public let index: Int
    /// The presentation as written.
    public let presentation: Presentation
    /// The style as requested, resolved and adapted.
    public let style: StyleResolution
    /// The transition UIKit uses: the presentation's, else the context's when it provides one,
    /// else the presented node's own, else coverVertical.
    public let transition: TransitionStyle
    /// The view controller that calls `present`: `from`, else the topmost presented one.
    public let caller: ViewControllerNode
    /// The view controller that actually presents (`presentingViewController`): the context owner
    /// for context styles, else the top of the caller's tree (3.4).
    public let presenter: ViewControllerNode
    /// Where the presenter sits.
    public let presenterTree: SceneNodes.Tree
    /// True when the presenter's (or context's) views leave the window (3.3).
    public let removesPresenterViews: Bool
    /// Whether UIKit shows it.
    public let outcome: PresentationOutcome
    /// The assumptions this presentation depended on.
    public let assumptions: [AssumptionKey]
    /// The view controller properties this resolution rests on that code sets to values
    /// a11y-check does not know, in ``ScreenSetting`` order: the presented `modalPresentationStyle`
    /// or `modalTransitionStyle` (when the presentation gives none), a `definesPresentationContext`
    /// met on the way up to a context style's presenter, and `isModalInPresentation` of the
    /// presented view controllers. Where the resolution needs one, UIKit's default stands in, and
    /// what depends on it (a crash, a refusal, the dismiss region, an interactive dismissal) is
    /// not predicted.
    public let decidedInCode: [UnknownInCode]

    /// True when ``decidedInCode`` names `setting`.
    public func isDecidedInCode(_ setting: ScreenSetting) -> Bool {
        decidedInCode.contains { $0.setting == setting }
    }

    /// The presented view controller.
    public var presented: ViewControllerNode { presentation.presented }
}
