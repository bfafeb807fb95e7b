extension SpecRule {
    /// What `a11y-check rules` prints for the rule, with examples the generic rule test runs.
    public var description: RuleDescription {
        let text = modelDetails
        return RuleDescription(id: rawValue, severity: severity, category: .spec, summary: text.summary,
                               rationale: text.rationale, documentation: text.documentation,
                               triggeringExamples: text.triggering, nonTriggeringExamples: text.nonTriggering)
    }

    /// The rules whose trigger cannot be written as one short file (they need a huge file or two
    /// files); their own tests build the input.
    public static let rulesWithoutTextExamples: Set<SpecRule> = [.conflictingApp, .limitExceeded]

    struct Details {
        let summary: String
        let rationale: String
        let documentation: String
        var triggering: [String] = []
        var nonTriggering: [String] = []
    }

    static let formatDocumentation = ProjectLinks.document("format.md")
}
