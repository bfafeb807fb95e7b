/// The families rules belong to.
public enum RuleCategory: String, CaseIterable, Sendable, Codable {
    case spec, configuration, accessibility, orientation, presentation, lifecycle
}

/// Everything a user reads about a rule: what `a11y-check rules ID` prints and the generic rule
/// test runs. Examples are spec files (YAML unless ``exampleFileName`` says otherwise); in a
/// triggering example `↓` marks each position where the rule must fire (it is removed before the
/// file is loaded).
public struct RuleDescription: Sendable {
    /// The stable id, for example `orientation-no-common-mask`.
    public let id: String
    /// The severity when the configuration does not change it.
    public let severity: Severity
    public let category: RuleCategory
    /// One line: what the rule finds.
    public let summary: String
    /// Why it matters, with the UIKit or WCAG fact behind it.
    public let rationale: String
    /// Apple documentation or WCAG page that explains the fact.
    public let documentation: String
    /// Specs that must trigger the rule at their `↓` marks.
    public let triggeringExamples: [String]
    /// Specs that must not trigger it.
    public let nonTriggeringExamples: [String]
    /// Opt-in rules run only when the configuration enables them.
    public let isOptIn: Bool
    /// Where the generic rule test writes an example, relative to a fresh folder, and lints the
    /// first component of: `example.yaml`; `example.storyboard` for the Interface Builder rules;
    /// `App.xcodeproj/project.pbxproj` for the Xcode project rules, whose examples are a
    /// project's file, so the run reads the `.xcodeproj` folder as a project.
    public let exampleFileName: String
    /// The language the documentation's code fences name for the examples (`yaml`, `xml`).
    public let exampleLanguage: String

    public init(id: String, severity: Severity, category: RuleCategory, summary: String, rationale: String,
                documentation: String, triggeringExamples: [String], nonTriggeringExamples: [String], isOptIn: Bool = false,
                exampleFileName: String = "example.yaml", exampleLanguage: String = "yaml") {
        self.id = id
        self.severity = severity
        self.category = category
        self.summary = summary
        self.rationale = rationale
        self.documentation = documentation
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.isOptIn = isOptIn
        self.exampleFileName = exampleFileName
        self.exampleLanguage = exampleLanguage
    }
}
