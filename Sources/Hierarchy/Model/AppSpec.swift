import A11yCore

/// The app's Info.plist facts (`app`).
public struct AppSpec: Sendable {
    /// Where the `app` key is; nil when no file has one.
    public let location: SourceLocation?
    public var name: Located<String>?
    /// UIDeviceFamily; `[iphone]` when absent.
    public var devices: Located<[DeviceIdiom]>?
    /// `UISupportedInterfaceOrientations` and its `~iphone`/`~ipad` variants.
    public var orientations: Located<InfoPlistOrientations>?
    public var requiresFullScreen: Located<Bool>?
    /// `application(_:supportedInterfaceOrientationsFor:)`: replaces the Info.plist value.
    public var delegateOrientations: Located<IdiomMasks>?
    /// The Info.plist the facts were read from, as written in YAML (or found beside a storyboard).
    public var infoPlist: Located<String>?
    /// A project target's Info.plist (`INFOPLIST_FILE`), which the Xcode project source read
    /// itself (preprocessed when the target says so): no Info.plist is looked for beside the
    /// files then, even when it names no storyboard (an app extension's) or cannot be read.
    public var targetInfoPlist: Located<String>?
    /// `UIMainStoryboardFile` (or the scene manifest's `UISceneStoryboardFile`): the storyboard
    /// whose initial view controller UIKit makes the window's root at launch. Read from the
    /// Info.plist only.
    public var mainStoryboard: Located<String>?
    /// `UILaunchStoryboardName`: the storyboard UIKit shows as a static launch screen. Read from
    /// the Info.plist only.
    public var launchStoryboard: Located<String>?
    /// `UILaunchStoryboardName~iphone` and `UILaunchStoryboardName~ipad`: the launch
    /// storyboards of one device family, over ``launchStoryboard`` there. Read from the Info.plist
    /// only.
    public var deviceLaunchStoryboards: [Located<String>] = []
    /// `UIUserInterfaceStyle`: the appearance the app forces on its windows (`Light` or `Dark`);
    /// nil when it follows the user's (`Automatic`, or no key). Read from the Info.plist only.
    public var userInterfaceStyle: Located<Appearance>?
    /// An app extension's `NSExtensionPointIdentifier`: the system interface that hosts its view
    /// controller (`com.apple.usernotifications.content-extension`). Read from the Info.plist only.
    public var extensionPoint: Located<String>?
    /// The app's development language: an Xcode project's `developmentRegion` (`en`), whose
    /// `.lproj` tables a device in that language reads over the `Base.lproj` storyboards. Set by
    /// the Xcode project source only; nil for a run over folders.
    public var developmentLanguage: Located<String>?

    public init(location: SourceLocation?) {
        self.location = location
    }

    /// The device families the app declares.
    public var deviceIdioms: [DeviceIdiom] { devices?.value ?? [.iphone] }

    /// True for an app extension whose view controller the system shows inside an interface of its
    /// own, as a part of it: a notification content extension's, in the notification interface the
    /// system titles and draws around it
    /// (https://developer.apple.com/documentation/usernotificationsui/customizing-the-appearance-of-notifications),
    /// and a Today widget's, in the Today view's list of widgets
    /// (https://developer.apple.com/documentation/notificationcenter/ncwidgetproviding).
    public var isHostedInSystemInterface: Bool {
        guard let point = extensionPoint?.value else { return false }
        return Self.systemHostedExtensionPoints.contains(point)
    }

    /// The extension points whose view controller is a part of a system interface.
    static let systemHostedExtensionPoints: Set<String> = ["com.apple.usernotifications.content-extension", "com.apple.widget-extension"]
}

/// The Info.plist orientation keys: the plain key and the per-device variants.
public struct InfoPlistOrientations: Hashable, Sendable {
    /// `UISupportedInterfaceOrientations`.
    public var plain: OrientationMask?
    /// `UISupportedInterfaceOrientations~iphone`.
    public var iphone: OrientationMask?
    /// `UISupportedInterfaceOrientations~ipad`.
    public var ipad: OrientationMask?

    public init(plain: OrientationMask? = nil, iphone: OrientationMask? = nil, ipad: OrientationMask? = nil) {
        self.plain = plain
        self.iphone = iphone
        self.ipad = ipad
    }

    /// What UIKit reads on `idiom`: the `~device` key, else the plain key; nil when neither is set.
    public func mask(for idiom: DeviceIdiom) -> OrientationMask? {
        (idiom == .iphone ? iphone : ipad) ?? plain
    }
}
