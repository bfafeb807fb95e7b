import A11yCore
import Foundation

/// Reads the orientation keys, `UIRequiresFullScreen`, `UIDeviceFamily`, `UIUserInterfaceStyle`,
/// the main and launch storyboards and an app extension's extension point from a real Info.plist,
/// XML or binary, through Foundation.
package enum InfoPlistReader {
    package struct Facts: Equatable {
        package var orientations = InfoPlistOrientations()
        package var requiresFullScreen: Bool?
        package var devices: [DeviceIdiom]?
        /// `UIMainStoryboardFile`, else the first `UISceneStoryboardFile` of the scene manifest,
        /// else an app extension's `NSExtension` › `NSExtensionMainStoryboard`.
        package var mainStoryboard: String?
        /// `UILaunchStoryboardName`.
        package var launchStoryboard: String?
        /// `UILaunchStoryboardName~iphone` and `UILaunchStoryboardName~ipad`, when given: the
        /// launch storyboard on that device family.
        package var deviceLaunchStoryboards: [String] = []
        /// `UIUserInterfaceStyle`: `Light` or `Dark` forces the app's appearance; nil for
        /// `Automatic` or no key.
        package var userInterfaceStyle: Appearance?
        /// An app extension's `NSExtension` › `NSExtensionPointIdentifier`
        /// (`com.apple.usernotifications.content-extension`).
        package var extensionPoint: String?
    }

    package enum Failure: Error {
        case unreadable(String)
        case malformed(String)
    }

    package static let orientationNames: [String: InterfaceOrientation] = [
        "UIInterfaceOrientationPortrait": .portrait,
        "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
        "UIInterfaceOrientationLandscapeLeft": .landscapeLeft,
        "UIInterfaceOrientationLandscapeRight": .landscapeRight,
    ]

    package static func read(path: String) -> Result<Facts, Failure> {
        let data: Data
        switch BoundedFileReader.read(path, limit: SpecLimits.maximumFileSize) {
        case .success(let bytes): data = Data(bytes)
        case .failure(.tooLarge(let size)): return .failure(.unreadable("it is \(size) bytes, more than the 16 MiB a11y-check reads"))
        case .failure(.unreadable(let reason)): return .failure(.unreadable(reason))
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            return .failure(.malformed("not a property list (XML or binary)"))
        }
        guard let dictionary = plist as? [String: Any] else {
            return .failure(.malformed("the property list is not a dictionary"))
        }
        return facts(from: dictionary)
    }

    /// The facts of an Info.plist's top-level keys.
    package static func facts(from dictionary: [String: Any]) -> Result<Facts, Failure> {
        var facts = Facts()
        do {
            facts.orientations.plain = try mask(dictionary["UISupportedInterfaceOrientations"], key: "UISupportedInterfaceOrientations")
            facts.orientations.iphone = try mask(dictionary["UISupportedInterfaceOrientations~iphone"], key: "UISupportedInterfaceOrientations~iphone")
            facts.orientations.ipad = try mask(dictionary["UISupportedInterfaceOrientations~ipad"], key: "UISupportedInterfaceOrientations~ipad")
            if let value = dictionary["UIRequiresFullScreen"] {
                guard let flag = value as? Bool else { throw Failure.malformed("UIRequiresFullScreen is not a Boolean") }
                facts.requiresFullScreen = flag
            }
            facts.devices = try devices(dictionary["UIDeviceFamily"])
            let appExtension = try extensionKeys(dictionary["NSExtension"])
            facts.mainStoryboard = try string(dictionary["UIMainStoryboardFile"], key: "UIMainStoryboardFile")
                ?? sceneStoryboard(dictionary["UIApplicationSceneManifest"]) ?? appExtension.mainStoryboard
            facts.extensionPoint = appExtension.point
            facts.launchStoryboard = try string(dictionary["UILaunchStoryboardName"], key: "UILaunchStoryboardName")
            facts.deviceLaunchStoryboards = try ["UILaunchStoryboardName~iphone", "UILaunchStoryboardName~ipad"].compactMap { try string(dictionary[$0], key: $0) }
            facts.userInterfaceStyle = try userInterfaceStyle(dictionary["UIUserInterfaceStyle"])
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(.malformed("\(error)"))
        }
        return .success(facts)
    }

    /// `UIUserInterfaceStyle`: `Light` or `Dark` makes every window of the app that appearance,
    /// whatever the user's setting; `Automatic` follows it
    /// (https://developer.apple.com/documentation/bundleresources/information-property-list/uiuserinterfacestyle).
    private static func userInterfaceStyle(_ value: Any?) throws -> Appearance? {
        guard let name = try string(value, key: "UIUserInterfaceStyle") else { return nil }
        switch name {
        case "Light": return .light
        case "Dark": return .dark
        case "Automatic": return nil
        default: throw Failure.malformed("UIUserInterfaceStyle is '\(name)', not Light, Dark or Automatic")
        }
    }

    private static func mask(_ value: Any?, key: String) throws -> OrientationMask? {
        guard let value else { return nil }
        guard let names = value as? [String] else { throw Failure.malformed("\(key) is not an array of strings") }
        var mask: OrientationMask = []
        for name in names {
            guard let orientation = orientationNames[name] else {
                throw Failure.malformed("\(key) lists '\(name)', which is not a UIInterfaceOrientation constant")
            }
            mask.insert(OrientationMask(orientation))
        }
        return mask
    }

    private static func string(_ value: Any?, key: String) throws -> String? {
        guard let value else { return nil }
        guard let text = value as? String else { throw Failure.malformed("\(key) is not a string") }
        return text.isEmpty ? nil : text
    }

    /// The `UISceneStoryboardFile` of the first application scene configuration
    /// (`UIApplicationSceneManifest` › `UISceneConfigurations` › `UIWindowSceneSessionRoleApplication`).
    private static func sceneStoryboard(_ manifest: Any?) throws -> String? {
        let configurations = ((manifest as? [String: Any])?["UISceneConfigurations"] as? [String: Any])?["UIWindowSceneSessionRoleApplication"]
        guard let first = (configurations as? [[String: Any]])?.first else { return nil }
        return try string(first["UISceneStoryboardFile"], key: "UISceneStoryboardFile")
    }

    /// An app extension's main storyboard and extension point (`NSExtensionMainStoryboard`,
    /// `NSExtensionPointIdentifier` in the `NSExtension` dictionary:
    /// https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension).
    private static func extensionKeys(_ value: Any?) throws -> (mainStoryboard: String?, point: String?) {
        guard let value else { return (nil, nil) }
        guard let keys = value as? [String: Any] else { throw Failure.malformed("NSExtension is not a dictionary") }
        return (try string(keys["NSExtensionMainStoryboard"], key: "NSExtensionMainStoryboard"),
                try string(keys["NSExtensionPointIdentifier"], key: "NSExtensionPointIdentifier"))
    }

    private static func devices(_ value: Any?) throws -> [DeviceIdiom]? {
        guard let value else { return nil }
        guard let numbers = value as? [Int] else { throw Failure.malformed("UIDeviceFamily is not an array of integers") }
        let idioms = numbers.compactMap { $0 == 1 ? DeviceIdiom.iphone : $0 == 2 ? DeviceIdiom.ipad : nil }
        return idioms.isEmpty ? nil : idioms
    }
}
