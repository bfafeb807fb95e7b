import A11yAnalyzer
import A11yCore
import Hierarchy
import Lifecycle
import OrientationResolver
import Settings
import SpecInputs

/// Every rule a11y-check knows: the input rules (the model's and each spec source's), the
/// configuration and suppression rules and the analyzers' rules.
public enum RuleCatalog {
    /// The analyzers' rules, which the lint run evaluates per environment.
    public static let analysisRules: [any Rule] = OrientationRules.all + PresentationRules.all + ScreenRules.lintRules + SceneRules.all + LifecycleRules.all

    /// The rules about reading the input, as the registered spec sources declare them
    /// (``SpecSources/inputRules``).
    public static let inputRules: [RuleDescription] = SpecSources.standard.inputRules

    /// Every rule description: input rules, configuration rules, suppression rules, then the
    /// analyzers' rules.
    public static let all: [RuleDescription] =
        inputRules + ConfigRule.allCases.map(\.description) + SuppressionRules.descriptions + analysisRules.map(\.description)

    /// Every rule id.
    public static var ids: [String] { all.map(\.id) }

    /// The description of `id`.
    public static func description(of id: String) -> RuleDescription? {
        all.first { $0.id == id }
    }
}
