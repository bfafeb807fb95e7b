import A11yCore
import Hierarchy

/// Push and pop between consecutive entries of a visible navigation controller's stack (4.3).
enum NavigationTransitions {
    /// For every navigation controller on screen, a push, a pop and a cancelled back swipe for
    /// each pair of consecutive stack entries, from the root up.
    static func all(_ levels: SceneLevels) -> [Transition] {
        let sizeClasses = levels.scene.environment.sizeClasses
        return levels.scene.onScreen.flatMap { navigation -> [Transition] in
            guard case .navigation(let stack, _, _) = navigation.kind, stack.count > 1 else { return [] }
            return zip(stack, stack.dropFirst()).flatMap { below, above in
                [push(above, over: below, in: navigation, levels: levels, sizeClasses: sizeClasses),
                 pop(above, to: below, in: navigation, levels: levels, sizeClasses: sizeClasses),
                 cancelledPop(above, to: below, in: navigation, sizeClasses: sizeClasses)]
            }
        }
    }

    /// `pushViewController(above)`: the pushed view controller gets `willMove(toParent:)` before
    /// and `didMove(toParent:)` after (placement unverified); between them custom containers it
    /// shows add their children as its view loads, then the covered entry's
    /// `viewWillDisappear`, the pushed one's `viewWillAppear`, then `viewDidDisappear` and
    /// `viewDidAppear` after the animation.
    private static func push(_ above: ViewControllerNode, over below: ViewControllerNode, in navigation: ViewControllerNode,
                             levels: SceneLevels, sizeClasses: SizeClasses) -> Transition {
        let appearing = VisibleControllers.nodes(in: above, sizeClasses: sizeClasses)
        let sequence = AppearanceSequence(disappearing: VisibleControllers.nodes(in: below, sizeClasses: sizeClasses),
                                          appearing: appearing)
        let callbacks = [LifecycleCallback(above.id, .willMoveToParent, unverified: .navigationContainment)]
            + ChildContainment.loading(appearing)
            + sequence.callbacks(order: .disappearingFirst(interleaving: nil), nodes: levels.nodes)
            + [LifecycleCallback(above.id, .didMoveToParent, unverified: .navigationContainment)]
        let title = "\(navigation.id) pushes \(above.id) over \(below.id)"
        return Transition(kind: .push, title: title, steps: [TransitionStep(title: title, callbacks: callbacks)])
    }

    /// `popViewController`: `willMove(toParent: nil)` first, the popped entry disappears while the
    /// one below reappears, then `didMove(toParent: nil)` (placement unverified).
    private static func pop(_ above: ViewControllerNode, to below: ViewControllerNode, in navigation: ViewControllerNode,
                            levels: SceneLevels, sizeClasses: SizeClasses) -> Transition {
        let sequence = AppearanceSequence(disappearing: VisibleControllers.nodes(in: above, sizeClasses: sizeClasses),
                                          appearing: VisibleControllers.nodes(in: below, sizeClasses: sizeClasses))
        let callbacks = [LifecycleCallback(above.id, .willMoveToParent, unverified: .navigationContainment)]
            + sequence.callbacks(order: .disappearingFirst(interleaving: nil), nodes: levels.nodes)
            + [LifecycleCallback(above.id, .didMoveToParent, unverified: .navigationContainment)]
        let title = "\(navigation.id) pops \(above.id) back to \(below.id)"
        return Transition(kind: .pop, title: title, steps: [TransitionStep(title: title, callbacks: callbacks)])
    }

    /// The back swipe from `above` to `below`, cancelled: `above.viewWillDisappear`,
    /// `below.viewWillAppear`, then `below` disappears again and `above` reappears; `below` never
    /// gets `viewDidAppear`, `above` never `viewDidDisappear` (4.3, sequence from memory, flagged).
    private static func cancelledPop(_ above: ViewControllerNode, to below: ViewControllerNode, in navigation: ViewControllerNode,
                                     sizeClasses: SizeClasses) -> Transition {
        let sequence = AppearanceSequence(disappearing: VisibleControllers.nodes(in: above, sizeClasses: sizeClasses),
                                          appearing: VisibleControllers.nodes(in: below, sizeClasses: sizeClasses))
        let title = "the user starts the back swipe from \(above.id) to \(below.id) in \(navigation.id) and gives up"
        return Transition(kind: .cancelledInteractivePop, title: title,
                          steps: [TransitionStep(title: "the back swipe is cancelled", callbacks: sequence.cancelledCallbacks())])
    }
}
