import Hierarchy

/// The screens the single-screen rules check in a run, analysed once: each distinct analysis
/// (screen, idiom, layout direction, assumptions) with its screen, and for each environment the
/// screens on screen, scene by scene, each once per scene.
struct CheckedScreens: Sendable {
    /// Names the checked screens of a run's environments in its shared cache.
    struct Key: AnalysisKey {
        typealias Value = CheckedScreens

        let environments: [Environment]
    }

    /// One screen on screen in a scene of an environment.
    struct Check: Sendable {
        /// The index of its analysis in ``analyses``.
        let analysis: Int
        /// True for a child of a custom container or a split view column (see
        /// ``ScreenRuleAdapter/isEmbedded(_:in:)``).
        let isEmbedded: Bool
    }

    /// The distinct analyses, computed on all cores.
    let analyses: [ScreenAnalysis]
    /// The screen of each analysis.
    let screens: [Screen]
    /// The checks of each input, in input order.
    let checks: [[Check]]

    /// The checked screens of `inputs`, taken from the run's shared cache or computed there.
    static func of(_ inputs: [RuleInput]) -> CheckedScreens {
        guard let run = inputs.first else { return CheckedScreens(analyses: [], screens: [], checks: []) }
        return run.sharedCache.value(for: Key(environments: inputs.map(\.environment))) {
            CheckedScreens(inputs, cache: run.sharedCache)
        }
    }

    private init(analyses: [ScreenAnalysis], screens: [Screen], checks: [[Check]]) {
        self.analyses = analyses
        self.screens = screens
        self.checks = checks
    }

    /// Collects the checks of `inputs` and analyses each distinct screen, sharing the analyses
    /// through `cache` with the scene analyses.
    private init(_ inputs: [RuleInput], cache: AnalysisCache) {
        var keys: [ScreenAnalysisKey] = []
        var screens: [Screen] = []
        var index: [ScreenAnalysisKey: Int] = [:]
        checks = inputs.map { input in
            let idiom = input.environment.device.idiom
            let options = AnalysisOptions(input.assumptions, idiom: idiom)
            var checks: [Check] = []
            for scene in input.scenes {
                var seen = Set<String>()
                for node in scene.onScreen {
                    guard let id = node.contentScreenID, seen.insert(id).inserted, let screen = input.project.screens[id] else {
                        continue
                    }
                    let key = ScreenAnalysisKey(screenID: id, idiom: idiom, layoutDirection: input.environment.layoutDirection,
                                                options: options)
                    let analysis = index[key] ?? keys.count
                    if analysis == keys.count {
                        index[key] = analysis
                        keys.append(key)
                        screens.append(screen)
                    }
                    checks.append(Check(analysis: analysis, isEmbedded: ScreenRuleAdapter.isEmbedded(node, in: scene)))
                }
            }
            return checks
        }
        analyses = Array(zip(keys, screens)).concurrentMap { key, screen in
            ScreenAccessibility.analysis(of: screen, key, cache: cache)
        }
        self.screens = screens
    }
}
