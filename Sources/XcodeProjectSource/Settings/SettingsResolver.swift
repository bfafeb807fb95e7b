import Foundation

/// Resolves a target's build settings the way Xcode does for one configuration: the levels from
/// lowest to highest (the project's `.xcconfig`, the project's settings, the target's
/// `.xcconfig`, the target's settings), each assignment's `$(inherited)` reaching the value
/// below it, and `$(NAME)` / `${NAME}` the setting `NAME` or a value Xcode provides
/// (`SRCROOT`, `PROJECT_DIR`, `TARGET_NAME` ...). A value that depends on a level that cannot
/// be read, on a setting Xcode provides that a11y-check does not model, or on itself is unknown.
struct SettingsResolver {
    let entries: [SettingEntry]
    /// Values Xcode provides, which no level overrides (`SRCROOT`, `TARGET_NAME`).
    let provided: [String: String]
    /// Values Xcode provides when no level sets the key (`PRODUCT_NAME`: `$(TARGET_NAME)`).
    let defaults: [String: String]

    /// The resolved value of `key`.
    func resolve(_ key: String) -> BuildSetting {
        resolve(key, below: entries.count, visiting: [])
    }

    private func resolve(_ key: String, below end: Int, visiting: Set<String>) -> BuildSetting {
        if let value = provided[key] { return .value(value, SettingOrigin(file: "", line: nil, configurationID: nil, key: key)) }
        var index = end - 1
        while index >= 0 {
            switch entries[index] {
            case .unreadable(let reason):
                return .unknown(reason: reason)
            case .cocoaPodsSupport(let reason) where CocoaPodsSupportFile.mayHaveSet(key):
                return .unknown(reason: reason)
            case .cocoaPodsSupport:
                break
            case .assignment(let assignment) where assignment.key == key && assignment.appliesToReleaseDeviceBuild:
                return expand(assignment, at: index, visiting: visiting.union([key]))
            case .assignment:
                break
            }
            index -= 1
        }
        if let fallback = defaults[key] {
            let origin = SettingOrigin(file: "", line: nil, configurationID: nil, key: key)
            return expand(SettingAssignment(key: key, conditions: [], value: fallback, origin: origin), at: 0,
                          visiting: visiting.union([key]))
        }
        return .unset
    }

    /// The assignment's value with every `$(NAME)` replaced.
    private func expand(_ assignment: SettingAssignment, at index: Int, visiting: Set<String>) -> BuildSetting {
        let text = assignment.value
        guard text.contains("$") else { return .value(text, assignment.origin) }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, let close = Self.closing(rest[afterDollar]) else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let nameStart = rest.index(after: afterDollar)
            guard let end = rest[nameStart...].firstIndex(of: close) else {
                return .unknown(reason: "\(assignment.key) has an unclosed '$\(rest[afterDollar])'")
            }
            let name = String(rest[nameStart..<end])
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                return .unknown(reason: "\(assignment.key) uses $(\(name)), which a11y-check does not evaluate")
            }
            let inner: BuildSetting
            if name == "inherited" {
                inner = resolve(assignment.key, below: index, visiting: visiting.subtracting([assignment.key]))
            } else if visiting.contains(name) {
                return .unknown(reason: "\(assignment.key) refers to itself through $(\(name))")
            } else {
                inner = resolve(name, below: entries.count, visiting: visiting)
            }
            switch inner {
            case .value(let value, _): result += value
            case .unset where name == "inherited": break
            case .unset: return .unknown(reason: "\(assignment.key) uses $(\(name)), which Xcode sets and a11y-check does not know")
            case .unknown(let reason): return .unknown(reason: reason)
            }
            rest = rest[rest.index(after: end)...]
        }
        result += rest
        return .value(result.trimmingCharacters(in: .whitespaces), assignment.origin)
    }

    private static func closing(_ open: Character) -> Character? {
        open == "(" ? ")" : open == "{" ? "}" : nil
    }
}
