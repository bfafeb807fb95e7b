import Hierarchy

/// Runs a single-screen rule in the lint run: on every screen whose content is on screen in each
/// resolved scene of the environment, analysed with that environment's idiom, layout direction
/// and assumptions. Findings are scoped to the screen, so a screen shown by several scenes is
/// reported once.
public struct ScreenRuleAdapter: Rule {
    /// The wrapped rule.
    public let rule: any ScreenRule

    public init(_ rule: any ScreenRule) {
        self.rule = rule
    }

    public var description: RuleDescription { rule.description }

    public func findings(in input: RuleInput) -> [Finding] {
        let idiom = input.environment.device.idiom
        let options = AnalysisOptions(input.assumptions, idiom: idiom)
        var findings: [Finding] = []
        for scene in input.scenes {
            var seen = Set<String>()
            for node in scene.onScreen {
                guard let id = node.contentScreenID, seen.insert(id).inserted, let screen = input.project.screens[id] else { continue }
                if !rule.checksEmbeddedScreens && Self.isEmbedded(node, in: scene) { continue }
                let analysis = input.cache.value(for: "A11yAnalyzer.screen.\(id)") {
                    ScreenAccessibility.analyze(screen: screen, idiom: idiom, layoutDirection: input.environment.layoutDirection,
                                                options: options)
                }
                findings += rule.findings(screen: screen, analysis: analysis, scope: screen.id)
            }
        }
        return findings
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
