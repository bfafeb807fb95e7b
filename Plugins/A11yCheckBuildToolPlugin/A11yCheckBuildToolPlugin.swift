import Foundation
import PackagePlugin

/// Checks a target's interface and code files on every build that changes them: `a11y-check lint
/// --reporter xcode` prints each finding as `file:line:column: warning|error: message [rule-id]`,
/// which SwiftPM and Xcode show as build diagnostics at that line; an error fails the build.
///
/// The command declares no output files: it writes nothing, and nothing is compiled into the
/// target. SwiftPM runs a command without outputs for a target whose package's tools-version is
/// 6.0 or later (an older one gets SwiftPM's warning that it will not run), again whenever one of
/// its inputs changes: a file a11y-check reads, the configuration, the tool.
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

/// In an Xcode project: the target is linted as `a11y-check lint App.xcodeproj --target NAME`
/// lints it, so its files come from the project's own file list (its resources and sources
/// phases) and its app facts (devices from `TARGETED_DEVICE_FAMILY`, orientations and launch
/// screen from the Info.plist and generated keys, `.xcconfig` files) from its build settings; the
/// build command runs again when one of the target's input files a11y-check reads changes, or the
/// project, an `.xcconfig` file or an Info.plist of the project.
extension A11yCheckBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let project = context.xcodeProject
        let projectFile = project.directoryURL.appending(path: project.displayName + ".xcodeproj")
        return try SpecCheck(
            specs: target.inputFiles.map(\.url),
            tool: context.tool(named: "a11y-check").url,
            name: target.displayName
        ).projectCommands(
            project: projectFile,
            settingsFiles: project.filePaths.map(\.url).filter { SpecCheck.projectSettingsExtensions.contains($0.pathExtension.lowercased()) }
        )
    }
}
#endif

/// The one build command that lints a target's files.
struct SpecCheck {
    /// The extensions of the files a11y-check reads (its sources' registry): YAML specs,
    /// storyboards and xibs, Swift and Objective-C code, strings tables, and asset catalogs (folders).
    static let specExtensions: Set<String> = ["yaml", "yml", "storyboard", "xib", "swift", "m", "mm", "strings", "xcstrings", "xcassets"]
    /// The extensions of a project's files its targets' app facts come from: `.xcconfig` build
    /// settings and Info.plist files.
    static let projectSettingsExtensions: Set<String> = ["xcconfig", "plist"]

    /// The target's files; those a11y-check reads among them are checked.
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

    /// The files among ``specs`` a11y-check reads, sorted by path.
    var read: [URL] {
        specs.filter { Self.specExtensions.contains($0.pathExtension.lowercased()) }.sorted { $0.path < $1.path }
    }

    /// A package target: its files a11y-check reads, named on the command line.
    func commands() -> [Command] {
        let specs = read
        // The configuration is walked up to from the folder holding the files, so they use the
        // configuration of the folder they are in (none when the target has no file to check).
        guard let folder = Self.commonDirectory(of: specs) else { return [] }
        return [command(paths: specs.map(\.path), configuration: Self.configuration(from: folder), inputs: specs, count: specs.count)]
    }

    /// An Xcode project's target: `a11y-check lint PROJECT --target NAME`, which reads the files
    /// the project builds for it and its app facts; ``specs`` (those a11y-check reads), the
    /// project file and `settingsFiles` (its `.xcconfig` and Info.plist files) are the inputs
    /// whose change runs it again. None when the target has no file a11y-check reads.
    func projectCommands(project: URL, settingsFiles: [URL]) -> [Command] {
        let specs = read
        guard !specs.isEmpty else { return [] }
        let configuration = Self.configuration(from: project.deletingLastPathComponent())
        let inputs = specs + [project.appending(path: "project.pbxproj")] + settingsFiles.sorted { $0.path < $1.path }
        return [command(paths: [project.path, "--target", name], configuration: configuration, inputs: inputs, count: specs.count)]
    }

    private func command(paths: [String], configuration: URL?, inputs: [URL], count: Int) -> Command {
        var arguments = ["lint", "--reporter", "xcode", "--quiet"]
        if let configuration { arguments += ["--config", configuration.path] }
        arguments += paths
        // No output files: a11y-check exits 2 when a finding is an error, which fails the build.
        return .buildCommand(
            displayName: "a11y-check: checking \(count) file(s) of \(name)",
            executable: tool,
            arguments: arguments,
            inputFiles: inputs + [tool] + (configuration.map { [$0] } ?? []),
            outputFiles: []
        )
    }
}
