import A11yAnalyzer
import A11yCore
import Hierarchy
import AnalysisResult
import LintEngine
import Lifecycle
import OrientationResolver

extension ProjectAnalysis {
    /// Analyses `project` in each of `environments` (in their order): resolves every scene and
    /// every screen in no scene, or only the scene or screen `scene`, and computes `parts` for
    /// each, scenes on all cores. Dark environments beside light ones analyse only what differs
    /// in dark mode (``Project/darkScope(for:)``). ``findings`` stays nil: findings come from a lint run
    /// (``init(lint:parts:scene:)``). Screen analyses are shared through `cache` across scenes and
    /// environments, and announcements across environments.
    public init(project: Project, environments: [Environment], assumptions: Assumptions = .defaults,
                parts: AnalysisParts = .scenes, scene: String? = nil, cache: AnalysisCache = AnalysisCache()) {
        let catalog = SceneCatalog(project)
        let dark = project.darkScope(for: environments).map(SceneCatalog.init)
        let resolved = environments.concurrentMap { environment in
            let scoped = environment.appearance == .dark ? dark ?? catalog : catalog
            return SceneResolver.resolveAll(scoped, project: project, environment: environment, assumptions: assumptions)
                .filter { scene == nil || $0.id == scene }
        }
        let analysed = Self.analysed(sceneCounts: resolved.map(\.count)) { environment, position, announcements in
            let resolvedScene = resolved[environment][position]
            return Self.analyse(resolvedScene, project: project, assumptions: assumptions, parts: parts, orientation: nil,
                                accessibility: {
                                    SceneAccessibility.analyze(resolvedScene, project: project, assumptions: assumptions,
                                                               cache: cache)
                                },
                                announcements: &announcements)
        }
        self.init(parts: parts.subtracting(.findings), files: project.files.map(\.path),
                  environments: zip(environments, analysed).map { EnvironmentAnalysis(environment: $0, scenes: $1) })
    }

    /// The analysis of a finished lint run: its findings and rules (with ``AnalysisParts/findings``)
    /// and the other `parts` computed from the scenes the run resolved, the orientations its
    /// rules resolved, the scene analyses its scene rules made and the screen analyses it shared,
    /// so nothing is loaded, resolved or analysed twice. Only the scene or screen `scene` when
    /// given. Environments are empty when spec errors kept the run's analyzers from running.
    public init(lint result: LintResult, parts: AnalysisParts = .all, scene: String? = nil) {
        let inputs = result.workingSet.inputs
        let analyser = LintSceneAnalyser(lint: result, parts: parts, scene: scene)
        let analysed = Self.analysed(sceneCounts: analyser.sceneCounts) { environment, position, announcements in
            analyser.analysis(environment, position, announcements: &announcements)
        }
        let withFindings = parts.contains(.findings)
        self.init(parts: parts, files: result.files,
                  environments: zip(inputs, analysed).map { EnvironmentAnalysis(environment: $0.environment, scenes: $1) },
                  findings: withFindings
                      ? Self.findings(result.findings, scopes: scene.map { Self.scopes(of: $0, in: inputs.map(\.scenes)) },
                                      environments: inputs.map(\.environment.name))
                      : nil,
                  rules: withFindings ? result.rules.map(RuleReference.init) : nil)
    }

    /// The finding scopes of scene `scene`: its id and the screens it shows (screen rules speak
    /// of a screen) in any environment.
    static func scopes(of scene: String, in environments: [[ResolvedScene]]) -> Set<String> {
        var scopes: Set<String> = [scene]
        for resolved in environments.joined() where resolved.id == scene {
            for node in resolved.onScreen + resolved.removed { if let screen = node.contentScreenID { scopes.insert(screen) } }
        }
        return scopes
    }

