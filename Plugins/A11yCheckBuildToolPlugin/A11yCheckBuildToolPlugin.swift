import Foundation
import PackagePlugin

/// Checks a target's spec files on every build that changes them: `a11y-check lint --reporter xcode`
/// prints each finding as `file:line:column: warning|error: message [rule-id]`, which SwiftPM and
/// Xcode show as build diagnostics at that line; an error fails the build.
///
/// The command's only output is an empty Swift file in the plugin's work directory (SwiftPM
/// schedules a build command only for the outputs a target consumes, and treats any other kind of
/// file as a resource); nothing is written into the sources.
@main
struct A11yCheckBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try SpecCheck(
            specs: target.sourceFiles.map(\.url),
            configuration: SpecCheck.configuration(from: target.directoryURL),
            tool: context.tool(named: "a11y-check").url,
            workDirectory: context.pluginWorkDirectoryURL,
            name: target.name
        ).commands()
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension A11yCheckBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try SpecCheck(
            specs: target.inputFiles.map(\.url),
            configuration: SpecCheck.configuration(from: SpecCheck.commonDirectory(of: target.inputFiles.map(\.url))
                ?? context.xcodeProject.directoryURL),
            tool: context.tool(named: "a11y-check").url,
            workDirectory: context.pluginWorkDirectoryURL,
            name: target.displayName
        ).commands()
    }
}
#endif

/// The one build command that lints a target's spec files.
struct SpecCheck {
    /// The extensions a11y-check reads as specs.
    static let specExtensions: Set<String> = ["yaml", "yml", "storyboard", "xib"]

    let specs: [URL]
    let configuration: URL?
    let tool: URL
    let workDirectory: URL
    let name: String

    /// The nearest `.a11y-check.yml` in `directory` or a directory above it, as a11y-check itself
    /// finds it from where it runs: a target's specs use the configuration of the folder they are in.
    static func configuration(from directory: URL) -> URL? {
        var current = directory.standardizedFileURL
        while true {
            let file = current.appending(path: ".a11y-check.yml")
            if FileManager.default.fileExists(atPath: file.path) { return file }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path || current.path == "/" { return nil }
            current = parent
        }
    }

    /// The deepest directory holding every file of `files` (an Xcode target's inputs), if any.
    static func commonDirectory(of files: [URL]) -> URL? {
        let directories = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var shared = directories.first else { return nil }
        for components in directories.dropFirst() {
            shared = Array(zip(shared, components).prefix { $0 == $1 }.map(\.0))
        }
        return shared.isEmpty ? nil : URL(fileURLWithPath: NSString.path(withComponents: shared), isDirectory: true)
    }

    func commands() -> [Command] {
        let specs = self.specs.filter { Self.specExtensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return [] }
        let stamp = workDirectory.appending(path: "A11yCheckSpecs.swift")
        var lint = [tool.path, "lint", "--reporter", "xcode", "--quiet"]
        if let configuration { lint += ["--config", configuration.path] }
        lint += specs.map(\.path)
        // sh runs the check, then writes the (empty) Swift file the target compiles, keeping the
        // check's exit status: 2 when a finding is an error, which fails the build.
        let script = #"stamp=$1; shift; "$@"; status=$?; printf '// a11y-check checked this target'"'"'s spec files.\n' >"$stamp"; exit $status"#
        return [
            .buildCommand(
                displayName: "a11y-check: checking \(specs.count) spec file(s) of \(name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "a11y-check", stamp.path] + lint,
                inputFiles: specs + [tool] + (configuration.map { [$0] } ?? []),
                outputFiles: [stamp]
            ),
        ]
    }
}
