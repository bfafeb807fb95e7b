import A11yAnalyzer
import A11yCore
import Hierarchy

/// Runs a single-screen rule in the lint run: on every screen whose content is on screen in each
/// resolved scene of the environment, and once on each screen a scene holds but covers there
/// (``CheckedScreens``), analysed with that environment's idiom, layout direction and
/// assumptions. Findings are scoped to the screen, so a screen shown by several scenes is
/// reported once. A screen rule sees only a ``ScreenRuleInput``, which holds no environment, so
/// environments whose inputs are alike (portrait and landscape of one device; iPhone and iPad
/// where the row tolerance changes no order) share its findings: each is computed once per run.
struct ScreenRuleAdapter<Wrapped: ScreenRule>: Rule {
    /// The wrapped rule.
    let rule: Wrapped

    init(_ rule: Wrapped) {
        self.rule = rule
    }

    static var description: RuleDescription { Wrapped.description }

    func findings(in input: RuleInput) -> [Finding] {
        findings(across: [input])[0]
    }

    /// Each distinct screen rule input of the run checked once (one of each set that shares its
    /// findings), on all cores, then each run input's screens in order. A lint run checks every
    /// screen rule at once instead (``ScreenRuleBatch``).
    func findings(across inputs: [RuleInput]) -> [[Finding]] {
        ScreenRuleBatch.findings(ofScreenRules: [rule], across: inputs)[0]
    }
}

extension ScreenRuleAdapter: ScreenRuleRunning {
    var screenRule: any ScreenRule { rule }
}

extension ScreenRules {
    /// The single-screen rules as lint rules.
    static var lintRules: [any Rule] { all.map { adapted($0) } }

    /// `rule` run by a ``ScreenRuleAdapter``.
    private static func adapted<Wrapped: ScreenRule>(_ rule: Wrapped) -> any Rule {
        ScreenRuleAdapter(rule)
    }
}
