import A11yCore

/// One target of an Xcode project, with the facts a11y-check reads from it.
public struct XcodeTarget: Sendable {
    /// The target's object id in the `project.pbxproj`.
    public let id: String
    /// The target's `name`.
    public let name: String
    /// Its `productType`, as written.
    public let productType: String?
    public let kind: ProductKind
    public let platform: TargetPlatform
    /// The storyboards and xibs of its resources phase and synchronized folders (for a
    /// localized one, its `Base.lproj` file), paths relative to the current folder, in order.
    public let interfaceFiles: [String]
    /// The asset catalogs (`.xcassets`) it ships.
    public let assetCatalogs: [String]
    /// The Swift files of its sources phase and synchronized folders.
    public let swiftFiles: [String]
    /// The Objective-C files (`.m`, `.mm`) of its sources phase and synchronized folders.
    public let objectiveCFiles: [String]
    /// The development region's `Localizable.strings` and the `Localizable.xcstrings` catalogs
    /// of its resources phase and synchronized folders: the strings its code shows.
    public let stringsFiles: [String]
    /// The build settings of its Release configuration that a11y-check reads, resolved.
    public let settings: [String: BuildSetting]
    /// `INFOPLIST_FILE`, resolved against the project folder; nil when the setting is unset
    /// or unknown (see ``settings``).
    public let infoPlistPath: String?
    /// The Info.plist keys the app runs with: the file's, with the keys Xcode generates from
    /// `INFOPLIST_KEY_*` settings (when `GENERATE_INFOPLIST_FILE` is `YES`) written over them.
    public let infoPlist: [String: PlistValue]
    /// Where each key of ``infoPlist`` came from.
    public let infoPlistOrigins: [String: SettingOrigin]
    /// `TARGETED_DEVICE_FAMILY` as numbers (1 iPhone, 2 iPad, 3 Apple TV, 6 Mac Catalyst, 7
    /// Apple Vision); nil when unknown.
    public let deviceFamily: [Int]?
    /// The major version of `IPHONEOS_DEPLOYMENT_TARGET`; nil when unset or unknown.
    public let deploymentMajorVersion: Int?

    /// True for an iOS application or app extension: the targets a lint analyses by default.
    public var isIOSApp: Bool { kind != .other && platform == .iOS }

    public init(id: String, name: String, productType: String?, kind: ProductKind, platform: TargetPlatform, interfaceFiles: [String],
                assetCatalogs: [String], swiftFiles: [String], settings: [String: BuildSetting], infoPlistPath: String?,
                infoPlist: [String: PlistValue], infoPlistOrigins: [String: SettingOrigin], deviceFamily: [Int]?,
                deploymentMajorVersion: Int?, objectiveCFiles: [String] = [], stringsFiles: [String] = []) {
        self.id = id
        self.name = name
        self.productType = productType
        self.kind = kind
        self.platform = platform
        self.interfaceFiles = interfaceFiles
        self.assetCatalogs = assetCatalogs
        self.swiftFiles = swiftFiles
        self.objectiveCFiles = objectiveCFiles
        self.stringsFiles = stringsFiles
        self.settings = settings
        self.infoPlistPath = infoPlistPath
        self.infoPlist = infoPlist
        self.infoPlistOrigins = infoPlistOrigins
        self.deviceFamily = deviceFamily
        self.deploymentMajorVersion = deploymentMajorVersion
    }
}
