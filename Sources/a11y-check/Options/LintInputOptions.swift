import ArgumentParser
import Foundation
import LintEngine
import Settings

/// How `lint` and `report` turn their paths (spec files, folders, or an Xcode project), configuration and baseline into a lint request:
/// the configuration file found or named, its `included` paths when none is named, its
/// baseline when `--baseline` is not given, and the command line's matrix selection.
struct LintInputs {
    let paths: [String]
    let config: String?
    let baseline: String?
    /// The baseline `--write-baseline` is about to write (it may not exist yet).
    var writeBaseline: String?
    let environment: EnvironmentOptions
    /// `--target`: the Xcode project targets to lint (default: every iOS app target).
    var targets: [String] = []

    /// The request, carrying the settings (configuration, environments asked for, assumptions);
    /// problems in the configuration file and a `--config` file that does not exist are bad
    /// arguments (64).
    func request(workingDirectory: String) throws -> LintRequest {
        let settings = try RunSettings.forCommand(config: config, workingDirectory: workingDirectory, environment: environment)
        let configuration = settings.configuration
        var request = LintRequest(paths: lintPaths(configuration), settings: settings, workingDirectory: workingDirectory)
        if let path = baselinePath(configuration) {
            request.baseline = try readBaseline(path, explicit: baseline != nil)
        }
        return request
    }

    /// The baseline read: `--baseline`, else the configuration's.
    func baselinePath(_ configuration: LintConfiguration) -> String? {
        baseline ?? configuration.baseline.map { resolve($0, against: configuration.baseDirectory) }
    }

    /// The lint runs: one per Xcode project target when the paths name projects (a
    /// `.xcodeproj`, a `.xcworkspace`, or a folder holding one), else the one run of
    /// ``request(workingDirectory:)``.
    /// The base request is the one the paths alone make (settings, baseline, containment).
    func runs(workingDirectory: String) throws -> (base: LintRequest, runs: [(target: String?, request: LintRequest)]) {
        let request = try self.request(workingDirectory: workingDirectory)
        guard let runs = try TargetRuns.of(request, targets: targets)?.runs else { return (request, [(nil, request)]) }
        return (request, runs.map { (target: runs.count > 1 ? $0.target : nil, request: $0.request) })
    }

    /// The one run of a command that draws one app (`report`): the target's run when the paths
    /// name a project, which then has one iOS app target or names one with `--target`.
    func singleRun(workingDirectory: String) throws -> LintRequest {
        let request = try self.request(workingDirectory: workingDirectory)
        return try TargetRuns.of(request, targets: targets)?.single() ?? request
    }

    private func lintPaths(_ configuration: LintConfiguration) -> [String] {
        if !paths.isEmpty { return paths }
        if !configuration.included.isEmpty {
            return configuration.included.map { resolve($0, against: configuration.baseDirectory) }
        }
        return ["."]
    }

    private func resolve(_ path: String, against directory: String) -> String {
        path.hasPrefix("/") || directory == "." ? path : (directory as NSString).appendingPathComponent(path)
    }

    private func readBaseline(_ path: String, explicit: Bool) throws -> Baseline? {
        if !FileManager.default.fileExists(atPath: path) {
            // Writing the baseline a configuration names for the first time: nothing to compare yet.
            if path == writeBaseline || !explicit { return nil }
            throw ValidationError("the baseline file \(path) does not exist; create it with --write-baseline")
        }
        do {
            return try Baseline.read(path: path)
        } catch {
            throw ValidationError("the baseline file \(path) is not a baseline a11y-check wrote: \(error)")
        }
    }
}
