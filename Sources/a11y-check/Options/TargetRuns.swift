import A11yCore
import ArgumentParser
import Foundation
import Hierarchy
import LintEngine
import Reporters
import SpecInputs

/// A run of an Xcode project (`lint`, and for one target `report` and the analysis commands):
/// one lint request per iOS app target, each with the target's files and app facts and, unless
/// the command line or the configuration chooses iOS versions, the target's deployment version
/// and the newest.
struct TargetRuns {
    /// The targets' names, with their requests, in project order.
    let runs: [(target: String, request: LintRequest)]
    /// The target a command that shows one app analyses when no `--target` chooses
    /// (``AppProjectInputs/soleApp``).
    private let soleApp: String?

    /// The runs for `projects`; `base` is the request the paths alone would make (settings,
    /// baseline). Names `--target` gave that no project has are bad arguments; a project with
    /// no iOS app target fails the run after its notes.
    private init(_ projects: AppProjectInputs, base: LintRequest) throws {
        try Self.check(projects, workingDirectory: base.workingDirectory)
        runs = projects.targets.map { ($0.name, base.forTarget($0)) }
        soleApp = projects.soleApp?.name
    }

    /// The runs of `base` when its paths name Xcode projects (a `.xcodeproj`, a `.xcworkspace`,
    /// or a folder holding one): one per iOS app target, or per target `targets` names. Nil when
    /// they name no project, where a `--target` is a bad argument.
    static func of(_ base: LintRequest, targets: [String]) throws -> TargetRuns? {
        guard let projects = SpecSources.standard.projectInputs(for: base.paths, targets: targets) else {
            if let name = targets.first { throw ValidationError("--target \(name): the paths name no Xcode project") }
            return nil
        }
        return try TargetRuns(projects, base: base)
    }

    /// The one run of a command that shows one app (`report`, `voiceover`, `orientation`,
    /// `lifecycle`): the only target's, or the app's among its extensions (a note names them);
    /// a project with several apps is a bad argument unless `--target` names one.
    func single() throws -> LintRequest {
        if runs.count == 1 { return runs[0].request }
        guard let soleApp, let run = runs.first(where: { $0.target == soleApp }) else {
            throw ValidationError("the project has \(runs.count) iOS app targets (\(runs.map(\.target).joined(separator: ", "))): name one with --target")
        }
        let extensions = runs.map(\.target).filter { $0 != soleApp }
        Output.note("analysing the app target \(soleApp); its app extensions (\(extensions.joined(separator: ", "))) are analysed with --target")
        return run.request
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
