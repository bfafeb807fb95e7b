import ArgumentParser
import Foundation
import Lifecycle

/// `a11y-check lifecycle PATHS`: which appearance and containment callbacks fire, in what order,
/// on every transition of each scene.
struct LifecycleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifecycle",
        abstract: "Show the appearance and containment callbacks of every transition, in order.",
        discussion: """
            Examples:
              a11y-check lifecycle Examples/refresh.yaml --device iphone --orientation portrait
              a11y-check lifecycle Examples --scene home --format json
            """
    )

    @OptionGroup var options: AnalysisOptions

    func run() throws {
        let loaded = try options.load()
        let report = try LifecycleReport(project: loaded.project, environments: loaded.matrix.environments,
                                         sceneID: options.scene, assumptions: loaded.assumptions)
        switch options.format {
        case .text: print(LifecycleTextRenderer.render(report), terminator: "")
        case .json: print(try JSONOutput.encode(report))
        }
    }
}
