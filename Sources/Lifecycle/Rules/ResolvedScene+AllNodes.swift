import A11yCore
import A11yModel

extension ResolvedScene {
    /// Every view controller of the scene: the root's tree, then each presented tree, depth first.
    var allNodes: [ViewControllerNode] {
        ([scene.root] + scene.presentations.map(\.presented)).flatMap(\.subtree)
    }
}
