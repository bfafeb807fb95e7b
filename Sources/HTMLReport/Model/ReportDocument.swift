/// Everything the HTML page shows, as plain values: the summary's counts come from it, each
/// scene's cards, orientation rows and lifecycle timelines, and the findings with their sources.
public struct ReportDocument: Hashable, Sendable {
    /// One environment of the matrix.
    public struct EnvironmentEntry: Hashable, Sendable {
        /// A stable identifier made of the environment's parts (`iphone-16-portrait-ios26-ltr`).
        public var id: String
        /// How the text outputs name it (`iphone-16 portrait iOS 26`).
        public var name: String

        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }

        /// The environment picker's value: the id without whitespace, so that `data-env` can
        /// list several environments separated by spaces.
        public var pickerValue: String {
            Self.pickerValue(of: id)
        }

        /// `id` with each run of whitespace replaced by `_`.
        static func pickerValue(of id: String) -> String {
            // Printable ASCII has no whitespace but the space: most ids are returned as they are.
            if id.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7f }) { return id }
            return id.split(whereSeparator: \.isWhitespace).joined(separator: "_")
        }
    }

    /// One scene (or a standalone screen) with everything shown for it.
    public struct Scene: Hashable, Sendable {
        public var id: String
        public var standalone: Bool
        /// One card per environment, in matrix order.
        public var cards: [WireframeCard]
        /// One row per environment.
        public var orientation: [OrientationRow]
        /// The lifecycle transitions of the scene, each once with the environments it is the same
        /// in, in the order of their first environment and then of the analysis.
        public var lifecycle: [LifecycleGroup]
        /// The spec lines the cards' elements are declared at, with the lines around them, one
        /// excerpt per file in the order the cards first name them: what a legend's `file:line`
        /// links to.
        public var sources: [SourceExcerpt]

        public init(id: String, standalone: Bool, cards: [WireframeCard], orientation: [OrientationRow],
                    lifecycle: [LifecycleGroup], sources: [SourceExcerpt] = []) {
            self.id = id
            self.standalone = standalone
            self.cards = cards
            self.orientation = orientation
            self.lifecycle = lifecycle
            self.sources = sources
        }
    }

    public var title: String
    public var toolVersion: String
    /// The spec files read, relative to the working directory.
    public var files: [String]
    public var environments: [EnvironmentEntry]
    public var scenes: [Scene]
    public var findings: [FindingEntry]
    /// The description of every rule a finding names, by id.
    public var rules: [String: RuleEntry]

    public init(title: String, toolVersion: String, files: [String], environments: [EnvironmentEntry], scenes: [Scene],
                findings: [FindingEntry], rules: [String: RuleEntry]) {
        self.title = title
        self.toolVersion = toolVersion
        self.files = files
        self.environments = environments
        self.scenes = scenes
        self.findings = findings
        self.rules = rules
    }
}

/// How a scene's orientation resolves in one environment (`a11y-check orientation`).
public struct OrientationRow: Hashable, Sendable {
    public var environment: String
    /// The view controller whose `supportedInterfaceOrientations` decides, and why.
    public var decider: String?
    public var reason: String
    public var effectiveMask: [String]
    /// The orientation a presentation starts in, when the scene presents full screen.
    public var initialOrientation: String?
    /// Each rotation the environment allows from the current orientation, with its outcome.
    public var rotations: [String]
    /// The UIKit exception the scene raises, if any.
    public var crash: String?

    public init(environment: String, decider: String?, reason: String, effectiveMask: [String],
                initialOrientation: String?, rotations: [String], crash: String?) {
        self.environment = environment
        self.decider = decider
        self.reason = reason
        self.effectiveMask = effectiveMask
        self.initialOrientation = initialOrientation
        self.rotations = rotations
        self.crash = crash
    }
}

