import Foundation
import PackagePlugin

/// Before every build of the target it is applied to, writes `BuildCommit.swift` declaring the git
/// commit the package is checked out at (`scripts/build-commit`), for `a11y-check --version`.
/// SwiftPM has no build-script hook; a prebuild command is the one step that runs on every build.
@main
struct BuildCommitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        let script = context.package.directoryURL.appending(path: "scripts/build-commit")
        return [
            .prebuildCommand(
                displayName: "Recording the git commit for --version",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, context.package.directoryURL.path, output.path],
                outputFilesDirectory: context.pluginWorkDirectoryURL
            ),
        ]
    }
}
