import A11yCore

/// What an output says about a rule beside its findings.
public struct RuleReference: Hashable, Sendable, Codable {
    /// The stable id, for example `a11y-modal-leak`.
    public let id: String
    /// The severity when the configuration does not change it.
    public let severity: Severity
    /// `spec`, `accessibility`, `orientation`, `presentation` or `lifecycle`.
    public let category: String
    /// One line: what the rule finds.
    public let summary: String
    /// Why it matters, with the UIKit or WCAG fact behind it.
    public let rationale: String
    /// Apple documentation or WCAG page that explains the fact.
    public let documentation: String

    public init(id: String, severity: Severity, category: String, summary: String, rationale: String, documentation: String) {
        self.id = id
        self.severity = severity
        self.category = category
        self.summary = summary
        self.rationale = rationale
        self.documentation = documentation
    }

    /// The reference of `description`.
    public init(_ description: RuleDescription) {
        self.init(id: description.id, severity: description.severity, category: description.category.rawValue,
                  summary: description.summary, rationale: description.rationale, documentation: description.documentation)
    }
}
