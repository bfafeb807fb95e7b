/// A check that turns the model's predictions for one environment into findings.
public protocol Rule: Sendable {
    /// What the rule finds, why, and its examples.
    var description: RuleDescription { get }
    /// The findings for one environment.
    func findings(in input: RuleInput) -> [Finding]
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

    /// Wraps already resolved scenes.
    public init(project: Project, environment: Environment, scenes: [ResolvedScene], assumptions: Assumptions) {
        self.project = project
        self.environment = environment
        self.scenes = scenes
        self.assumptions = assumptions
    }

    /// Resolves every scene and standalone screen of `project` for `environment`.
    public init(project: Project, environment: Environment, assumptions: Assumptions = .defaults) {
        self.init(project: project, environment: environment,
                  scenes: SceneResolver.resolveAll(project: project, environment: environment, assumptions: assumptions),
                  assumptions: assumptions)
    }
}
