import A11yCore
import Hierarchy

/// A visible custom container adding and removing its children (4.1, 4.2, experiment E1).
enum ContainerTransitions {
    /// For every custom container on screen, the addition of each child as the spec describes it
    /// and the removal of each child while it is visible.
    static func all(_ levels: SceneLevels) -> [Transition] {
        ChildContainment.children(of: levels.scene.onScreen).flatMap { container, child in
            [adding(child, to: container), removing(child, from: container, levels: levels)]
        }
    }

    /// The addition while the container loads, before its view is in the window: the embed segue
    /// makes both calls; code gets `willMove(toParent:)` from `addChild(_:)` and must send
    /// `didMove(toParent:)` itself. Appearance callbacks come later, with the container's own.
    private static func adding(_ child: ContainerChild, to container: ViewControllerNode) -> Transition {
        let how = ChildContainment.addition(of: child) == .storyboard
            ? "an embed segue" : "addChild(_:) in code" + (ChildContainment.sendsDidMove(child) ? "" : " without didMove(toParent:)")
        let title = "\(container.id) adds \(child.node.id) with \(how) while it loads"
        return Transition(kind: .addChild, title: title,
                          steps: [TransitionStep(title: title, callbacks: ChildContainment.adding(child))])
    }

    /// The removal of a visible child: `willMove(toParent: nil)` (when the code calls it), the
    /// view's `removeFromSuperview()` (disappearance), `removeFromParent()` (`didMove(toParent: nil)`).
    private static func removing(_ child: ContainerChild, from container: ViewControllerNode, levels: SceneLevels) -> Transition {
        let leaving = VisibleControllers.nodes(in: child.node, sizeClasses: levels.scene.environment.sizeClasses)
        let disappearance = AppearanceSequence(disappearing: leaving)
            .callbacks(order: .disappearingFirst(interleaving: nil), nodes: levels.nodes)
        let how = ChildContainment.sendsWillMove(child) ? "" : " without willMove(toParent: nil)"
        let title = "\(container.id) removes \(child.node.id)\(how)"
        return Transition(kind: .removeChild, title: title,
                          steps: [TransitionStep(title: title, callbacks: ChildContainment.removing(child, disappearance: disappearance))])
    }
}
