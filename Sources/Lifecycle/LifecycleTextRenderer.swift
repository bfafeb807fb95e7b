/// Renders a ``LifecycleReport`` as a timeline a person can read: per environment and scene,
/// each transition with its numbered steps and their callbacks, one per line. A callback whose
/// position is unverified carries `?` and its reason key; the scene ends with the reasons.
public enum LifecycleTextRenderer {
    /// The whole report as text, ending with a newline.
    public static func render(_ report: LifecycleReport) -> String {
        report.environments.map(render).joined(separator: "\n")
    }

    /// One environment's block.
    public static func render(_ environment: LifecycleReport.EnvironmentResult) -> String {
        ([environment.environment] + environment.scenes.flatMap(lines)).joined(separator: "\n") + "\n"
    }

    private static func lines(_ scene: LifecycleReport.SceneResult) -> [String] {
        var lines = ["", "  scene \(scene.scene)\(scene.standalone ? " (screen on its own)" : "")"]
        for presentation in scene.presentations {
            let style = presentation.requestedStyle == presentation.effectiveStyle
                ? presentation.effectiveStyle.rawValue
                : "\(presentation.requestedStyle.rawValue) → \(presentation.effectiveStyle.rawValue)"
            let removal = presentation.removesPresenterViews ? "removes the presenter's views" : "keeps the presenter's views"
            lines.append("    \(presentation.presented): \(style), presented by \(presentation.presenter) "
                + "(called from \(presentation.caller)), \(removal)")
        }
        if !scene.assumptions.isEmpty {
            lines.append("    assumptions: \(scene.assumptions.map(\.rawValue).joined(separator: ", "))")
        }
        for transition in scene.transitions {
            lines.append("    \(transition.kind.rawValue): \(transition.title)")
            for (number, step) in transition.steps.enumerated() {
                lines.append("      \(number + 1). \(step.title)")
                lines += callbackLines(step)
            }
        }
        let orders = unverifiedOrders(in: scene)
        if !orders.isEmpty {
            lines.append("    ? unverified order:")
            lines += orders.map { "      \($0.rawValue): \($0.reason)" }
        }
        return lines
    }

    private static func callbackLines(_ step: LifecycleReport.StepResult) -> [String] {
        if step.callbacks.isEmpty { return ["         (no callbacks)"] }
        let flags = Dictionary(step.unverified.map { ($0.index, $0.order) }, uniquingKeysWith: { first, _ in first })
        return step.callbacks.enumerated().map { index, callback in
            flags[index].map { "       ? \(callback)  [\($0.rawValue)]" } ?? "         \(callback)"
        }
    }

    /// The unverified-order keys the scene uses, in declaration order.
    private static func unverifiedOrders(in scene: LifecycleReport.SceneResult) -> [UnverifiedOrder] {
        let used = Set(scene.transitions.flatMap { $0.steps.flatMap { $0.unverified.map(\.order) } })
        return UnverifiedOrder.allCases.filter(used.contains)
    }
}
