/// A scene as UIKit shows it in one environment: the presentations with their effective styles and
/// outcomes, and which view controllers have their views in the window.
public struct ResolvedScene: Sendable {
    /// Whose views are in the window at one point of the chain.
    struct Window: Sendable {
        let onScreen: [ViewControllerNode]
        let removed: [ViewControllerNode]
    }

    /// The resolution's values.
    private struct Fields: Sendable {
        let scene: Scene
        let isStandalone: Bool
        let environment: Environment
        let presentations: [ResolvedPresentation]
        let shown: [ResolvedPresentation]
        let window: Window
        /// The window before each shown presentation.
        let windowsBeforeShown: [Window]
        let nodes: SceneNodes
    }

    /// The box the values live in, so that copying a resolved scene (rules loop over them) costs
    /// one reference count.
    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private let storage: Storage

    /// The scene (synthesized for a screen that belongs to no scene).
    public var scene: Scene { storage.fields.scene }
    /// True for a screen analysed on its own, as the root of a synthesized scene.
    public var isStandalone: Bool { storage.fields.isStandalone }
    public var environment: Environment { storage.fields.environment }
    /// Every presentation of the chain, in order, including those that crash, are refused or
    /// never happen.
    public var presentations: [ResolvedPresentation] { storage.fields.presentations }
    /// The view controllers whose views are in the window, back to front (containers before
    /// their children).
    public var onScreen: [ViewControllerNode] { storage.fields.window.onScreen }
    /// View controllers that were on screen until a presentation removed their views.
    public var removed: [ViewControllerNode] { storage.fields.window.removed }
    /// Lookup over every node of the scene.
    public var nodes: SceneNodes { storage.fields.nodes }
    /// The window before each of ``shownPresentations``: what ``SceneResolver/levels(of:)``
    /// is made of.
    var windowsBeforeShown: [Window] { storage.fields.windowsBeforeShown }

    /// A resolution; `windows` holds the window before each presentation of `presentations` (at
    /// least before each shown one).
    init(scene: Scene, isStandalone: Bool, environment: Environment, presentations: [ResolvedPresentation],
         window: Window, windows: [Window], nodes: SceneNodes) {
        // UIKit shows a prefix of the chain: after one presentation fails, none after it happens.
        let shown = Array(presentations.prefix { $0.outcome.isPresented })
        storage = Storage(Fields(scene: scene, isStandalone: isStandalone, environment: environment,
                                 presentations: presentations, shown: shown, window: window,
                                 windowsBeforeShown: Array(windows.prefix(shown.count)), nodes: nodes))
    }

    private init(_ fields: Fields) {
        storage = Storage(fields)
    }

    /// The same resolution in `environment`, which differs from this scene's only in its
    /// appearance: scene resolution reads no colour.
    func inEnvironment(_ environment: Environment) -> ResolvedScene {
        let fields = storage.fields
        return ResolvedScene(Fields(scene: fields.scene, isStandalone: fields.isStandalone, environment: environment,
                                    presentations: fields.presentations, shown: fields.shown, window: fields.window,
                                    windowsBeforeShown: fields.windowsBeforeShown, nodes: fields.nodes))
    }

    /// The scene id (the screen id for a standalone screen).
    public var id: String { scene.id }

    /// The presentations UIKit shows: a prefix of ``presentations``, worked out once.
    public var shownPresentations: [ResolvedPresentation] { storage.fields.shown }

    /// The shown presentation `node` presents, if any.
    public func presentation(presentedBy node: ViewControllerNode) -> ResolvedPresentation? {
        shownPresentations.first { $0.presenter.id == node.id }
    }

    /// True when the view of `node` is in the window.
    public func isOnScreen(_ node: ViewControllerNode) -> Bool {
        onScreen.contains { $0.id == node.id }
    }

    /// Every assumption the resolution depended on, in reference/assumptions.md order.
    public var assumptions: [AssumptionKey] {
        Array(Set(presentations.flatMap(\.assumptions))).sorted()
    }
}