    /// The findings whose scope is in `scopes` (all when nil) and that were found in one of
    /// `environments`: a finding of another scene or screen, or found only in environments the
    /// run did not analyse, is left out; a spec diagnostic (no scope) stays.
    static func findings(_ findings: [Finding], scopes: Set<String>?, environments: [String]) -> [Finding] {
        let names = Set(environments)
        return findings.filter { finding in
            (scopes == nil || finding.scope.isEmpty || scopes?.contains(finding.scope) == true)
                && (names.isEmpty || finding.environments.isEmpty || finding.environments.contains(where: names.contains))
        }
    }

    /// The scenes of each environment, `sceneCounts[e]` in environment `e`, each made by
    /// `analyse(e, position, announcements)`. Scene positions are analysed on all cores, each in
    /// every environment in turn with the same `announcements`, so that an element several
    /// environments expose alike is announced once (``SharedAnnouncements``).
    private static func analysed(
        sceneCounts: [Int],
        _ analyse: @Sendable (_ environment: Int, _ position: Int, _ announcements: inout SharedAnnouncements) -> SceneAnalysis
    ) -> [[SceneAnalysis]] {
        var byPosition = Array(0..<(sceneCounts.max() ?? 0)).concurrentMap { position in
            var announcements = SharedAnnouncements()
            return sceneCounts.indices.map { environment in
                position < sceneCounts[environment] ? analyse(environment, position, &announcements) : nil
            }
        }
        // Each scene moved to its environment's list, not copied (a copy retains every part).
        var environments = sceneCounts.map { count in
            var scenes: [SceneAnalysis] = []
            scenes.reserveCapacity(count)
            return scenes
        }
        for position in byPosition.indices {
            for environment in sceneCounts.indices {
                if let scene = byPosition[position][environment].take() { environments[environment].append(scene) }
            }
        }
        return environments
    }

    /// `parts` of `scene`: its orientation is `orientation` when already resolved, its
    /// accessibility comes from `accessibility` when a part needs it, and its announcements from
    /// `announcements`, which keeps them for the same scene in the next environment.
    static func analyse(_ scene: ResolvedScene, project: Project, assumptions: Assumptions, parts: AnalysisParts,
                                orientation resolvedOrientation: OrientationResolution?,
                                accessibility analyze: () -> SceneAccessibilityResult,
                                announcements: inout SharedAnnouncements) -> SceneAnalysis {
        // A component (a cell, a reusable view) is no view controller: no orientation or lifecycle of its own.
        let isComponent = scene.isStandalone && project.screens[scene.id]?.isComponent == true
        let wanted = isComponent ? parts.subtracting([.orientation, .lifecycle]) : parts
        let accessibility = wanted.isDisjoint(with: [.voiceOver, .geometry, .sources, .drawing]) ? nil : analyze()
        let orientation = wanted.isDisjoint(with: [.orientation, .lifecycle]) ? nil
            : resolvedOrientation ?? OrientationResolver.resolve(scene, project: project, assumptions: assumptions)
        return SceneAnalysis(
            scene: scene.id, standalone: scene.isStandalone,
            voiceOver: wanted.contains(.voiceOver) ? accessibility.map { result in
                VoiceOverResult(result, announcements: announcements.announcements(
                    of: result.elements + result.unreachable.map(\.element), in: result))
            } : nil,
            orientation: wanted.contains(.orientation) ? orientation.map { OrientationResult($0, standalone: scene.isStandalone) } : nil,
            lifecycle: wanted.contains(.lifecycle)
                ? LifecycleResult(scene, transitions: LifecycleAnalyzer.transitions(for: scene, project: project,
                                                                                     assumptions: assumptions,
                                                                                     orientation: orientation))
                : nil,
            geometry: wanted.contains(.geometry) ? accessibility.map(SceneGeometry.init) : nil,
            sources: wanted.contains(.sources) ? accessibility.map { ElementSources($0, project: project) } : nil,
            drawing: wanted.contains(.drawing) ? accessibility.map { SceneDrawing($0, project: project) } : nil)
    }
}
