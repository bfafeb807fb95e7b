import A11yCore
import Hierarchy

/// Switching tabs of a visible tab bar controller (4.4).
enum TabTransitions {
    /// For every tab bar controller on screen, a switch from the selected tab to each other tab.
    /// The other tabs have never been shown, so they load on selection (4.4) and custom containers
    /// in them add their children first.
    static func all(_ levels: SceneLevels) -> [Transition] {
        let sizeClasses = levels.scene.environment.sizeClasses
        return levels.scene.onScreen.flatMap { tabs -> [Transition] in
            guard case .tabs(let items, let selected) = tabs.kind, items.indices.contains(selected) else { return [] }
            let current = items[selected]
            return items.filter { $0.id != current.id }.map { next in
                let appearing = VisibleControllers.nodes(in: next, sizeClasses: sizeClasses)
                let sequence = AppearanceSequence(disappearing: VisibleControllers.nodes(in: current, sizeClasses: sizeClasses),
                                                  appearing: appearing)
                let title = "\(tabs.id) switches from \(current.id) to \(next.id)"
                let callbacks = ChildContainment.loading(appearing) + sequence.callbacks(order: .appearingFirst, nodes: levels.nodes)
                return Transition(kind: .switchTab, title: title, steps: [TransitionStep(title: title, callbacks: callbacks)])
            }
        }
    }
}
