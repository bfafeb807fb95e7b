import A11yCore
import Hierarchy

/// Xcode projects as a project source: a `.xcodeproj`, a `.xcworkspace` or a folder holding one
/// becomes one run per iOS app and app extension target, with the interface files and asset
/// catalogs of its resources and the app facts of its build settings and Info.plist
/// (`docs/xcode-project.md`).
public struct XcodeProjectSpecSource: ProjectSource {
    public init() {}

    public var rules: [RuleDescription] { XcodeProjectRule.allCases.map(\.description) }

    /// The error: a project that cannot be read. The warnings and notes can be disabled, since
    /// the rest of the project still names the app's files.
    public var alwaysOnRuleIDs: Set<String> { Set(XcodeProjectRule.allCases.filter { $0.severity == .error }.map(\.rawValue)) }

    /// A target's project file is its `project.pbxproj`.
    public var projectFileExtensions: Set<String> { ["pbxproj"] }

    public func inputs(for paths: [String], targets: [String], files: any FileAccess) -> AppProjectInputs? {
        XcodeProjectInputs.inputs(for: paths, targets: targets, files: files)
    }

    public func projects(below folder: String, files: any FileAccess) -> [String] {
        NestedProjects.below(folder, files: files)
    }

    public func generatorCommand(for folder: String, files: any FileAccess) -> String? {
        guard XcodeProjectLocator.projects(at: folder, files: files) == nil else { return nil }
        return GeneratedProject.generator(in: folder, files: files)?.command
    }
}
