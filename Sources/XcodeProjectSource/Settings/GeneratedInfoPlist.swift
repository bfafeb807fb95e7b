import Foundation

/// The Info.plist keys Xcode generates from `INFOPLIST_KEY_*` build settings when
/// `GENERATE_INFOPLIST_FILE` is `YES`, and writes over the target's Info.plist file.
enum GeneratedInfoPlist {
    /// How a setting's text becomes a property list value.
    enum Form {
        /// A space-separated list (`UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft`).
        case list
        /// `YES` or `NO`.
        case boolean
        case string
    }

    /// The settings read, with the Info.plist key each writes.
    static let settings: [(setting: String, key: String, form: Form)] = [
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations", .list),
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone", "UISupportedInterfaceOrientations~iphone", .list),
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad", "UISupportedInterfaceOrientations~ipad", .list),
        ("INFOPLIST_KEY_UIRequiresFullScreen", "UIRequiresFullScreen", .boolean),
        ("INFOPLIST_KEY_UILaunchStoryboardName", "UILaunchStoryboardName", .string),
        ("INFOPLIST_KEY_UIMainStoryboardFile", "UIMainStoryboardFile", .string),
        ("INFOPLIST_KEY_UIUserInterfaceStyle", "UIUserInterfaceStyle", .string),
    ]

    /// The keys `settings` generate, with where each was set; nothing unless
    /// `GENERATE_INFOPLIST_FILE` is `YES`.
    static func keys(_ settings: [String: BuildSetting]) -> [String: (value: PlistValue, origin: SettingOrigin)] {
        guard settings["GENERATE_INFOPLIST_FILE"]?.value?.uppercased() == "YES" else { return [:] }
        var keys: [String: (value: PlistValue, origin: SettingOrigin)] = [:]
        for entry in Self.settings {
            guard case .value(let text, let origin) = settings[entry.setting] ?? .unset else { continue }
            switch entry.form {
            case .list: keys[entry.key] = (.array(text.split(separator: " ").map { .string(String($0)) }), origin)
            case .boolean: keys[entry.key] = (.bool(text.uppercased() == "YES"), origin)
            case .string: keys[entry.key] = (.string(text), origin)
            }
        }
        return keys
    }
}
