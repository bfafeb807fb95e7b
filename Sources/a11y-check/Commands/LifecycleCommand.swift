import AnalysisResult
import AnalysisText
import ArgumentParser
import Foundation

/// `a11y-check lifecycle PATHS`: which appearance and containment callbacks fire, in what order,
/// on every transition of each scene.
struct LifecycleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifecycle",
        abstract: "Show the appearance and containment callbacks of every transition, in order.",
        discussion: """
            Examples:
              a11y-check lifecycle Examples/refresh.yaml --device iphone
              a11y-check lifecycle Examples --scene home --format json
            """
    )

    @OptionGroup var options: AnalysisOptions

    func run() throws {
        let analysis = try options.analyse(.lifecycle)
        switch options.format {
        case .text: print(AnalysisTextRenderer.render(analysis, .lifecycle), terminator: "")
        case .json: print(try JSONOutput.encode(analysis.document(\.lifecycle)))
        }
    }
}
