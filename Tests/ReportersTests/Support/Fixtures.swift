import A11yCore
@testable import Reporters

/// A small fixed report with the characters reporters must escape: `%`, line breaks, commas,
/// colons, `<`, `&`, quotes, pipes and non-ASCII text.
enum Fixtures {
    static let workingDirectory = "/project/app"

    static let settingsText = """
        version: 1
        screens:
          - id: settings
            title: "Settings"
            elements:
              - id: header
                kind: staticText
              - id: save
                kind: button
                label: Save
              - id: close
                kind: button
        """

    static let findings = [
        Finding(ruleID: "accessibility-missing-label", severity: .error,
                location: SourceLocation(file: "/project/app/Screens/Settings.yaml", line: 12, column: 11),
                message: #"Button "close" is 100% <unlabeled> & can't be read"#,
                hint: "Add label: Close,\nor hide it.", scope: "settings", subject: "close",
                environments: ["iPhone", "iPad"]),
        Finding(ruleID: "orientation-mask", severity: .warning,
                location: SourceLocation(file: "Screens/Settings.yaml", line: 3, column: 5),
                message: "Mask a|b, c: d\r\nnext", scope: "settings", subject: "root"),
        Finding(ruleID: "presentation-modal", severity: .info,
                location: SourceLocation(file: "/project/app/Screens/Ünïcode/Café.yaml", line: 7, column: 9),
                message: "Modal «Détails» 日本 is fine", scope: "", subject: ""),
        Finding(ruleID: "accessibility-missing-label", severity: .error,
                location: SourceLocation(file: "/project/app/Screens/Settings.yaml", line: 12, column: 11),
                message: "Second finding, same place", scope: "settings", subject: "close"),
        Finding(ruleID: "spec-unknown-key", severity: .error,
                location: SourceLocation(file: "/elsewhere/outside.yaml", line: 2, column: 3),
                message: "Unknown key 'colour'; did you mean 'color'?", scope: "", subject: ""),
    ]

    static let rules = [
        RuleDescription(id: "orientation-mask", severity: .warning, category: .orientation,
                        summary: "Screens support no common orientation",
                        rationale: "UIKit raises an exception when no orientation is shared.",
                        documentation: "https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask",
                        triggeringExamples: ["screens:\n  - id: a\n    ↓orientations: []\n"], nonTriggeringExamples: []),
        RuleDescription(id: "accessibility-missing-label", severity: .error, category: .accessibility,
                        summary: "Interactive element has no accessibility label",
                        rationale: "VoiceOver reads the label; without it users hear only \"button\".",
                        documentation: "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value",
                        triggeringExamples: [], nonTriggeringExamples: []),
        RuleDescription(id: "presentation-modal", severity: .info, category: .presentation,
                        summary: "Modal presentation", rationale: "", documentation: "",
                        triggeringExamples: [], nonTriggeringExamples: []),
    ]

    static let files = [
        "/project/app/Screens/Settings.yaml",
        "/project/app/Screens/Clean.yaml",
        "Screens/Ünïcode/Café.yaml",
        "/elsewhere/outside.yaml",
    ]

    static let report = LintReport(
        findings: findings, rules: rules, toolVersion: "0.1.0", workingDirectory: workingDirectory, files: files,
        sourceText: { path in path.hasSuffix("Settings.yaml") ? settingsText : nil })

    static let cleanReport = LintReport(
        findings: [], rules: rules, toolVersion: "0.1.0", workingDirectory: workingDirectory,
        files: ["/project/app/Screens/Clean.yaml"], sourceText: { _ in nil })
}
