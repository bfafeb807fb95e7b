import A11yCore

/// An Xcode project as a11y-check reads it: its targets, each with the interface files it
/// ships, its Swift files and the facts of its Release build settings and Info.plist, and every
/// problem met while reading it, located.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder, as named.
    public let path: String
    /// The project folder (`SRCROOT`, `PROJECT_DIR`): the folder holding the `.xcodeproj`, or
    /// the `projectDirPath` the project gives below it.
    public let folder: String
    /// The project's `developmentRegion` (`en`), the language of its base strings.
    public let developmentRegion: String?
    /// Every target, in the project's order.
    public let targets: [XcodeTarget]
    /// What reading the project met: malformed input, missing files, unknown object kinds,
    /// settings that could not be resolved (each said once).
    public let diagnostics: [Diagnostic]
    /// Where its files were read (the disk, or a git revision): where locations are searched.
    public let files: any FileAccess
    /// The files locations are searched in, each indexed once.
    let locators: TextLocatorCache

    /// The path of the `project.pbxproj` file.
    public var pbxprojPath: String { XcodeProjectReader.pbxprojPath(of: path) }

    public init(path: String, folder: String, developmentRegion: String?, targets: [XcodeTarget],
                files: any FileAccess = DiskFileAccess(), diagnostics: [Diagnostic]) {
        self.init(path: path, folder: folder, developmentRegion: developmentRegion, targets: targets, files: files,
                  diagnostics: diagnostics, locators: TextLocatorCache())
    }

    /// A project whose files' locations `locators` searches (holding the `project.pbxproj`'s
    /// text when it was just read).
    init(path: String, folder: String, developmentRegion: String?, targets: [XcodeTarget], files: any FileAccess,
         diagnostics: [Diagnostic], locators: TextLocatorCache) {
        self.files = files
        self.path = path
        self.folder = folder
        self.developmentRegion = developmentRegion
        self.targets = targets
        self.diagnostics = diagnostics
        self.locators = locators
    }
}

/// What a target builds, from its `productType`.
public enum ProductKind: String, Hashable, Sendable {
    /// `com.apple.product-type.application` (and an App Clip).
    case application
    /// `com.apple.product-type.app-extension` and its variants.
    case appExtension
    /// Anything else: frameworks, test bundles, tools. Never analysed.
    case other
}

/// The platform a target builds for, from `SDKROOT` (and `SUPPORTED_PLATFORMS` when `SDKROOT`
/// is `auto`).
public enum TargetPlatform: Hashable, Sendable {
    case iOS
    /// Another platform, by its SDK name (`appletvos`, `macosx`, `watchos`, `xros`).
    case other(String)
    /// The setting could not be resolved; the reason says why.
    case unknown(String)
}