/// One lifecycle transition: its steps, each an ordered list of callbacks (`a11y-check lifecycle`).
public struct LifecycleTimeline: Hashable, Sendable {
    /// One callback a view controller receives.
    public struct Callback: Hashable, Sendable {
        public var controller: String
        /// The method, e.g. `viewWillAppear`.
        public var name: String
        /// The name of the order that is not verified on a device (``LifecycleTimeline/unverifiedOrders``
        /// explains it); nil when verified.
        public var unverified: String?

        public init(controller: String, name: String, unverified: String?) {
            self.controller = controller
            self.name = name
            self.unverified = unverified
        }
    }

    /// One step of the transition.
    public struct Step: Hashable, Sendable {
        public var title: String
        public var callbacks: [Callback]

        public init(title: String, callbacks: [Callback]) {
            self.title = title
            self.callbacks = callbacks
        }
    }

    /// An order the recordings and documentation do not settle, and why.
    public struct UnverifiedOrder: Hashable, Sendable {
        public var name: String
        public var reason: String

        public init(name: String, reason: String) {
            self.name = name
            self.reason = reason
        }
    }

    public var kind: String
    public var title: String
    public var steps: [Step]
    /// The unverified orders the callbacks name, each once, in the order they first appear.
    public var unverifiedOrders: [UnverifiedOrder]

    public init(kind: String, title: String, steps: [Step], unverifiedOrders: [UnverifiedOrder] = []) {
        self.kind = kind
        self.title = title
        self.steps = steps
        self.unverifiedOrders = unverifiedOrders
    }

    /// The view controllers in the order they first receive a callback.
    public var controllers: [String] {
        var seen: Set<String> = []
        return steps.flatMap(\.callbacks).map(\.controller).filter { seen.insert($0).inserted }
    }
}

/// One lifecycle transition of a scene and the environments it is the same in (the build is
/// usually the same everywhere; a rotation differs with the device and orientation).
public struct LifecycleGroup: Hashable, Sendable {
    /// The environments, in matrix order.
    public var environments: [ReportDocument.EnvironmentEntry]
    public var timeline: LifecycleTimeline

    public init(environments: [ReportDocument.EnvironmentEntry], timeline: LifecycleTimeline) {
        self.environments = environments
        self.timeline = timeline
    }
}

/// A spec file's lines that a scene's elements are declared at, with the lines around them.
public struct SourceExcerpt: Hashable, Sendable {
    /// The file, relative to the working directory.
    public var file: String
    /// The declaration lines (1-based, ascending): each is a link target.
    public var declared: [Int]
    /// The lines shown, ascending: the declarations and their neighbours.
    public var lines: [FindingEntry.SourceLine]

    public init(file: String, declared: [Int], lines: [FindingEntry.SourceLine]) {
        self.file = file
        self.declared = declared
        self.lines = lines
    }
}

/// Where an element is declared: a line of a spec file.
public struct SourceReference: Hashable, Sendable, CustomStringConvertible {
    /// The file, relative to the working directory.
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `file:line`.
    public var description: String { "\(file):\(line)" }
}

/// One finding of the lint run, with the lines of its file around it.
public struct FindingEntry: Hashable, Sendable {
    /// One source line.
    public struct SourceLine: Hashable, Sendable {
        public var number: Int
        public var text: String

        public init(number: Int, text: String) {
            self.number = number
            self.text = text
        }
    }

    /// The file, relative to the working directory.
    public var file: String
    public var line: Int
    public var column: Int
    /// `error`, `warning` or `info`.
    public var severity: String
    public var rule: String
    public var message: String
    /// The lines around `line` (up to two either side).
    public var excerpt: [SourceLine]

    public init(file: String, line: Int, column: Int, severity: String, rule: String, message: String,
                excerpt: [SourceLine]) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
        self.excerpt = excerpt
    }
}

/// What the page says about a rule.
public struct RuleEntry: Hashable, Sendable {
    public var id: String
    public var rationale: String
    /// Apple's documentation page for the rule, when there is one.
    public var documentation: String?

    public init(id: String, rationale: String, documentation: String?) {
        self.id = id
        self.rationale = rationale
        self.documentation = documentation
    }
}
