import Foundation

/// One assignment of a build setting at some level: `KEY = value` or `KEY[sdk=iphoneos*] = value`.
struct SettingAssignment {
    /// The key without its conditions.
    let key: String
    /// The `[name=pattern]` conditions, in order.
    let conditions: [(name: String, pattern: String)]
    let value: String
    let origin: SettingOrigin

    /// Splits a key as written into its name and conditions; nil for a malformed condition.
    static func split(_ written: String) -> (key: String, conditions: [(name: String, pattern: String)])? {
        guard let open = written.firstIndex(of: "[") else { return (written, []) }
        var conditions: [(name: String, pattern: String)] = []
        var rest = written[open...]
        while let start = rest.first, start == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let body = rest[rest.index(after: rest.startIndex)..<close]
            guard let equals = body.firstIndex(of: "=") else { return nil }
            conditions.append((String(body[..<equals]), String(body[body.index(after: equals)...])))
            rest = rest[rest.index(after: close)...]
        }
        return rest.isEmpty ? (String(written[..<open]), conditions) : nil
    }

    /// True when the assignment applies to a Release build for an iOS device: `sdk` patterns
    /// that match `iphoneos`, `config` patterns that match `Release`, `arch=*`. Any other
    /// condition (a simulator SDK, one architecture, a variant) does not.
    var appliesToReleaseDeviceBuild: Bool {
        conditions.allSatisfy { condition in
            switch condition.name {
            case "sdk": Self.matches(condition.pattern, "iphoneos") || Self.matches(condition.pattern, "iphoneos26.0")
            case "config": Self.matches(condition.pattern, "Release")
            case "arch": condition.pattern == "*"
            default: false
            }
        }
    }

    private static func matches(_ pattern: String, _ text: String) -> Bool {
        fnmatch(pattern, text, 0) == 0
    }
}

/// One entry of a target's stack of setting levels, lowest first.
enum SettingEntry {
    case assignment(SettingAssignment)
    /// A level a11y-check cannot read (a missing `.xcconfig`): any key may be set there.
    case unreadable(reason: String)
    /// A missing support file of CocoaPods (``CocoaPodsSupportFile``): a key a11y-check reads is
    /// not set there; any other may be.
    case cocoaPodsSupport(reason: String)
}
