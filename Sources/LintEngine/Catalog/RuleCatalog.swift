import A11yAnalyzer
import A11yCore
import A11yModel
import InterfaceBuilderSource
import Lifecycle
import OrientationResolver
import Settings

/// Every rule a11y-check knows: the input rules (YAML and Interface Builder), the suppression rules and the analyzers' rules.
public enum RuleCatalog {
    /// The analyzers' rules, which the lint run evaluates per environment.
    public static let analysisRules: [any Rule] = OrientationRules.all + PresentationRules.all + ScreenRules.lintRules + SceneRules.all + LifecycleRules.all

    /// The rules about reading the input: YAML spec rules, then Interface Builder rules.
    public static let inputRules: [RuleDescription] = SpecRule.allCases.map(\.description) + IBRule.allCases.map(\.description)

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
