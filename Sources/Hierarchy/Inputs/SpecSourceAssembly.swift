import A11yCore

/// What a format does with the files of a whole run once every file is loaded, for what one file
/// cannot say alone: a storyboard reference to another storyboard, the asset catalog beside a
/// file, the app's main and launch storyboards. Each step sees every file of the run and changes
/// only those of its own format; a format with nothing to link keeps the defaults, which do
/// nothing. Project assembly (`ProjectLoader`) calls the steps of every registered source.
public protocol SpecSourceAssembly: Sendable {
    /// The kinds of folder the format reads beside its files and never searches for spec files
    /// (asset catalogs for Interface Builder): what discovery collects below named folders.
    var resourceFolders: [ResourceFolderKind] { get }

    /// Links the format's files across the run, before YAML `overrides` apply; `resources` are
    /// the run's folders of ``resourceFolders``' kinds, named or found below a named folder; what
    /// they hold is read only inside `containment`.
    func link(_ files: inout [SpecFile], resources: [String], containment: PathContainment) -> [Diagnostic]

    /// The Info.plist the format's files imply when no spec names one (for storyboards, the one
    /// beside them), or nil.
    func infoPlist(beside paths: [String]) -> String?

    /// Applies what the app's Info.plist says about the format's files (for storyboards, the
    /// launch screen and the main storyboard).
    func apply(_ app: AppSpec, to files: inout [SpecFile]) -> [Diagnostic]
}

extension SpecSourceAssembly {
    public var resourceFolders: [ResourceFolderKind] { [] }

    public func link(_ files: inout [SpecFile], resources: [String], containment: PathContainment) -> [Diagnostic] { [] }

    public func infoPlist(beside paths: [String]) -> String? { nil }

    public func apply(_ app: AppSpec, to files: inout [SpecFile]) -> [Diagnostic] { [] }
}

/// A kind of folder a format reads beside its files (an asset catalog, `.xcassets`).
public struct ResourceFolderKind: Hashable, Sendable {
    /// The folder's extension, lowercased, without the dot.
    public let fileExtension: String
    /// What the folder is, with its article, for messages: `an asset catalog`.
    public let name: String

    public init(fileExtension: String, name: String) {
        self.fileExtension = fileExtension
        self.name = name
    }
}
