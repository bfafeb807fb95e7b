import A11yCore

/// A build setting of a target's Release configuration, after `$(inherited)`, `$(SRCROOT)` and
/// the `.xcconfig` files are resolved.
public enum BuildSetting: Hashable, Sendable {
    /// The value, and where it was set.
    case value(String, SettingOrigin)
    /// No level sets it.
    case unset
    /// Its value depends on something a11y-check cannot read; `reason` says what.
    case unknown(reason: String)

    /// The value, when it is known and set.
    public var value: String? {
        if case .value(let text, _) = self { return text }
        return nil
    }
}

/// Where a build setting was written: a key of an `XCBuildConfiguration` in the
/// `project.pbxproj`, or a line of an `.xcconfig` file.
public struct SettingOrigin: Hashable, Sendable {
    /// The `project.pbxproj` or `.xcconfig` file.
    public let file: String
    /// The line, when known (an `.xcconfig` line); a `project.pbxproj` key is found on demand.
    public let line: Int?
    /// The `XCBuildConfiguration` object id, for a setting of the `project.pbxproj`.
    public let configurationID: String?
    /// The key as written (with its condition, `TARGETED_DEVICE_FAMILY[sdk=iphoneos*]`).
    public let key: String

    public init(file: String, line: Int?, configurationID: String?, key: String) {
        self.file = file
        self.line = line
        self.configurationID = configurationID
        self.key = key
    }
}
