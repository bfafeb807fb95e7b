import A11yCore
import Hierarchy

/// The rule inputs of a lint run, one per environment, in the matrix's order: each scene resolved
/// once for every environment but its appearance. The light environments' scenes (every
/// environment's, in a run of one appearance) are resolved on all cores; a dark environment takes
/// those of its scope from its light twin (``RuleInput/init(project:catalog:environment:twin:)``).
enum RuleInputs {
    /// The inputs of `environments`: a dark one reads `dark` (the dark scope and its catalog)
    /// when the run has one, every other one `project` and its `catalog`.
    static func of(_ environments: [Environment], project: Project, catalog: SceneCatalog,
                   dark: (project: Project, catalog: SceneCatalog)?, assumptions: Assumptions,
                   sharedCache: AnalysisCache) -> [RuleInput] {
        @Sendable func scope(of environment: Environment) -> (project: Project, catalog: SceneCatalog) {
            environment.appearance == .dark ? dark ?? (project, catalog) : (project, catalog)
        }
        let twins = environments.map { environment in
            environment.appearance == .dark
                ? environments.firstIndex { $0.appearance == .light && $0 == environment.inAppearance(.light) } : nil
        }
        let resolved = Array(environments.indices).filter { twins[$0] == nil }.concurrentMap { index in
            let (scoped, scopedCatalog) = scope(of: environments[index])
            return (index, RuleInput(project: scoped, catalog: scopedCatalog, environment: environments[index],
                                     assumptions: assumptions, sharedCache: sharedCache))
        }
        var inputs: [RuleInput?] = Array(repeating: nil, count: environments.count)
        for (index, input) in resolved { inputs[index] = input }
        let light = inputs
        let taken = Array(environments.indices).filter { twins[$0] != nil }.concurrentMap { index in
            let (scoped, scopedCatalog) = scope(of: environments[index])
            // A twin is light, so it was resolved above.
            return (index, RuleInput(project: scoped, catalog: scopedCatalog, environment: environments[index],
                                     twin: light[twins[index]!]!))
        }
        for (index, input) in taken { inputs[index] = input }
        return inputs.compactMap { $0 }
    }
}
