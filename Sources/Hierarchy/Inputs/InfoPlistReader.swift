import A11yCore
import Foundation

/// Reads the orientation keys, `UIRequiresFullScreen`, `UIDeviceFamily`, `UIUserInterfaceStyle` and
/// the main and launch storyboards from a real Info.plist, XML or binary, through Foundation.
package enum InfoPlistReader {
    package struct Facts: Equatable {
        package var orientations = InfoPlistOrientations()
        package var requiresFullScreen: Bool?
        package var devices: [DeviceIdiom]?
        /// `UIMainStoryboardFile`, else the first `UISceneStoryboardFile` of the scene manifest.
        package var mainStoryboard: String?
        /// `UILaunchStoryboardName`.
        package var launchStoryboard: String?
        /// `UIUserInterfaceStyle`: `Light` or `Dark` forces the app's appearance; nil for
        /// `Automatic` or no key.
        package var userInterfaceStyle: Appearance?
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
            facts.mainStoryboard = try string(dictionary["UIMainStoryboardFile"], key: "UIMainStoryboardFile")
                ?? sceneStoryboard(dictionary["UIApplicationSceneManifest"])
            facts.launchStoryboard = try string(dictionary["UILaunchStoryboardName"], key: "UILaunchStoryboardName")
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

    private static func devices(_ value: Any?) throws -> [DeviceIdiom]? {
        guard let value else { return nil }
        guard let numbers = value as? [Int] else { throw Failure.malformed("UIDeviceFamily is not an array of integers") }
        let idioms = numbers.compactMap { $0 == 1 ? DeviceIdiom.iphone : $0 == 2 ? DeviceIdiom.ipad : nil }
        return idioms.isEmpty ? nil : idioms
    }
}
