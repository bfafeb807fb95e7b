import A11yCore

/// What a diff compares of one side, taken from its analysis: per scene and environment the
/// VoiceOver list, the orientation resolution and the lifecycle transitions, and the findings.
///
/// Every part is keyed by ids, never by line numbers, so two revisions compare by identity.
public struct DiffSnapshot: Sendable, Equatable {
    /// The environment names, in matrix order.
    public var environments: [String]
    /// Scene (or standalone screen) ids in the order the side declares them.
    public var sceneOrder: [String]
    /// The facts of each scene in each environment it was analysed in.
    public var scenes: [SceneInEnvironment: SceneFacts]
    /// Every finding of the side, merged across environments.
    public var findings: [DiffFinding]
    /// The screen and scene ids each file declares, by path: how a renamed file is recognised.
    public var declarations: [String: Set<String>]
    /// Scenes whose inputs are byte-identical on both sides, so neither side analysed them.
    public var skippedScenes: Set<String>

    public init(environments: [String], sceneOrder: [String] = [], scenes: [SceneInEnvironment: SceneFacts] = [:],
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

/// What one scene is in one environment.
public struct SceneFacts: Sendable, Equatable {
    /// The reachable elements in VoiceOver order.
    public var elements: [VoiceOverItem]
    /// Elements VoiceOver cannot reach, with why.
    public var unreachable: [VoiceOverItem]
    /// Presenter elements a presentation leaves reachable, each with the presentation.
    public var leaks: [VoiceOverItem]
    public var orientation: OrientationFacts
    /// The lifecycle transitions in analysis order.
    public var transitions: [TransitionFacts]

    public init(elements: [VoiceOverItem], unreachable: [VoiceOverItem] = [], leaks: [VoiceOverItem] = [],
                orientation: OrientationFacts, transitions: [TransitionFacts] = []) {
        self.elements = elements
        self.unreachable = unreachable
        self.leaks = leaks
        self.orientation = orientation
        self.transitions = transitions
    }
}

/// An element and what is said about it: its announcement, why it is unreachable, or which
/// presentation leaks it.
public struct VoiceOverItem: Sendable, Equatable {
    public let id: String
    public let text: String

    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}

/// The orientation resolution of a scene, as text for people.
public struct OrientationFacts: Sendable, Equatable {
    /// The view controller that decides, or `none`.
    public var decider: String
    /// The effective mask, as orientation names.
    public var mask: String
    public var initialOrientation: String
    /// The rotations from each orientation, one line.
    public var rotations: String
    /// The exception UIKit raises, or `none`.
    public var crash: String

    public init(decider: String, mask: String, initialOrientation: String, rotations: String, crash: String) {
        self.decider = decider
        self.mask = mask
        self.initialOrientation = initialOrientation
        self.rotations = rotations
        self.crash = crash
    }
}

/// One lifecycle transition and its callbacks in order.
public struct TransitionFacts: Sendable, Equatable {
    public let title: String
    /// `viewControllerId.callbackName`, every step in order.
    public let callbacks: [String]

    public init(title: String, callbacks: [String]) {
        self.title = title
        self.callbacks = callbacks
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
