import A11yCore
import Hierarchy

/// A resolved scene at every depth of its chain: level 0 is the root alone, level k the root with
/// the first k presentations shown. Transitions compare two levels to learn whose views enter or
/// leave the window.
struct SceneLevels {
    /// The scene as resolved with its whole chain.
    let scene: ResolvedScene
    /// The presentations UIKit shows, oldest first (always a prefix of the chain).
    let shown: [ResolvedPresentation]
    /// `levels[k]`: the scene with its first k presentations; the last is ``scene``.
    private let levels: [ResolvedScene]

    /// Every prefix of `scene`'s chain that UIKit shows, from the windows its resolution kept
    /// (resolving each prefix on its own made a chain of n presentations cost n² steps).
    init(_ scene: ResolvedScene) {
        self.scene = scene
        shown = scene.shownPresentations
        levels = SceneResolver.levels(of: scene)
    }

    private init(scene: ResolvedScene, shown: [ResolvedPresentation], levels: [ResolvedScene]) {
        self.scene = scene
        self.shown = shown
        self.levels = levels
    }

    /// The same scene cut after its first `count` shown presentations.
    func truncated(to count: Int) -> SceneLevels {
        let kept = Array(levels.prefix(count + 1))
        return SceneLevels(scene: kept[count], shown: Array(shown.prefix(count)), levels: kept)
    }

    /// The view controllers whose views are in the window with the first `level` presentations shown.
    func onScreen(atLevel level: Int) -> [ViewControllerNode] {
        levels[level].onScreen
    }

    /// The view controllers on screen at level `level` and not at level `other`, in window order.
    func onScreen(atLevel level: Int, notAt other: Int) -> [ViewControllerNode] {
        let absent = Set(levels[other].onScreen.map(\.id))
        return levels[level].onScreen.filter { !absent.contains($0.id) }
    }

    /// The lookup over every node of the scene.
    var nodes: SceneNodes { scene.nodes }
}
