import Hierarchy

/// Xcode projects as a project source: a `.xcodeproj`, a `.xcworkspace` or a folder holding one
/// becomes one run per iOS app and app extension target, with the interface files and asset
/// catalogs of its resources and the app facts of its build settings and Info.plist
/// (`docs/xcode-project.md`).
public struct XcodeProjectSpecSource: ProjectSource {
    public init() {}

    public func inputs(for paths: [String], targets: [String]) -> AppProjectInputs? {
        XcodeProjectInputs.inputs(for: paths, targets: targets)
    }
}
