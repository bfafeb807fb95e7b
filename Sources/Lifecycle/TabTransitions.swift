import Hierarchy

/// Switching tabs of a visible tab bar controller (4.4).
enum TabTransitions {
    /// For every tab bar controller on screen, a switch from the selected tab to each other tab.
    static func all(_ levels: SceneLevels) -> [Transition] {
        let sizeClasses = levels.scene.environment.sizeClasses
        return levels.scene.onScreen.flatMap { tabs -> [Transition] in
            guard case .tabs(let items, let selected) = tabs.kind, items.indices.contains(selected) else { return [] }
            let current = items[selected]
            return items.filter { $0.id != current.id }.map { next in
                let sequence = AppearanceSequence(disappearing: VisibleControllers.nodes(in: current, sizeClasses: sizeClasses),
                                                  appearing: VisibleControllers.nodes(in: next, sizeClasses: sizeClasses))
                let title = "\(tabs.id) switches from \(current.id) to \(next.id)"
                return Transition(kind: .switchTab, title: title,
                                  steps: [TransitionStep(title: title,
                                                         callbacks: sequence.callbacks(order: .appearingFirst, nodes: levels.nodes))])
            }
        }
    }
}
