import AnalysisResult
import AnalysisText
import ArgumentParser
import Foundation

/// `a11y-check orientation PATHS`: who decides the orientation of each scene, the effective mask,
/// where a presentation starts, what each rotation leads to, and what crashes.
struct OrientationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orientation",
        abstract: "Show who decides each scene's orientation, the effective mask and every rotation.",
        discussion: OrientationLegend.text + """

            Examples:
              a11y-check orientation Examples/orientation.yaml --scene plainNavigation
              a11y-check orientation Examples --device iphone-se,ipad --format json
            """
    )

    @OptionGroup var options: AnalysisOptions

    func run() throws {
        let analysis = try options.analyse(.orientation)
        switch options.format {
        case .text: print(OrientationLegend.text + "\n" + AnalysisTextRenderer.render(analysis, .orientation), terminator: "")
        case .json: print(try JSONOutput.encode(analysis.document(\.orientation)))
        }
    }
}
