import A11yCore

/// A source of whole apps: a project format (the Xcode project) that names the files each of its
/// app targets builds and the app facts its settings give. Where a ``SpecSource`` reads one file,
/// a project source turns the paths of a run into one run per target, whose files the spec
/// sources then read. Registered in `SpecSources.standard` beside the spec sources.
public protocol ProjectSource: Sendable {
    /// The rules only this format's projects can break, in the order `a11y-check rules` lists
    /// them; they report in the project file a target carries (``AppTargetInput/projectFile``).
    var rules: [RuleDescription] { get }

    /// The ids among ``rules`` that are always on at their own severity: a project that breaks
    /// one cannot be read, so configuration can neither disable nor soften it.
    var alwaysOnRuleIDs: Set<String> { get }

    /// The extensions of the project files the targets carry (their ``AppTargetInput/projectFile``
    /// is named by such a path), lowercased, without the dot: where ``rules`` can report.
    var projectFileExtensions: Set<String> { get }

    /// The targets of the projects `paths` name (each path a project, or a folder holding one),
    /// `targets` naming them (empty: every app target), every file read through `files` (the
    /// disk, or a git revision a diff reads); nil when some path names no project of this
    /// format, so the run reads the paths as spec files.
    func inputs(for paths: [String], targets: [String], files: any FileAccess) -> AppProjectInputs?

    /// The projects of this format deeper in `folder`, which holds none directly (so a run reads
    /// it as files), nearest first: what a run at a repository's root could lint instead.
    func projects(below folder: String, files: any FileAccess) -> [String]

    /// The command that generates `folder`'s project when the folder holds the input of a tool
    /// that writes this format's projects but not the project it writes (XcodeGen's `project.yml`
    /// without the `.xcodeproj` it generates): a run that reads the folder as files could lint that
    /// project once generated. Nil otherwise.
    func generatorCommand(for folder: String, files: any FileAccess) -> String?
}

/// One app or app extension target of a project, ready to lint: the interface files and
/// resource folders it ships, and its app facts (devices, orientations, launch and main
/// storyboards) as the `app` of its project file, which joins the run as any file's `app` does.
public struct AppTargetInput: Sendable {
    /// The target's name.
    public let name: String
    /// Its project.
    public let projectPath: String
    /// The interface files of its resources, then the Swift and Objective-C files of its sources,
    /// that are on disk.
    public let files: [String]
    /// Its resource folders (asset catalogs) that are on disk.
    public let assetCatalogs: [String]
    /// The project's file as the run's file for the target: its `app`, and what reading the
    /// project found (for one target of a run, the first app or else the first target, the
    /// project's own diagnostics too).
    public let projectFile: LoadedSpecFile
    /// The iOS versions its default matrix covers: its deployment target's major version (13 at
    /// least, the oldest the model covers) and the newest.
    public let iosVersions: [IOSVersion]
    /// True for an app extension (a share extension, a widget), false for an app.
    public let isAppExtension: Bool

    public init(name: String, projectPath: String, files: [String], assetCatalogs: [String], projectFile: LoadedSpecFile,
                iosVersions: [IOSVersion], isAppExtension: Bool = false) {
        self.name = name
        self.projectPath = projectPath
        self.files = files
        self.assetCatalogs = assetCatalogs
        self.projectFile = projectFile
        self.iosVersions = iosVersions
        self.isAppExtension = isAppExtension
    }
}

/// What the projects a run names give it.
public struct AppProjectInputs: Sendable {
    /// The targets to lint, in project order.
    public let targets: [AppTargetInput]
    /// What reading the projects found when no target is linted (otherwise they ride on one
    /// target's ``AppTargetInput/projectFile``).
    public let diagnostics: [Diagnostic]
    /// Names `--target` gave that no project has.
    public let unknownTargets: [String]
    /// Every target name of the projects, for the message about an unknown one.
    public let targetNames: [String]

    public init(targets: [AppTargetInput], diagnostics: [Diagnostic], unknownTargets: [String], targetNames: [String]) {
        self.targets = targets
        self.diagnostics = diagnostics
        self.unknownTargets = unknownTargets
        self.targetNames = targetNames
    }

    /// The target a command that shows one app analyses when no `--target` chooses: the only
    /// target, or the one app among targets that are otherwise app extensions (an app with its
    /// share extension and widget); nil when several apps leave the choice open.
    public var soleApp: AppTargetInput? {
        if targets.count == 1 { return targets[0] }
        let apps = targets.filter { !$0.isAppExtension }
        return apps.count == 1 ? apps[0] : nil
    }
}
