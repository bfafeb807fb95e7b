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

    /// Runs `tool` with the subcommand the arguments start with (lint when none), the rest of the
    /// arguments and then `paths`, in `directory`; throws with its exit status when it fails.
    static func run(tool: URL, arguments: [String], paths: [String], in directory: URL) throws {
        var remaining = arguments
        var subcommand = "lint"
        if let first = remaining.first, !first.hasPrefix("-"), subcommands.contains(first) {
            subcommand = first
            remaining.removeFirst()
        }
        let arguments = [subcommand] + remaining + paths
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
/// directory on the spec files (`.yaml`, `.yml`, `.storyboard`, `.xib`) of the targets Xcode passes
/// with `--target`, or on what the configuration includes when none is passed.
extension A11yCheckCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let specExtensions: Set<String> = ["yaml", "yml", "storyboard", "xib"]
        let specs = context.xcodeProject.targets
            .filter { targetNames.contains($0.displayName) }
            .flatMap(\.inputFiles)
            .map(\.url)
            .filter { specExtensions.contains($0.pathExtension.lowercased()) }
            .map(\.path)
        try Self.run(tool: context.tool(named: "a11y-check").url, arguments: extractor.remainingArguments,
                     paths: Array(Set(specs)).sorted(), in: context.xcodeProject.directoryURL)
    }
}
#endif

/// a11y-check's non-zero exit status, passed on as the plugin's failure.
struct ExitStatus: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "a11y-check exited with status \(code)" }
}
