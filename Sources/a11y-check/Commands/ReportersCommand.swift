import ArgumentParser
import Reporters

/// `a11y-check reporters`: the output formats `--reporter` takes.
struct ReportersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reporters", abstract: "List the output formats of --reporter.")

    func run() throws {
        let width = Reporters.all.map { $0.identifier.count }.max() ?? 0
        for reporter in Reporters.all {
            let padding = String(repeating: " ", count: width - reporter.identifier.count)
            print("\(reporter.identifier)\(padding)  \(reporter.summary)")
        }
    }
}
