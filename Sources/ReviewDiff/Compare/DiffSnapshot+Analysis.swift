import A11yCore
import AnalysisResult

extension DiffSnapshot {
    /// The parts of a ``ProjectAnalysis`` a diff compares.
    public static let analysisParts: AnalysisParts = [.findings, .voiceOver, .orientation, .lifecycle, .geometry]

    /// What a diff compares of one side's analysis: each scene's VoiceOver list, leaks,
    /// orientation and lifecycle in each environment, and the findings, with file paths made
    /// relative to `root` (the run named its files below it). `declarations` are the screen and
    /// scene ids each file declares, by path.
    public init(analysis: ProjectAnalysis, root: String, declarations: [String: Set<String>]) {
        var order: [String] = []
        var seen = Set<String>()
        var scenes: [SceneInEnvironment: SceneFacts] = [:]
        for environment in analysis.environments {
            for scene in environment.scenes {
                if seen.insert(scene.scene).inserted { order.append(scene.scene) }
                scenes[SceneInEnvironment(scene: scene.scene, environment: environment.environment)] = SceneFacts(scene)
            }
        }
        let paths = RelativePaths(base: root)
        self.init(environments: analysis.environments.map(\.environment), sceneOrder: order, scenes: scenes,
                  findings: (analysis.findings ?? []).map { finding in
                      DiffFinding(rule: finding.ruleID, severity: finding.severity, file: paths.relative(finding.location.file),
                                  line: finding.location.line, column: finding.location.column, scope: finding.scope,
                                  subject: finding.subject, message: finding.message, environments: finding.environments)
                  },
                  declarations: Dictionary(declarations.map { (paths.relative($0.key), $0.value) }) { first, _ in first })
    }
}

extension SceneFacts {
    /// The facts of one scene's analysis in one environment.
    init(_ scene: SceneAnalysis) {
        let voiceOver = scene.voiceOver
        let top = scene.geometry?.presentations.last.map { "\($0.presented) (\($0.style))" } ?? "the presentation"
        self.init(
            elements: voiceOver?.elements.map { VoiceOverItem(id: $0.id, text: $0.announcement) } ?? [],
            unreachable: voiceOver?.unreachable.map { VoiceOverItem(id: $0.id, text: $0.reason ?? "") } ?? [],
            leaks: scene.geometry?.leakedElements.map { VoiceOverItem(id: $0.id, text: "reachable behind \(top)") } ?? [],
            orientation: scene.orientation.map(OrientationFacts.init) ?? OrientationFacts(
                decider: "none", mask: "none", initialOrientation: "current", rotations: "", crash: "none"),
            transitions: scene.lifecycle?.transitions.map { transition in
                TransitionFacts(title: transition.title, callbacks: transition.steps.flatMap(\.callbacks))
            } ?? [])
    }
}

extension OrientationFacts {
    /// The orientation resolution as text for people.
    init(_ result: OrientationResult) {
        self.init(decider: result.decider ?? "none",
                  mask: result.effectiveMask.isEmpty ? "none" : result.effectiveMask.joined(separator: ", "),
                  initialOrientation: result.initialOrientation ?? "current",
                  rotations: result.rotations.rows.map { "\($0.device) → \($0.interface ?? "stays")" }.joined(separator: ", "),
                  crash: result.crash.map(\.description) ?? "none")
    }
}
