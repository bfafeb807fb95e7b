/// What VoiceOver does with one scene in one environment, as `voiceover --format json` prints it:
/// the presentations with their requested and effective styles, the elements in the order a
/// VoiceOver user swipes through them, the elements it cannot reach with the reason, and the
/// assumptions of reference/assumptions.md the result depended on.
public struct VoiceOverResult: Hashable, Sendable, Codable {
    /// One presentation of a scene's chain.
    public struct Presentation: Hashable, Sendable, Codable {
        /// The presented view controller's id.
        public let presented: String
        /// The id of the view controller that presents (`presentingViewController`).
        public let presenter: String
        /// The `UIModalPresentationStyle` asked for (`automatic` when nothing sets one).
        public let requestedStyle: String
        /// The style UIKit uses after resolution and adaptation.
        public let effectiveStyle: String
        /// `presented`, `crashed`, `refused` or `notReached`.
        public let outcome: String
        /// The view controller properties the result rests on that code sets to values a11y-check
        /// does not know (`modalPresentationStyle`, `modalTransitionStyle`,
        /// `definesPresentationContext`, `isModalInPresentation`); left out of JSON when empty.
        public let decidedInCode: [String]

        public init(presented: String, presenter: String, requestedStyle: String, effectiveStyle: String, outcome: String,
                    decidedInCode: [String] = []) {
            self.presented = presented
            self.presenter = presenter
            self.requestedStyle = requestedStyle
            self.effectiveStyle = effectiveStyle
            self.outcome = outcome
            self.decidedInCode = decidedInCode
        }

        private enum CodingKeys: String, CodingKey {
            case presented, presenter, requestedStyle, effectiveStyle, outcome, decidedInCode
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            presented = try container.decode(String.self, forKey: .presented)
            presenter = try container.decode(String.self, forKey: .presenter)
            requestedStyle = try container.decode(String.self, forKey: .requestedStyle)
            effectiveStyle = try container.decode(String.self, forKey: .effectiveStyle)
            outcome = try container.decode(String.self, forKey: .outcome)
            decidedInCode = try container.decodeIfPresent([String].self, forKey: .decidedInCode) ?? []
        }

        /// `decidedInCode` is left out when empty.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(presented, forKey: .presented)
            try container.encode(presenter, forKey: .presenter)
            try container.encode(requestedStyle, forKey: .requestedStyle)
            try container.encode(effectiveStyle, forKey: .effectiveStyle)
            try container.encode(outcome, forKey: .outcome)
            if !decidedInCode.isEmpty { try container.encode(decidedInCode, forKey: .decidedInCode) }
        }
    }

    /// One element, reachable or not. Its identity is ``screen`` and ``id``.
    public struct Element: Hashable, Sendable, Codable {
        /// The element id (`dismissRegion` for the iPad dismiss region; bar items have the ids
        /// of their bar item, or generated ones such as `backButton`).
        public let id: String
        /// The screen (or bar owner) the element belongs to.
        public let screen: String
        /// What VoiceOver says, exactly as `voiceover` prints it.
        public let announcement: String
        /// The hint VoiceOver reads after a pause, if any.
        public let hint: String?
        /// `[x, y, width, height]` in window coordinates; nil when the spec gives no frame.
        public let frame: [Double]?
        /// Why VoiceOver cannot reach it; nil for reachable elements.
        public let reason: String?

        public init(id: String, screen: String, announcement: String, hint: String?, frame: [Double]?, reason: String?) {
            self.id = id
            self.screen = screen
            self.announcement = announcement
            self.hint = hint
            self.frame = frame
            self.reason = reason
        }

        private enum CodingKeys: String, CodingKey {
            case id, screen, announcement, hint, frame, reason
        }

        /// `hint` and `frame` are written as null when absent, `reason` is left out.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(screen, forKey: .screen)
            try container.encode(announcement, forKey: .announcement)
            try container.encode(hint, forKey: .hint)
            try container.encode(frame, forKey: .frame)
            if let reason { try container.encode(reason, forKey: .reason) }
        }
    }

    /// The scene id (the screen id for a standalone screen).
    public let scene: String
    /// True for a screen analysed on its own.
    public let standalone: Bool
    /// Every presentation of the chain, in order, including those UIKit does not show.
    public let presentations: [Presentation]
    /// The reachable elements in VoiceOver order.
    public let elements: [Element]
    /// Elements that exist but that VoiceOver cannot reach, each with its ``Element/reason``.
    public let unreachable: [Element]
    /// The keys of the assumptions of reference/assumptions.md the result depended on, in reference/assumptions.md order.
    public let assumptions: [String]

    public init(scene: String, standalone: Bool, presentations: [Presentation], elements: [Element],
                unreachable: [Element], assumptions: [String]) {
        self.scene = scene
        self.standalone = standalone
        self.presentations = presentations
        self.elements = elements
        self.unreachable = unreachable
        self.assumptions = assumptions
    }
}
