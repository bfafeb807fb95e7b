import ArgumentParser
import Foundation
import Hierarchy

/// `a11y-check lint PATHS...`: load the specs and report every problem.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check spec files and report every problem (the default command).",
        discussion: """
            Reads every file named and every .yaml/.yml file below every directory named.
            Prints diagnostics as path:line:column: severity: message [rule-id].
            """
    )

    @Argument(help: "Spec files or directories to lint.", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String] = ["."]

    func run() throws {
        let loaded = ProjectLoader.load(paths: paths)
        for diagnostic in loaded.diagnostics {
            print(diagnostic)
            if let hint = diagnostic.hint { print("\(diagnostic.location): note: \(hint)") }
        }
        for failure in loaded.inputErrors {
            FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
        }
        if !loaded.inputErrors.isEmpty { throw ExitCode(1) }
        if loaded.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(2) }
    }
}
