import A11yCore
import ArgumentParser
import Foundation
import Hierarchy
import LintEngine
import Reporters
import SpecInputs

/// A `lint` of an Xcode project: one lint request per iOS app target, each with the target's
/// files and app facts and, unless the command line or the configuration chooses iOS versions,
/// the target's deployment version and the newest.
struct TargetRuns {
    /// The targets' names, with their requests, in project order.
    let runs: [(target: String, request: LintRequest)]

    /// The runs for `projects`; `base` is the request the paths alone would make (settings,
    /// baseline). Names `--target` gave that no project has are bad arguments; a project with
    /// no iOS app target fails the run after its notes.
    init(_ projects: AppProjectInputs, base: LintRequest) throws {
        try Self.check(projects, workingDirectory: base.workingDirectory)
        runs = projects.targets.map { ($0.name, base.forTarget($0)) }
    }

    /// Fails a command whose projects do not give it a target: a name `--target` gave that no
    /// project has is a bad argument; a project with no iOS app target fails the run after its
    /// notes. Every command that takes a project checks it so.
    static func check(_ projects: AppProjectInputs, workingDirectory: String) throws {
        if let name = projects.unknownTargets.first {
            let known = projects.targetNames.isEmpty ? "the projects have no target" : "targets: \(projects.targetNames.joined(separator: ", "))"
            throw ValidationError("--target \(name): no such target (\(known))")
        }
        guard !projects.targets.isEmpty else {
            let lines = XcodeReporter.lines(projects.diagnostics.map(Finding.init), workingDirectory: workingDirectory)
            FileHandle.standardError.write(Data(lines.utf8))
            Output.error("no iOS app or app extension target to analyse")
            throw ExitCode(1)
        }
    }
}
