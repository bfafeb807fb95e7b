import AnalysisResult

/// The text of ``VoiceOverResult``s: per scene, the numbered list a VoiceOver user swipes through
/// (announcement, id, screen), the views whose content code provides, then what is unreachable
/// and why. With the scene's sources, each element is followed by what another file sets on it
/// (`label set in App/Player.swift:20`).
public enum VoiceOverTextRenderer {
    /// The scenes of the environment named `environment`, one block each with the environment in
    /// its title line, separated by blank lines; empty without scenes.
    public static func render(_ environment: String, _ scenes: [VoiceOverResult]) -> String {
        scenes.map { render($0, in: environment) }.joined(separator: "\n")
    }

    /// The scenes of the environment named `environment` with their sources, as above.
    public static func render(_ environment: String, _ scenes: [(VoiceOverResult, ElementSources?)]) -> String {
        scenes.map { render($0.0, in: environment, sources: $0.1) }.joined(separator: "\n")
    }

    /// One scene's block, ending with a newline.
    public static func render(_ scene: VoiceOverResult, in environment: String, sources: ElementSources? = nil) -> String {
        var lines = ["\(scene.scene)\(scene.standalone ? " (screen)" : "") on \(environment)"]
        func settings(of element: VoiceOverResult.Element, at index: Int, indent: String) {
            for setting in sources?.entry(at: index, screen: element.screen, id: element.id)?.setElsewhere ?? [] {
                lines.append("\(indent)\(setting.property) set in \(setting.file):\(setting.line)")
            }
        }
        for presentation in scene.presentations {
            let requested = presentation.requestedStyle
            let adapted = requested == presentation.effectiveStyle ? "" : " (requested \(requested))"
            let unknown = presentation.decidedInCode.isEmpty ? ""
                : " (set in code (unknown): \(presentation.decidedInCode.joined(separator: ", ")))"
            lines.append("  \(presentation.presenter) presents \(presentation.presented) as "
                + "\(presentation.effectiveStyle)\(adapted): \(presentation.outcome)\(unknown)")
        }
        if scene.elements.isEmpty {
            lines.append(scene.contentFromCode.isEmpty ? "  VoiceOver finds no element" : "  VoiceOver finds no element the files declare")
        }
        for (index, element) in scene.elements.enumerated() {
            let hint = element.hint.map { " | \($0)" } ?? ""
            lines.append("  \(index + 1). \(element.announcement)\(hint)  [\(element.id) in \(element.screen)]")
            settings(of: element, at: index, indent: "       ")
        }
        if !scene.contentFromCode.isEmpty { lines.append("  decided at run time (content from code):") }
        for view in scene.contentFromCode {
            lines.append("    \(view.id)\(view.view.map { " (\($0))" } ?? "") in \(view.screen)")
        }
        if !scene.unreachable.isEmpty { lines.append("  unreachable:") }
        for (index, element) in scene.unreachable.enumerated() {
            lines.append("    \(element.id) in \(element.screen): \(element.reason ?? "")")
            settings(of: element, at: scene.elements.count + index, indent: "      ")
        }
        if !scene.assumptions.isEmpty {
            lines.append("  assumptions: \(scene.assumptions.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
