/// A scene as UIKit shows it in one environment: the presentations with their effective styles and
/// outcomes, and which view controllers have their views in the window.
public struct ResolvedScene: Sendable {
    /// The scene (synthesized for a screen that belongs to no scene).
    public let scene: Scene
    /// True for a screen analysed on its own, as the root of a synthesized scene.
    public let isStandalone: Bool
    public let environment: Environment
    /// Every presentation of the chain, in order, including those that crash, are refused or
    /// never happen.
    public let presentations: [ResolvedPresentation]
    /// The view controllers whose views are in the window, back to front (containers before
    /// their children).
    public let onScreen: [ViewControllerNode]
    /// View controllers that were on screen until a presentation removed their views.
    public let removed: [ViewControllerNode]
    /// Lookup over every node of the scene.
    public let nodes: SceneNodes

    /// The scene id (the screen id for a standalone screen).
    public var id: String { scene.id }

    /// The presentations UIKit shows.
    public var shownPresentations: [ResolvedPresentation] { presentations.filter(\.outcome.isPresented) }

    /// The shown presentation `node` presents, if any.
    public func presentation(presentedBy node: ViewControllerNode) -> ResolvedPresentation? {
        shownPresentations.first { $0.presenter.id == node.id }
    }

    /// True when the view of `node` is in the window.
    public func isOnScreen(_ node: ViewControllerNode) -> Bool {
        onScreen.contains { $0.id == node.id }
    }

    /// Every assumption the resolution depended on, in decisions.md order.
    public var assumptions: [AssumptionKey] {
        Array(Set(presentations.flatMap(\.assumptions))).sorted()
    }
}
