import A11yCore
import Hierarchy

/// One iOS app or app extension target of an Xcode project, ready to lint: the interface files
/// and asset catalogs it ships, and its app facts (devices, orientations, launch and main
/// storyboards) as the `app` of its project file, which joins the run as any file's `app` does.
public struct AppTargetInput: Sendable {
    /// The target's name.
    public let name: String
    /// Its `.xcodeproj`.
    public let projectPath: String
    /// The storyboards and xibs of its resources that are on disk.
    public let files: [String]
    /// Its asset catalogs that are on disk.
    public let assetCatalogs: [String]
    /// The `project.pbxproj` as the run's file for the target: its `app`, and what reading the
    /// project found (for the first target of a run, the project's own diagnostics too).
    public let projectFile: LoadedSpecFile
    /// The iOS versions its default matrix covers: its deployment target's major version (13 at
    /// least, the oldest the model covers) and the newest.
    public let iosVersions: [IOSVersion]
}

/// What the projects a run names give it.
public struct AppProjectInputs: Sendable {
    /// The targets to lint, in project order.
    public let targets: [AppTargetInput]
    /// What reading the projects found when no target is linted (otherwise they ride on the
    /// first target's ``AppTargetInput/projectFile``).
    public let diagnostics: [Diagnostic]
    /// Names `--target` gave that no project has.
    public let unknownTargets: [String]
    /// Every target name of the projects, for the message about an unknown one.
    public let targetNames: [String]
}
