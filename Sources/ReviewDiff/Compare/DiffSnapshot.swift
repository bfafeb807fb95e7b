import A11yCore
import AnalysisResult

/// What a diff compares of one side, taken from its analysis: per scene and environment the
/// scene's analysis (VoiceOver, orientation, lifecycle, geometry), and the findings.
///
/// Every part is keyed by ids, never by line numbers, so two revisions compare by identity.
public struct DiffSnapshot: Sendable, Equatable {
    /// The environment names, in matrix order.
    public var environments: [String]
    /// Scene (or standalone screen) ids in the order the side declares them.
    public var sceneOrder: [String]
    /// The analysis of each scene in each environment it was analysed in.
    public var scenes: [SceneInEnvironment: SceneAnalysis]
    /// Every finding of the side, merged across environments.
    public var findings: [DiffFinding]
    /// The screen and scene ids each file declares, by path: how a renamed file is recognised.
    public var declarations: [String: Set<String>]
    /// Scenes whose inputs are byte-identical on both sides, so neither side analysed them.
    public var skippedScenes: Set<String>

    public init(environments: [String], sceneOrder: [String] = [], scenes: [SceneInEnvironment: SceneAnalysis] = [:],
                findings: [DiffFinding] = [], declarations: [String: Set<String>] = [:], skippedScenes: Set<String> = []) {
        self.environments = environments
        self.sceneOrder = sceneOrder
        self.scenes = scenes
        self.findings = findings
        self.declarations = declarations
        self.skippedScenes = skippedScenes
    }
}

/// A scene id in one environment.
public struct SceneInEnvironment: Hashable, Sendable {
    public let scene: String
    public let environment: String

    public init(scene: String, environment: String) {
        self.scene = scene
        self.environment = environment
    }
}

/// A finding with its identity (rule, file, scope, subject) and where it is.
public struct DiffFinding: Sendable, Equatable {
    public let rule: String
    public let severity: Severity
    /// Relative to the repository root (or the compared folder).
    public let file: String
    public let line: Int
    public let column: Int
    public let scope: String
    public let subject: String
    public let message: String
    public let environments: [String]

    public init(rule: String, severity: Severity, file: String, line: Int, column: Int, scope: String, subject: String,
                message: String, environments: [String]) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.scope = scope
        self.subject = subject
        self.message = message
        self.environments = environments
    }
}
