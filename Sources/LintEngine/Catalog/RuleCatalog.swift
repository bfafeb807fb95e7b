import Hierarchy

/// Every rule a11y-check knows, by id: the spec rules, the suppression rules and the analyzers'.
public enum RuleCatalog {
    /// Every rule description, spec rules first, then by id.
    public static var all: [RuleDescription] {
        SpecRule.allCases.map(\.description) + SuppressionRules.descriptions
    }

    /// Every rule id.
    public static var ids: [String] { all.map(\.id) }

    /// The description of `id`.
    public static func description(of id: String) -> RuleDescription? {
        all.first { $0.id == id }
    }
}
