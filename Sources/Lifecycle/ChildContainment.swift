import A11yCore
import Hierarchy

/// What UIKit and the container's code call when a custom container adds or removes a child
/// (reference/uikit.md 4.1, experiment E1).
enum ChildContainment {
    /// How the child was added; a child without `addedBy` is taken as added in code.
    static func addition(of child: ContainerChild) -> ChildAddition {
        child.addedBy?.value ?? .code
    }

    /// True when `didMove(toParent: container)` is sent after the addition: an embed segue sends
    /// it; code must call it and does unless `callsDidMove: false`.
    static func sendsDidMove(_ child: ContainerChild) -> Bool {
        addition(of: child) == .storyboard || child.callsDidMove?.value != false
    }

    /// True when the container's code calls `willMove(toParent: nil)` before removing the child,
    /// unless `callsWillMove: false`.
    static func sendsWillMove(_ child: ContainerChild) -> Bool {
        child.callsWillMove?.value != false
    }

    /// The containment calls of adding `child` while its container loads (an embed segue, or
    /// `addChild(_:)` in `viewDidLoad` as in experiment E1): `addChild` sends `willMove(toParent:)`,
    /// then `didMove(toParent:)` when someone calls it.
    static func adding(_ child: ContainerChild, flag: UnverifiedOrder? = nil) -> [LifecycleCallback] {
        let id = child.node.id
        return [LifecycleCallback(id, .willMoveToParent, unverified: flag)]
            + (sendsDidMove(child) ? [LifecycleCallback(id, .didMoveToParent, unverified: flag)] : [])
    }

    /// The calls of removing a visible `child`: `willMove(toParent: nil)` when code calls it, the
    /// disappearance `removeFromSuperview()` causes (4.2), then `didMove(toParent: nil)`, which
    /// `removeFromParent()` sends.
    static func removing(_ child: ContainerChild, disappearance: [LifecycleCallback]) -> [LifecycleCallback] {
        let id = child.node.id
        return (sendsWillMove(child) ? [LifecycleCallback(id, .willMoveToParent)] : [])
            + disappearance
            + [LifecycleCallback(id, .didMoveToParent)]
    }

    /// Every custom container child among `nodes`, with its container, in window order.
    static func children(of nodes: [ViewControllerNode]) -> [(container: ViewControllerNode, child: ContainerChild)] {
        nodes.flatMap { node -> [(container: ViewControllerNode, child: ContainerChild)] in
            guard case .container(_, let children) = node.kind else { return [] }
            return children.map { (node, $0) }
        }
    }

    /// The containment calls of every custom container among `nodes` loading its children, in
    /// spec order; flagged when more than one child is added.
    static func loading(_ nodes: [ViewControllerNode]) -> [LifecycleCallback] {
        let pairs = children(of: nodes)
        let flag: UnverifiedOrder? = pairs.count > 1 ? .childrenWhileLoading : nil
        return pairs.flatMap { adding($0.child, flag: flag) }
    }
}
