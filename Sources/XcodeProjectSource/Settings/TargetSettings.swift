import A11yCore
import Foundation

/// The build settings a11y-check reads from a target, and how they become its facts.
enum TargetSettings {
    /// The keys read only for a target with an Info.plist file: whether Xcode preprocesses it,
    /// and with which names (`InfoPlistPreprocessor`). Not in `keys`: one unknown is said by the
    /// file's own warning, not as an unknown setting.
    static let preprocessingKeys = ["INFOPLIST_PREPROCESS", "INFOPLIST_PREPROCESSOR_DEFINITIONS", "INFOPLIST_OTHER_PREPROCESSOR_FLAGS"]

    /// The keys read for every target.
    static let keys = ["SDKROOT", "SUPPORTED_PLATFORMS", "TARGETED_DEVICE_FAMILY", "IPHONEOS_DEPLOYMENT_TARGET",
                       "INFOPLIST_FILE", "GENERATE_INFOPLIST_FILE"] + GeneratedInfoPlist.settings.map(\.setting)

    /// The platform `SDKROOT` names (`iphoneos`, `iphoneos17.0`); for `auto`, iOS when
    /// `SUPPORTED_PLATFORMS` lists `iphoneos`. An `iphoneos` SDK with a `SUPPORTED_PLATFORMS`
    /// that lists no iOS platform (`xros xrsimulator`: a visionOS app target in a project whose
    /// `SDKROOT` is iOS's, videolan/vlc-ios's VLC-visionOS) builds for the platforms listed, not
    /// for iOS: Xcode builds a target only for its supported platforms
    /// (https://developer.apple.com/documentation/xcode/build-settings-reference#Supported-Platforms).
    static func platform(_ settings: [String: BuildSetting]) -> TargetPlatform {
        switch settings["SDKROOT"] ?? .unset {
        case .unknown(let reason): return .unknown("SDKROOT is unknown: \(reason)")
        case .unset: return .unknown("SDKROOT is not set")
        case .value(let sdk, _):
            let name = (sdk as NSString).lastPathComponent.lowercased()
            let platforms = settings["SUPPORTED_PLATFORMS"]?.value?.split(separator: " ").map(String.init)
            if name.hasPrefix("iphoneos") {
                guard let platforms, !platforms.isEmpty, !platforms.contains(where: isIOS) else { return .iOS }
                return .other(platforms[0])
            }
            if name == "auto" {
                guard let platforms else { return .unknown("SDKROOT is auto and SUPPORTED_PLATFORMS is unknown") }
                return platforms.contains(where: isIOS) ? .iOS : .other(platforms.joined(separator: " "))
            }
            return .other(name.prefix { $0.isLetter }.description)
        }
    }

    /// Whether a `SUPPORTED_PLATFORMS` entry is iOS: its devices or its simulator.
    private static func isIOS(_ platform: String) -> Bool {
        platform == "iphoneos" || platform == "iphonesimulator"
    }

    /// `TARGETED_DEVICE_FAMILY` as numbers; Xcode's default, 1 (iPhone), when no level sets
    /// it; nil when unknown.
    static func deviceFamily(_ setting: BuildSetting?) -> [Int]? {
        switch setting ?? .unset {
        case .unset: return [1]
        case .unknown: return nil
        case .value(let text, _):
            let numbers = text.split { $0 == "," || $0 == " " }.compactMap { Int($0) }
            return numbers.isEmpty ? nil : numbers
        }
    }

    /// The major version of `IPHONEOS_DEPLOYMENT_TARGET` (`15.0` -> 15).
    static func deploymentMajorVersion(_ setting: BuildSetting?) -> Int? {
        setting?.value.flatMap { Int($0.split(separator: ".").first ?? "") }
    }
}
