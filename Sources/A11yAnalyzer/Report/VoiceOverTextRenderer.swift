/// Renders a ``VoiceOverReport`` as text: per environment and scene, the numbered list a VoiceOver
/// user swipes through (announcement, id, screen), then what is unreachable and why.
public enum VoiceOverTextRenderer {
    /// The whole report as text, ending with a newline.
    public static func render(_ report: VoiceOverReport) -> String {
        report.environments.flatMap { environment in
            environment.scenes.map { render($0, in: environment.environment) }
        }.joined(separator: "\n")
    }

    /// One scene's block.
    public static func render(_ scene: VoiceOverReport.SceneResult, in environment: String) -> String {
        var lines = ["\(scene.scene)\(scene.standalone ? " (screen)" : "") on \(environment)"]
        for presentation in scene.presentations {
            let requested = presentation.requestedStyle
            let adapted = requested == presentation.effectiveStyle ? "" : " (requested \(requested.rawValue))"
            lines.append("  \(presentation.presenter) presents \(presentation.presented) as "
                + "\(presentation.effectiveStyle.rawValue)\(adapted): \(presentation.outcome)")
        }
        if scene.elements.isEmpty { lines.append("  VoiceOver finds no element") }
        for (index, element) in scene.elements.enumerated() {
            let hint = element.hint.map { " | \($0)" } ?? ""
            lines.append("  \(index + 1). \(element.announcement)\(hint)  [\(element.id) in \(element.screen)]")
        }
        if !scene.unreachable.isEmpty { lines.append("  unreachable:") }
        for element in scene.unreachable {
            lines.append("    \(element.id) in \(element.screen): \(element.reason ?? "")")
        }
        if !scene.assumptions.isEmpty {
            lines.append("  assumptions: \(scene.assumptions.map(\.rawValue).joined(separator: ", "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
