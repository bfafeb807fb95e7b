import A11yCore

/// One thing a change does, in one scene, in the environments where it does exactly that.
public struct DiffChange: Sendable, Equatable, Encodable {
    /// What part of the analysis changed.
    public enum Kind: String, Sendable, Encodable, CaseIterable {
        case voiceover, orientation, lifecycle, finding
    }

    /// The scene or standalone screen id (a finding's scope; the file for a spec finding).
    public let scene: String
    /// Environment names, in matrix order.
    public var environments: [String]
    public let kind: Kind
    /// `added`, `removed`, `moved`, `announcement`, `unreachable`, `reachable`, `leaks`,
    /// `no-longer-leaks`, `scene-added`, `scene-removed`, `decider`, `mask`,
    /// `initial-orientation`, `rotations`, `crash`, `callbacks`, `transition-added`,
    /// `transition-removed`, `new`, `fixed`, `changed`.
    public let change: String
    /// The element, transition or finding subject the change is about.
    public let subject: String
    public let before: String?
    public let after: String?
    /// For findings: the rule, its severity and where it is (head side, base side when fixed).
    public let finding: FindingDetails?

    /// A finding's rule, severity and location.
    public struct FindingDetails: Sendable, Equatable, Encodable {
        public let rule: String
        public let severity: Severity
        public let file: String
        public let line: Int
        public let column: Int
    }

    public init(scene: String, environments: [String], kind: Kind, change: String, subject: String,
                before: String?, after: String?, finding: FindingDetails? = nil) {
        self.scene = scene
        self.environments = environments
        self.kind = kind
        self.change = change
        self.subject = subject
        self.before = before
        self.after = after
        self.finding = finding
    }

    private enum CodingKeys: String, CodingKey {
        case scene, environments, kind, change, subject, before, after, rule, severity, location
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scene, forKey: .scene)
        try container.encode(environments, forKey: .environments)
        try container.encode(kind, forKey: .kind)
        try container.encode(change, forKey: .change)
        try container.encode(subject, forKey: .subject)
        try container.encode(before, forKey: .before)
        try container.encode(after, forKey: .after)
        if let finding {
            try container.encode(finding.rule, forKey: .rule)
            try container.encode(finding.severity, forKey: .severity)
            try container.encode("\(finding.file):\(finding.line):\(finding.column)", forKey: .location)
        }
    }
}
