import AnalysisResult
import AnalysisText
import ArgumentParser
import Foundation

/// `a11y-check voiceover PATHS`: what a VoiceOver user swipes through in each scene, in order,
/// and which elements presentations, bars or the view tree leave out of reach.
struct VoiceOverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "voiceover",
        abstract: "List what VoiceOver reads in each scene, in order, and what it cannot reach.",
        discussion: """
            Examples:
              a11y-check voiceover Examples --scene pageSheet --device ipad
              a11y-check voiceover Examples/navigation.yaml --device iphone --format json
            """
    )

    @OptionGroup var options: AnalysisOptions

    func run() throws {
        // The sources say where code (or another spec) set what an element says.
        let analysis = try options.analyse([.voiceOver, .sources])
        switch options.format {
        case .text: print(AnalysisTextRenderer.render(analysis, .voiceOver), terminator: "")
        case .json: print(try JSONOutput.encode(analysis.document(\.voiceOverWithSources)))
        }
    }
}
