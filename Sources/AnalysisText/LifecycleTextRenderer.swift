import AnalysisResult

/// The text of ``LifecycleResult``s, a timeline a person can read: per scene, each transition
/// with its numbered steps and their callbacks, one per line. A callback whose position is
/// unverified carries `?` and its reason key; the scene ends with the reasons.
public enum LifecycleTextRenderer {
    /// The block of the environment named `environment`, ending with a newline.
    public static func render(_ environment: String, _ scenes: [LifecycleResult]) -> String {
        ([environment] + scenes.flatMap(lines)).joined(separator: "\n") + "\n"
    }

    private static func lines(_ scene: LifecycleResult) -> [String] {
        var lines = ["", "  scene \(scene.scene)\(scene.standalone ? " (screen on its own)" : "")"]
        for presentation in scene.presentations {
            let style = presentation.requestedStyle == presentation.effectiveStyle
                ? presentation.effectiveStyle
                : "\(presentation.requestedStyle) → \(presentation.effectiveStyle)"
            let removal = presentation.removesPresenterViews ? "removes the presenter's views" : "keeps the presenter's views"
            lines.append("    \(presentation.presented): \(style), presented by \(presentation.presenter) "
                + "(called from \(presentation.caller)), \(removal)")
        }
        if !scene.assumptions.isEmpty {
            lines.append("    assumptions: \(scene.assumptions.joined(separator: ", "))")
        }
        for transition in scene.transitions {
            lines.append("    \(transition.kind): \(transition.title)")
            for (number, step) in transition.steps.enumerated() {
                lines.append("      \(number + 1). \(step.title)")
                lines += callbackLines(step)
            }
        }
        let orders = unverifiedOrders(in: scene)
        if !orders.isEmpty {
            lines.append("    ? unverified order:")
            lines += orders.map { "      \($0.key): \($0.reason)" }
        }
        return lines
    }

    private static func callbackLines(_ step: LifecycleResult.Step) -> [String] {
        if step.callbacks.isEmpty { return ["         (no callbacks)"] }
        let flags = Dictionary(step.unverified.map { ($0.index, $0.order) }, uniquingKeysWith: { first, _ in first })
        return step.callbacks.enumerated().map { index, callback in
            flags[index].map { "       ? \(callback)  [\($0)]" } ?? "         \(callback)"
        }
    }

    /// The unverified-order reasons the scene uses, each once, in the order outputs list them
    /// (``LifecycleResult/unverifiedOrderKeys``).
    private static func unverifiedOrders(in scene: LifecycleResult) -> [(key: String, reason: String)] {
        let callbacks = scene.transitions.flatMap { $0.steps.flatMap(\.unverified) }
        let reasons = Dictionary(callbacks.map { ($0.order, $0.reason) }) { first, _ in first }
        return LifecycleResult.unverifiedOrderKeys.compactMap { key in reasons[key].map { (key, $0) } }
    }
}
