import A11yAnalyzer
import A11yCore
import A11yModel
import LintEngine
import Lifecycle
import OrientationResolver

extension ProjectAnalysis {
    /// Analyses `project` in each of `environments` (in their order): resolves every scene and
    /// every screen in no scene, or only the scene or screen `scene`, and computes `parts` for
    /// each, environments on all cores. Dark environments beside light ones analyse only what
    /// differs in dark mode (``Project/darkScope(for:)``). ``findings`` stays nil: findings come from a lint run
    /// (``init(lint:parts:scene:)``). Screen analyses are shared through `cache` across scenes and
    /// environments.
    public init(project: Project, environments: [Environment], assumptions: Assumptions = .defaults,
                parts: AnalysisParts = .scenes, scene: String? = nil, cache: AnalysisCache = AnalysisCache()) {
        let catalog = SceneCatalog(project)
        let dark = project.darkScope(for: environments).map(SceneCatalog.init)
        let analysed = environments.concurrentMap { environment in
            let scoped = environment.appearance == .dark ? dark ?? catalog : catalog
            let scenes = SceneResolver.resolveAll(scoped, project: project, environment: environment, assumptions: assumptions)
            return EnvironmentAnalysis(environment: environment, scenes: Self.analyse(
                scenes.filter { scene == nil || $0.id == scene }.map { ($0, nil) }, project: project,
                assumptions: assumptions, parts: parts, cache: cache))
        }
        self.init(parts: parts.subtracting(.findings), files: project.files.map(\.path), environments: analysed)
    }

    /// The analysis of a finished lint run: its findings and rules (with ``AnalysisParts/findings``)
    /// and the other `parts` computed from the scenes the run resolved, the orientations its
    /// rules resolved and the screen analyses it shared, so nothing is loaded or resolved twice. Only the scene or screen `scene` when
    /// given. Environments are empty when spec errors kept the run's analyzers from running.
    public init(lint result: LintResult, parts: AnalysisParts = .all, scene: String? = nil) {
        let working = result.workingSet
        let project = working.project
        let perScene = parts.subtracting(.findings)
        let analysed = working.inputs.concurrentMap { input in
            let scenes = perScene.contains(.orientation)
                ? input.orientations.map { ($0.scene, Optional($0.orientation)) } : input.scenes.map { ($0, nil) }
            return EnvironmentAnalysis(environment: input.environment, scenes: Self.analyse(
                scenes.filter { scene == nil || $0.0.id == scene }, project: project, assumptions: input.assumptions,
                parts: perScene, cache: working.sharedCache))
        }
        let withFindings = parts.contains(.findings)
        self.init(parts: parts, files: result.files, environments: analysed,
                  findings: withFindings ? result.findings : nil,
                  rules: withFindings ? result.rules.map(RuleReference.init) : nil)
    }

    /// `parts` of each of `scenes`, resolved in one environment, each with its orientation when
    /// already resolved.
    private static func analyse(_ scenes: [(ResolvedScene, OrientationResolution?)], project: Project,
                                assumptions: Assumptions, parts: AnalysisParts, cache: AnalysisCache) -> [SceneAnalysis] {
        scenes.map { scene, resolvedOrientation in
            let accessibility = parts.isDisjoint(with: [.voiceOver, .geometry, .sources]) ? nil
                : SceneAccessibility.analyze(scene, project: project, assumptions: assumptions, cache: cache)
            return SceneAnalysis(
                scene: scene.id, standalone: scene.isStandalone,
                voiceOver: parts.contains(.voiceOver) ? accessibility.map(VoiceOverResult.init) : nil,
                orientation: parts.contains(.orientation)
                    ? OrientationResult(resolvedOrientation ?? OrientationResolver.resolve(scene, project: project,
                                                                                           assumptions: assumptions),
                                        standalone: scene.isStandalone)
                    : nil,
                lifecycle: parts.contains(.lifecycle)
                    ? LifecycleResult(scene, transitions: LifecycleAnalyzer.transitions(for: scene, project: project,
                                                                                         assumptions: assumptions))
                    : nil,
                geometry: parts.contains(.geometry) ? accessibility.map(SceneGeometry.init) : nil,
                sources: parts.contains(.sources) ? accessibility.map(ElementSources.init) : nil)
        }
    }
}
