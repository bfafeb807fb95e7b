import A11yAnalyzer
import AnalysisResult
import Hierarchy
import LintEngine
import OrientationResolver

/// Makes the scene analyses of a finished lint run from what the run resolved and analysed: its
/// resolved scenes, the orientations its rules resolved, the scene and screen analyses its rules
/// made. A scene is named by its position among the scenes analysed in an environment (all, or
/// only the scene `--scene` names); the same position in several environments shares
/// announcements (``SharedAnnouncements``).
struct LintSceneAnalyser: Sendable {
    private let inputs: [RuleInput]
    private let project: Project
    private let parts: AnalysisParts
    /// Per environment, the indices in its resolved scenes of the scenes analysed.
    private let chosen: [[Int]]
    /// Per environment and resolved scene, its orientation when a part needs it.
    private let orientations: [[OrientationResolution]]?

    /// The analyser of `result`'s scenes (only the scene or screen `scene` when given) for the
    /// scene `parts` (``AnalysisParts/findings`` is not a scene's).
    init(lint result: LintResult, parts: AnalysisParts, scene: String?) {
        inputs = result.workingSet.inputs
        project = result.workingSet.project
        self.parts = parts.subtracting(.findings)
        chosen = inputs.map { input in input.scenes.indices.filter { scene == nil || input.scenes[$0].id == scene } }
        // Resolved by the orientation rules, or here once per environment when they did not run.
        orientations = self.parts.contains(.orientation) ? inputs.concurrentMap { $0.orientations.map(\.orientation) } : nil
    }

    /// How many scenes each environment has.
    var sceneCounts: [Int] { chosen.map(\.count) }

    /// The analysis of the scene at `position` in `environment`, with `announcements` shared by
    /// the same position in the other environments.
    func analysis(_ environment: Int, _ position: Int, announcements: inout SharedAnnouncements) -> SceneAnalysis {
        let input = inputs[environment]
        let index = chosen[environment][position]
        return ProjectAnalysis.analyse(input.scenes[index], project: project, assumptions: input.assumptions, parts: parts,
                                       orientation: orientations?[environment][index],
                                       accessibility: { input.sceneAccessibility(at: index) }, announcements: &announcements)
    }

    /// The analyses at `places`, in their order: each position's environments in matrix order,
    /// positions on all cores.
    func analyses(at places: [ScenePlace]) -> [SceneAnalysis] {
        let byPosition = Dictionary(grouping: places.indices, by: { places[$0].position })
        let positions = byPosition.keys.sorted()
        let made = positions.concurrentMap { position in
            var announcements = SharedAnnouncements()
            return (byPosition[position] ?? []).sorted { places[$0].environment < places[$1].environment }.map { at in
                (at, analysis(places[at].environment, position, announcements: &announcements))
            }
        }
        var ordered = [SceneAnalysis?](repeating: nil, count: places.count)
        for (at, analysis) in made.joined() { ordered[at] = analysis }
        return ordered.map { $0! }
    }
}

extension StreamedProjectAnalysis {
    /// The analysis of a finished lint run (``ProjectAnalysis/init(lint:parts:scene:)``) with
    /// its scenes made on demand: equal, scene by scene, to the whole analysis.
    public init(lint result: LintResult, parts: AnalysisParts = .all, scene: String? = nil) {
        let analyser = LintSceneAnalyser(lint: result, parts: parts, scene: scene)
        self.init(outline: ProjectAnalysis(lint: result, parts: parts.intersection(.findings), scene: scene),
                  parts: parts.subtracting(.findings), make: analyser.analyses(at:))
    }
}
