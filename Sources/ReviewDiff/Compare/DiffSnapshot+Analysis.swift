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
        var scenes: [SceneInEnvironment: SceneAnalysis] = [:]
        for environment in analysis.environments {
            for scene in environment.scenes {
                if seen.insert(scene.scene).inserted { order.append(scene.scene) }
                scenes[SceneInEnvironment(scene: scene.scene, environment: environment.environment)] = scene
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
