import Foundation
import PackagePlugin

/// `swift package a11y-check [SUBCOMMAND] [ARGUMENTS...]` in a package that depends on a11y-check.
///
/// Runs the a11y-check the package graph builds, in the package directory, so the package's
/// `.a11y-check.yml` applies and relative paths are the package's. Without a subcommand it lints;
/// `--target NAME` (repeatable) lints those targets' directories; with no path and no target, lint
/// reads the configuration's `included` paths, or the whole package (hidden directories such as
/// `.build` skipped). The exit status is a11y-check's.
@main
struct A11yCheckCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var remaining = extractor.remainingArguments
        var subcommand = "lint"
        if let first = remaining.first, !first.hasPrefix("-"), Self.subcommands.contains(first) {
            subcommand = first
            remaining.removeFirst()
        }
        let targetPaths = try context.package.targets(named: targetNames).map(\.directoryURL.path)
        let arguments = [subcommand] + remaining + targetPaths

        let process = Process()
        process.executableURL = try context.tool(named: "a11y-check").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("a11y-check \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
            throw ExitStatus(code: process.terminationStatus)
        }
    }

    /// a11y-check's subcommands; any other first argument is a path or option for `lint`.
    static let subcommands: Set<String> = [
        "lint", "report", "diff", "orientation", "voiceover", "lifecycle", "rules", "reporters", "assumptions", "schema", "import",
    ]
}

/// a11y-check's non-zero exit status, passed on as the plugin's failure.
struct ExitStatus: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "a11y-check exited with status \(code)" }
}
