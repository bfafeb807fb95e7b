import A11yCore

/// What a format does with the files of a whole run once every file is loaded, for what one file
/// cannot say alone: the files one of its files pulls in (YAML's `import`), a storyboard
/// reference to another storyboard, the asset catalog beside a file, the app's main and launch
/// storyboards, YAML's `overrides` of other files' screens. Each step sees every file of the run;
/// a format with nothing to link keeps the defaults, which do nothing. Project assembly
/// (`ProjectLoader`) calls the steps of every registered source, in this order: ``pulledIn(by:readable:containment:)``
/// for each file as it is loaded, ``link(_:resources:containment:reading:)``, the app merge and its
/// Info.plist, ``apply(_:to:)``, ``complete(_:)``, then the model's checks.
public protocol SpecSourceAssembly: Sendable {
    /// The files `file` (one of this format's) pulls into the run, such as YAML's `import`: each
    /// resolved to its path, or refused with a diagnostic located where `file` names it (a path
    /// outside `containment`, a file of none of the `readable` extensions, one not on disk).
    /// Assembly loads each path once, with its own source, unless the run already reads it.
    func pulledIn(by file: SpecFile, readable: Set<String>, containment: PathContainment) -> [PulledInFile]

    /// The kinds of folder the format reads beside its files and never searches for spec files
    /// (asset catalogs for Interface Builder): what discovery collects below named folders.
    var resourceFolders: [ResourceFolderKind] { get }

    /// Links the format's files across the run, before YAML `overrides` apply; `resources` are
    /// the run's folders of ``resourceFolders``' kinds, named or found below a named folder; what
    /// they hold, and the resource folders beside the files, are read through `access` (the disk,
    /// or a diff side's revision or folder), only inside `containment`.
    func link(_ files: inout [SpecFile], resources: [String], containment: PathContainment, reading access: any FileAccess) -> [Diagnostic]

    /// The files beside `file` (one of this format's) whose bytes its link step reads into its
    /// screens (a storyboard's strings tables and string catalog), as they are in `access` (a diff
    /// side's revision or folder), by path: a diff analyses `file`'s scenes again when one of
    /// them changes.
    func linkedFiles(of file: SpecFile, reading access: any FileAccess) -> [String]

    /// The Info.plist the format's files imply when no spec names one (for storyboards, the one
    /// beside them), or nil.
    func infoPlist(beside paths: [String]) -> String?

    /// Applies what the app's Info.plist says about the format's files (for storyboards, the
    /// launch screen and the main storyboard).
    func apply(_ app: AppSpec, to files: inout [SpecFile]) -> [Diagnostic]

    /// The last step, once every source has applied the app: what the format's files change in
    /// the screens of the whole run (YAML's `overrides`).
    func complete(_ files: inout [SpecFile]) -> [Diagnostic]

    /// The hint for an Info.plist that cannot be read, when one of the format's files names it
    /// (`found` false) or the format found it beside its files (``infoPlist(beside:)``, `found`
    /// true); nil to leave the hint generic.
    func infoPlistHint(found: Bool) -> String?
}

extension SpecSourceAssembly {
    public func pulledIn(by file: SpecFile, readable: Set<String>, containment: PathContainment) -> [PulledInFile] { [] }

    public var resourceFolders: [ResourceFolderKind] { [] }

    public func link(_ files: inout [SpecFile], resources: [String], containment: PathContainment, reading access: any FileAccess) -> [Diagnostic] { [] }

    public func linkedFiles(of file: SpecFile, reading access: any FileAccess) -> [String] { [] }

    public func infoPlist(beside paths: [String]) -> String? { nil }

    public func apply(_ app: AppSpec, to files: inout [SpecFile]) -> [Diagnostic] { [] }

    public func complete(_ files: inout [SpecFile]) -> [Diagnostic] { [] }

    public func infoPlistHint(found: Bool) -> String? { nil }
}

/// A file one file of a run pulls in (YAML's `import`): the path it resolves to, and, when it is
/// not read, the diagnostic saying why, located where the file names it.
public struct PulledInFile: Sendable {
    /// The path, resolved against the folder of the file that names it.
    public let path: String
    /// Why the file is not read, if it is not.
    public let refusal: Diagnostic?

    public init(path: String, refusal: Diagnostic? = nil) {
        self.path = path
        self.refusal = refusal
    }
}

/// A kind of folder a format reads beside its files (an asset catalog, `.xcassets`).
public struct ResourceFolderKind: Hashable, Sendable {
    /// The folder's extension, lowercased, without the dot.
    public let fileExtension: String
    /// What the folder is, with its article, for messages: `an asset catalog`.
    public let name: String
    /// The names of the files, at any depth in such a folder, the source may read (`Contents.json`
    /// in an asset catalog): what a change to the folder is, for `diff`.
    public let readFileNames: Set<String>

    public init(fileExtension: String, name: String, readFileNames: Set<String> = []) {
        self.fileExtension = fileExtension
        self.name = name
        self.readFileNames = readFileNames
    }
}
