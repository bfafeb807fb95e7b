import A11yCore

/// A check that turns the model's predictions for one environment into findings.
public protocol Rule: DescribedRule {
    /// The findings for one environment.
    func findings(in input: RuleInput) -> [Finding]
    /// The findings for each of `inputs` (every environment of one run: one project, one set of
    /// assumptions, one shared cache), in their order: what ``findings(in:)`` gives for each.
    /// Rules whose work several environments share override it to do that work once, on all cores.
    func findings(across inputs: [RuleInput]) -> [[Finding]]
}

extension Rule {
    /// Each input on its own, on all cores.
    public func findings(across inputs: [RuleInput]) -> [[Finding]] {
        inputs.concurrentMap { findings(in: $0) }
    }
}

/// What a rule sees: the project, one environment, every scene resolved for it (standalone
/// screens included) and the assumptions in force.
public struct RuleInput: Sendable {
    public let project: Project
    public let environment: Environment
    /// The project's scenes, then its standalone screens, resolved for ``environment``.
    public let scenes: [ResolvedScene]
    public let assumptions: Assumptions
    /// What analyzers computed for this environment, shared by every rule that runs in it.
    public let cache = AnalysisCache()
    /// What analyzers computed for any environment of the run that holds in others too (a
    /// screen's exposure depends on the idiom and layout direction, not on the orientation),
    /// shared by every input of the run: inputs that share it have the same project and
    /// assumptions.
    public let sharedCache: AnalysisCache

    /// Wraps already resolved scenes; `sharedCache` is the run's (a new one by default).
    public init(project: Project, environment: Environment, scenes: [ResolvedScene], assumptions: Assumptions,
                sharedCache: AnalysisCache = AnalysisCache()) {
        self.project = project
        self.environment = environment
        self.scenes = scenes
        self.assumptions = assumptions
        self.sharedCache = sharedCache
    }

    /// Resolves every scene and standalone screen of `project` for `environment`; `sharedCache`
    /// is the run's (a new one by default).
    public init(project: Project, environment: Environment, assumptions: Assumptions = .defaults,
                sharedCache: AnalysisCache = AnalysisCache()) {
        self.init(project: project, catalog: SceneCatalog(project), environment: environment, assumptions: assumptions,
                  sharedCache: sharedCache)
    }

    /// Resolves the scenes of `catalog` (the catalog of `project`, built once for every
    /// environment of a run) for `environment`; `sharedCache` is the run's.
    public init(project: Project, catalog: SceneCatalog, environment: Environment, assumptions: Assumptions,
                sharedCache: AnalysisCache) {
        self.init(project: project, environment: environment,
                  scenes: SceneResolver.resolveAll(catalog, project: project, environment: environment, assumptions: assumptions),
                  assumptions: assumptions, sharedCache: sharedCache)
    }

    /// The scenes of `catalog` (of `project`, a restriction of `twin`'s: a dark scope) for
    /// `environment`, which differs from `twin`'s only in its appearance: each scene is taken
    /// from `twin`, in `environment` (scene resolution reads no colour); all are resolved when
    /// `twin` lacks one of them or its environment differs in more. The assumptions and shared
    /// cache are `twin`'s.
    public init(project: Project, catalog: SceneCatalog, environment: Environment, twin: RuleInput) {
        let alike = environment.inAppearance(.light) == twin.environment.inAppearance(.light)
        guard alike, let places = ScenePlaces.indices(of: catalog.entries.map(\.placeKey), in: twin.scenes.map(\.placeKey)) else {
            self.init(project: project, catalog: catalog, environment: environment, assumptions: twin.assumptions,
                      sharedCache: twin.sharedCache)
            return
        }
        self.init(project: project, environment: environment, scenes: places.map { twin.scenes[$0].inEnvironment(environment) },
                  assumptions: twin.assumptions, sharedCache: twin.sharedCache)
    }
}
