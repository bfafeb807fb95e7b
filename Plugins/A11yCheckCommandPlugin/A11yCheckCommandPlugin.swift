import Foundation
import PackagePlugin

/// `swift package a11y-check [SUBCOMMAND] [ARGUMENTS...]` in a package that depends on a11y-check.
///
/// Runs the a11y-check the package graph provides, in the package directory, so the package's
/// `.a11y-check.yml` applies and relative paths are the package's. Without a subcommand it lints;
/// `--target NAME` (repeatable) lints those targets' directories; with no path and no target, lint
/// reads the configuration's `included` paths, or the whole package (hidden directories such as
/// `.build` skipped). The exit status is a11y-check's. The plugin declares the permission to write
/// into the package (`report -o`, `import -o`, `--output`, `--write-baseline`), which SwiftPM asks
/// for, or `--allow-writing-to-package-directory` grants.
@main
struct A11yCheckCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targetPaths = try context.package.targets(named: targetNames).map(\.directoryURL.path)
        try Self.run(tool: context.tool(named: "a11y-check").url, arguments: extractor.remainingArguments, paths: targetPaths,
                     in: context.package.directoryURL)
    }

    /// a11y-check's subcommands; any other first argument is a path or option for `lint`.
    static let subcommands: Set<String> = [
        "lint", "report", "diff", "orientation", "voiceover", "lifecycle", "rules", "reporters", "assumptions", "schema", "import",
    ]

    /// The subcommands that read an Xcode project (and take `--target`).
    static let projectSubcommands: Set<String> = ["lint", "report", "diff", "import"]

    /// The subcommand `arguments` start with (lint when none), and the rest of them.
    static func subcommand(of arguments: [String]) -> (subcommand: String, rest: [String]) {
        if let first = arguments.first, !first.hasPrefix("-"), subcommands.contains(first) {
            return (first, Array(arguments.dropFirst()))
        }
        return ("lint", arguments)
    }

    /// Runs `tool` with the subcommand the arguments start with (lint when none), the rest of the
    /// arguments and then `paths`, in `directory`; throws with its exit status when it fails.
    static func run(tool: URL, arguments: [String], paths: [String], in directory: URL) throws {
        let split = Self.subcommand(of: arguments)
        let arguments = [split.subcommand] + split.rest + paths
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("a11y-check \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
            throw ExitStatus(code: process.terminationStatus)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In Xcode (File > Packages, or a target's context menu): runs a11y-check in the project's
/// directory; `lint`, `report`, `diff` and `import` (lint when no subcommand is given) read the
/// project itself (`App.xcodeproj`: each target's files from its build phases, its app facts
/// from its build settings and Info.plist), with `--target` for each target Xcode passes (every
/// iOS app target when none is passed).
extension A11yCheckCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let project = context.xcodeProject
        let (subcommand, rest) = Self.subcommand(of: extractor.remainingArguments)
        let projectFile = project.directoryURL.appending(path: project.displayName + ".xcodeproj")
        let paths = Self.projectSubcommands.contains(subcommand) ? [projectFile.path] + targetNames.flatMap { ["--target", $0] } : []
        try Self.run(tool: context.tool(named: "a11y-check").url, arguments: [subcommand] + rest, paths: paths, in: project.directoryURL)
    }
}
#endif

/// a11y-check's non-zero exit status, passed on as the plugin's failure.
struct ExitStatus: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "a11y-check exited with status \(code)" }
}
