import A11yCore
import A11yModel

/// Runs a single-screen rule in the lint run: on every screen whose content is on screen in each
/// resolved scene of the environment, and once on each screen a scene holds but covers there
/// (``CheckedScreens``), analysed with that environment's idiom, layout direction and
/// assumptions. Findings are scoped to the screen, so a screen shown by several scenes is
/// reported once. A screen's findings depend only on its analysis, so environments that share the
/// analysis (portrait and landscape of one device) share them: each is computed once per run
/// (``CheckedScreens``). Analyses that differ only in idiom and come out alike (iPhone and iPad,
/// where the row tolerance changes no order) share them too (``ScreenRule``).
public struct ScreenRuleAdapter: Rule {
    /// The wrapped rule.
    public let rule: any ScreenRule

    public init(_ rule: any ScreenRule) {
        self.rule = rule
    }

    public var description: RuleDescription { rule.description }

    public func findings(in input: RuleInput) -> [Finding] {
        findings(across: [input])[0]
    }

    /// Each distinct screen analysis of the run checked once (one of each set that shares its
    /// findings), on all cores, then each input's screens in order.
    public func findings(across inputs: [RuleInput]) -> [[Finding]] {
        let checked = CheckedScreens.of(inputs)
        var needed = Array(repeating: false, count: checked.analyses.count)
        for check in checked.checks.joined() where rule.checksEmbeddedScreens || !check.isEmbedded {
            needed[checked.findingsSource[check.analysis]] = true
        }
        let rule = rule
        let computed = checked.analyses.indices.filter { needed[$0] }.concurrentMap { index in
            (index, rule.findings(screen: checked.screens[index], analysis: checked.analyses[index], scope: checked.screens[index].id))
        }
        var byAnalysis = Array(repeating: [Finding](), count: checked.analyses.count)
        for (index, findings) in computed {
            byAnalysis[index] = findings
        }
        return checked.checks.map { checks in
            checks.flatMap { check in
                rule.checksEmbeddedScreens || !check.isEmbedded ? byAnalysis[checked.findingsSource[check.analysis]] : []
            }
        }
    }

    /// True for a child of a custom container or a split view controller column: part of a page
    /// whose title its container shows.
    static func isEmbedded(_ node: ViewControllerNode, in scene: ResolvedScene) -> Bool {
        guard let parent = scene.nodes.parent(of: node) else { return false }
        switch parent.kind {
        case .container, .split: return true
        default: return false
        }
    }
}

extension ScreenRules {
    /// The single-screen rules as lint rules.
    public static var lintRules: [any Rule] { all.map(ScreenRuleAdapter.init) }
}
