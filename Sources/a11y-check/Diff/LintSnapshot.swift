import A11yAnalyzer
import Hierarchy
import Lifecycle
import LintEngine
import OrientationResolver
import ReviewDiff

extension DiffSnapshot {
    /// What a diff compares of a finished lint run: each scene's VoiceOver list, orientation and
    /// lifecycle in each environment the run resolved, and its findings, with paths relative to
    /// `root`.
    init(lint result: LintResult, root: String) {
        let working = result.workingSet
        let project = working.project
        let perEnvironment = working.inputs.concurrentMap { input in
            input.scenes.map { scene in
                (SceneInEnvironment(scene: scene.id, environment: input.environment.name),
                 Self.facts(scene, project: project, assumptions: input.assumptions, cache: working.sharedCache))
            }
        }
        var order: [String] = []
        var seen = Set<String>()
        var scenes: [SceneInEnvironment: SceneFacts] = [:]
        for (key, facts) in perEnvironment.joined() {
            if seen.insert(key.scene).inserted { order.append(key.scene) }
            scenes[key] = facts
        }
        let relative = { (path: String) in RepositoryPath.relative(path, to: root) }
        var declarations: [String: Set<String>] = [:]
        for file in project.files {
            declarations[relative(file.path)] = Set(file.screens.map(\.id) + file.scenes.map(\.id))
        }
        self.init(environments: result.environments.map(\.name), sceneOrder: order, scenes: scenes,
                  findings: result.findings.map { finding in
                      DiffFinding(rule: finding.ruleID, severity: finding.severity, file: relative(finding.location.file),
                                  line: finding.location.line, column: finding.location.column, scope: finding.scope,
                                  subject: finding.subject, message: finding.message, environments: finding.environments)
                  },
                  declarations: declarations)
    }

    private static func facts(_ scene: ResolvedScene, project: Project, assumptions: Assumptions, cache: AnalysisCache) -> SceneFacts {
        let accessibility = SceneAccessibility.analyze(scene, project: project, assumptions: assumptions, cache: cache)
        let orientation = OrientationResolver.resolve(scene, project: project, assumptions: assumptions)
        let transitions = LifecycleAnalyzer.transitions(for: scene, project: project, assumptions: assumptions)
        return SceneFacts(
            elements: accessibility.elements.map { VoiceOverItem(id: $0.id, text: accessibility.announcement(for: $0).text) },
            unreachable: accessibility.unreachable.map { VoiceOverItem(id: $0.element.id, text: $0.reason) },
            leaks: accessibility.leaks.flatMap { leak in
                leak.elements.map { VoiceOverItem(id: $0.id, text: "reachable behind \(leak.presentation.presented.id) "
                                                      + "(\(leak.presentation.style.effective.rawValue))") }
            },
            orientation: OrientationFacts(
                decider: orientation.decider?.id ?? "none",
                mask: orientation.effectiveMask.names.isEmpty ? "none" : orientation.effectiveMask.names.joined(separator: ", "),
                initialOrientation: orientation.initialOrientation?.rawValue ?? "current",
                rotations: orientation.rotations.rows.map { "\($0.device.rawValue) → \($0.interface?.rawValue ?? "stays")" }
                    .joined(separator: ", "),
                crash: orientation.crash.map { "\($0.name): \($0.reason)" } ?? "none"),
            transitions: transitions.map { TransitionFacts(title: $0.title, callbacks: $0.callbacks.map(\.text)) })
    }
}
