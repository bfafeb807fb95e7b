import AnalysisResult

/// The text of ``VoiceOverResult``s: per scene, the numbered list a VoiceOver user swipes through
/// (announcement, id, screen), then what is unreachable and why.
public enum VoiceOverTextRenderer {
    /// The scenes of the environment named `environment`, one block each with the environment in
    /// its title line, separated by blank lines; empty without scenes.
    public static func render(_ environment: String, _ scenes: [VoiceOverResult]) -> String {
        scenes.map { render($0, in: environment) }.joined(separator: "\n")
    }

    /// One scene's block, ending with a newline.
    public static func render(_ scene: VoiceOverResult, in environment: String) -> String {
        var lines = ["\(scene.scene)\(scene.standalone ? " (screen)" : "") on \(environment)"]
        for presentation in scene.presentations {
            let requested = presentation.requestedStyle
            let adapted = requested == presentation.effectiveStyle ? "" : " (requested \(requested))"
            lines.append("  \(presentation.presenter) presents \(presentation.presented) as "
                + "\(presentation.effectiveStyle)\(adapted): \(presentation.outcome)")
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
            lines.append("  assumptions: \(scene.assumptions.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
