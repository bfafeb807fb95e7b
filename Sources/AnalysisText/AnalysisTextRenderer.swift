import A11yCore
import AnalysisResult

/// Renders one part of a ``ProjectAnalysis`` as the text `voiceover`, `orientation` and
/// `lifecycle` print: environment by environment, each environment's block written by the part's
/// renderer from its header and scenes.
public enum AnalysisTextRenderer {
    /// The parts that have a text form.
    public enum Part: Sendable {
        /// ``VoiceOverTextRenderer``: per scene, the numbered list a VoiceOver user swipes through.
        case voiceOver
        /// ``OrientationTextRenderer``: per environment, a table of the scenes' orientations.
        case orientation
        /// ``LifecycleTextRenderer``: per scene, each transition's callbacks.
        case lifecycle
    }

    /// The text of `part` for every environment of `analysis`, ending with a newline (empty when
    /// there is nothing to show). Scenes without the part are left out. Control and bidi
    /// formatting characters from the specs (a label's `ESC[2J` or U+202E) are written as
    /// `\u{…}` (``TerminalText``), so the text cannot drive the terminal it is printed on.
    public static func render(_ analysis: ProjectAnalysis, _ part: Part) -> String {
        TerminalText.visibleLines(analysis.environments.map { environment in
            switch part {
            case .voiceOver:
                VoiceOverTextRenderer.render(environment.environment, environment.scenes.compactMap { scene in
                    scene.voiceOver.map { ($0, scene.sources) }
                })
            case .orientation:
                OrientationTextRenderer.render(environment.environment, environment.scenes.compactMap(\.orientation))
            case .lifecycle:
                LifecycleTextRenderer.render(environment.environment, environment.scenes.compactMap(\.lifecycle))
            }
        }.filter { !$0.isEmpty }.joined(separator: "\n"))
    }
}
