import Foundation
import PackagePlugin

/// Checks a target's spec files on every build that changes them: `a11y-check lint --reporter xcode`
/// prints each finding as `file:line:column: warning|error: message [rule-id]`, which SwiftPM and
/// Xcode show as build diagnostics at that line; an error fails the build.
///
/// The command declares no output files: it writes nothing, and nothing is compiled into the
/// target. SwiftPM runs a command without outputs for a target whose package's tools-version is
/// 6.0 or later (an older one gets SwiftPM's warning that it will not run), again whenever one of
/// its inputs changes: a spec file, the configuration, the tool.
@main
struct A11yCheckBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try SpecCheck(
            specs: target.sourceFiles.map(\.url),
            tool: context.tool(named: "a11y-check").url,
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
            tool: context.tool(named: "a11y-check").url,
            name: target.displayName
        ).commands()
    }
}
#endif

/// The one build command that lints a target's spec files.
struct SpecCheck {
    /// The extensions a11y-check reads as specs.
    static let specExtensions: Set<String> = ["yaml", "yml", "storyboard", "xib"]

    /// The target's files; the spec files among them are checked.
    let specs: [URL]
    let tool: URL
    let name: String

    /// The nearest `.a11y-check.yml` in `directory` or a directory above it, as a11y-check itself
    /// finds it from where it runs.
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

    /// The deepest directory holding every file of `files`; nil when there is none.
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
        // The configuration is walked up to from the folder holding the spec files, so specs use
        // the configuration of the folder they are in (none when the target has no spec file).
        guard let folder = Self.commonDirectory(of: specs) else { return [] }
        let configuration = Self.configuration(from: folder)
        var arguments = ["lint", "--reporter", "xcode", "--quiet"]
        if let configuration { arguments += ["--config", configuration.path] }
        arguments += specs.map(\.path)
        // No output files: a11y-check exits 2 when a finding is an error, which fails the build.
        return [
            .buildCommand(
                displayName: "a11y-check: checking \(specs.count) spec file(s) of \(name)",
                executable: tool,
                arguments: arguments,
                inputFiles: specs + [tool] + (configuration.map { [$0] } ?? []),
                outputFiles: []
            ),
        ]
    }
}
