import A11yCore

/// Everything a11y-check predicts for one project across one environment matrix, computed once
/// and read by every output (text renderers, lint reporters, the HTML report, the diff).
///
/// Per environment (``environments``, in matrix order) and per scene (the project's scenes, then
/// the screens analysed on their own), it holds the parts asked for (``parts``): what VoiceOver
/// reaches and in which order (``VoiceOverResult``), who decides the orientation
/// (``OrientationResult``), the lifecycle callbacks of every transition (``LifecycleResult``) and
/// where everything sits in the window (``SceneGeometry``). With ``AnalysisParts/findings`` it
/// also holds the lint run's findings, each listing the environments it was found in.
///
/// Every part is `Equatable` and `Codable`, and names things by id (scene, view controller,
/// element and screen ids), never by position in a file, so the analyses of two revisions can be
/// compared part by part; only ``findings`` carry source locations (for reporting; compare them
/// by their identity, ``findingIdentities(relativeTo:)``: rule, file, scope, subject). One exception comes from the specs: a view
/// controller written without an `id` is named by its kind and position (`navigation@3:5`), so
/// its results move when its line does.
///
/// Build it with ``ProjectAnalysis/init(project:environments:assumptions:parts:scene:cache:)``
/// for an already loaded project, or ``ProjectAnalysis/init(lint:parts:scene:)`` to lint and
/// analyse in one go, reusing the lint run's resolved scenes and analyses.
public struct ProjectAnalysis: Hashable, Sendable, Codable {
    /// Always 1 for this shape.
    public let formatVersion: Int
    /// The parts computed; the others are nil in every scene (and ``findings`` is nil without
    /// ``AnalysisParts/findings``).
    public let parts: AnalysisParts
    /// The spec files the analysis read, in the order the run loaded them.
    public let files: [String]
    /// One entry per environment of the matrix, in matrix order; empty when spec errors kept the
    /// analyses from running.
    public let environments: [EnvironmentAnalysis]
    /// The lint run's findings after rule selection, suppressions and the baseline, sorted by
    /// file, line, column and rule; each lists the environments it was found in. Nil unless
    /// ``parts`` holds ``AnalysisParts/findings``.
    public let findings: [Finding]?
    /// The rules the lint run ran (nil without ``AnalysisParts/findings``).
    public let rules: [RuleReference]?

    /// A result from already computed values.
    public init(parts: AnalysisParts, files: [String], environments: [EnvironmentAnalysis], findings: [Finding]? = nil,
                rules: [RuleReference]? = nil) {
        formatVersion = 1
        self.parts = parts
        self.files = files
        self.environments = environments
        self.findings = findings
        self.rules = rules
    }

    /// The analysis of scene `id` in each environment, in matrix order (empty when no
    /// environment has it).
    public func scene(_ id: String) -> [(environment: EnvironmentAnalysis, scene: SceneAnalysis)] {
        environments.compactMap { environment in
            environment.scenes.first { $0.scene == id }.map { (environment, $0) }
        }
    }
}

/// Every scene in one environment.
public typealias EnvironmentAnalysis = EnvironmentResults<SceneAnalysis>
