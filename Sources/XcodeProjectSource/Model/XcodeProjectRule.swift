import A11yCore

/// The stable ids of the diagnostics reading an Xcode project or workspace produces.
public enum XcodeProjectRule: String, CaseIterable, Sendable {
    /// `project.pbxproj` (or a workspace's `contents.xcworkspacedata`) cannot be read or parsed,
    /// or its objects do not form a project.
    case malformedProject = "xcode-malformed-project"
    /// A file the project names (a storyboard, an asset catalog, an Info.plist, an `.xcconfig`)
    /// is not on disk.
    case missingFile = "xcode-missing-file"
    /// A target's Info.plist (`INFOPLIST_FILE`) that cannot be read or is not a property list
    /// dictionary.
    case infoPlist = "xcode-info-plist"
    /// A cycle of groups or of `.xcconfig` `#include`s.
    case cycle = "xcode-cycle"
    /// An object kind (`isa`) a11y-check does not know (once per kind).
    case unknownObject = "xcode-unknown-object"
    /// A build setting a11y-check reads whose value it cannot resolve (once per target and key).
    case unknownSetting = "xcode-unknown-setting"
    /// A target that is not analysed (another platform, an unknown one) or files no target
    /// builds.
    case notAnalysed = "xcode-not-analysed"
    /// CocoaPods' support files, which `pod install` writes, are not on disk (once per project):
    /// Xcode needs them to build, a11y-check does not.
    case podsNotInstalled = "xcode-pods-not-installed"

    /// Errors for a project that cannot be read; warnings for what the project names but lacks;
    /// notes for what is skipped or left unknown.
    public var severity: Severity {
        switch self {
        case .malformedProject: .error
        case .missingFile, .infoPlist, .cycle, .unknownObject: .warning
        case .unknownSetting, .notAnalysed, .podsNotInstalled: .info
        }
    }
}

extension Diagnostic {
    /// Creates a diagnostic for one of the Xcode project rules, with that rule's severity.
    public init(xcode rule: XcodeProjectRule, at location: SourceLocation, _ message: String, hint: String? = nil) {
        self.init(ruleID: rule.rawValue, severity: rule.severity, location: location, message: message, hint: hint)
    }
}
