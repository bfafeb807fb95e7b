import Hierarchy

/// Runs a single-screen rule in the lint run: on every screen whose content is on screen in each
/// resolved scene of the environment, analysed with that environment's idiom, layout direction
/// and assumptions. Findings are scoped to the screen, so a screen shown by several scenes is
/// reported once. A screen's findings depend only on its analysis, so environments that share the
/// analysis (portrait and landscape of one device) share them: each is computed once per run.
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

    /// The screens each input checks, then each distinct screen analysis's findings once, on all
    /// cores.
    public func findings(across inputs: [RuleInput]) -> [[Finding]] {
        guard let run = inputs.first else { return [] }
        let checked = inputs.map(screensChecked(in:))
        var distinct: [ScreenAnalysisKey] = []
        var seen = Set<ScreenAnalysisKey>()
        for key in checked.joined() where seen.insert(key).inserted {
            distinct.append(key)
        }
        let rule = rule
        let computed = distinct.concurrentMap { key -> [Finding] in
            guard let screen = run.project.screens[key.screenID] else { return [] }
            let analysis = ScreenAccessibility.analysis(of: screen, key, cache: run.sharedCache)
            return rule.findings(screen: screen, analysis: analysis, scope: screen.id)
        }
        let byKey = Dictionary(uniqueKeysWithValues: zip(distinct, computed))
        return checked.map { keys in keys.flatMap { byKey[$0] ?? [] } }
    }

    /// The analyses of the screens the rule checks in `input`: scene by scene, each screen on
    /// screen once per scene.
    private func screensChecked(in input: RuleInput) -> [ScreenAnalysisKey] {
        let idiom = input.environment.device.idiom
        let options = AnalysisOptions(input.assumptions, idiom: idiom)
        var keys: [ScreenAnalysisKey] = []
        for scene in input.scenes {
            var seen = Set<String>()
            for node in scene.onScreen {
                guard let id = node.contentScreenID, seen.insert(id).inserted, input.project.screens[id] != nil else { continue }
                if !rule.checksEmbeddedScreens && Self.isEmbedded(node, in: scene) { continue }
                keys.append(ScreenAnalysisKey(screenID: id, idiom: idiom, layoutDirection: input.environment.layoutDirection,
                                              options: options))
            }
        }
        return keys
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
