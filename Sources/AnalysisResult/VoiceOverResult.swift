/// What VoiceOver does with one scene in one environment, as `voiceover --format json` prints it:
/// the presentations with their requested and effective styles, the elements in the order a
/// VoiceOver user swipes through them, the elements it cannot reach with the reason, the views
/// whose content code provides, and the
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

    /// A drawn view VoiceOver could reach whose content code provides (a `WKWebView`, an
    /// `MKMapView`, a view class of the app's with no subviews in the files, a table with no
    /// cells described): what VoiceOver finds in it is decided at run time, so it is neither an
    /// element nor nothing.
    public struct ContentFromCode: Hashable, Sendable, Codable {
        /// The view's id (its path when it has none).
        public let id: String
        /// The screen the view belongs to.
        public let screen: String
        /// The view's class (`WKWebView`, `UITableView`); nil only in JSON written before it was always given.
        public let view: String?
        /// `[x, y, width, height]` in window coordinates; nil when the file gives no frame.
        public let frame: [Double]?

        public init(id: String, screen: String, view: String?, frame: [Double]?) {
            self.id = id
            self.screen = screen
            self.view = view
            self.frame = frame
        }

        private enum CodingKeys: String, CodingKey {
            case id, screen, view, frame
        }

        /// `view` and `frame` are written as null when absent.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(screen, forKey: .screen)
            try container.encode(view, forKey: .view)
            try container.encode(frame, forKey: .frame)
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
    /// The views VoiceOver could reach whose content code provides, screen by screen; left out
    /// of JSON when empty.
    public let contentFromCode: [ContentFromCode]
    /// The keys of the assumptions of reference/assumptions.md the result depended on, in reference/assumptions.md order.
    public let assumptions: [String]

    public init(scene: String, standalone: Bool, presentations: [Presentation], elements: [Element],
                unreachable: [Element], contentFromCode: [ContentFromCode] = [], assumptions: [String]) {
        self.scene = scene
        self.standalone = standalone
        self.presentations = presentations
        self.elements = elements
        self.unreachable = unreachable
        self.contentFromCode = contentFromCode
        self.assumptions = assumptions
    }

    private enum CodingKeys: String, CodingKey {
        case scene, standalone, presentations, elements, unreachable, contentFromCode, assumptions
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        scene = try container.decode(String.self, forKey: .scene)
        standalone = try container.decode(Bool.self, forKey: .standalone)
        presentations = try container.decode([Presentation].self, forKey: .presentations)
        elements = try container.decode([Element].self, forKey: .elements)
        unreachable = try container.decode([Element].self, forKey: .unreachable)
        contentFromCode = try container.decodeIfPresent([ContentFromCode].self, forKey: .contentFromCode) ?? []
        assumptions = try container.decode([String].self, forKey: .assumptions)
    }

    /// `contentFromCode` is left out when empty.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scene, forKey: .scene)
        try container.encode(standalone, forKey: .standalone)
        try container.encode(presentations, forKey: .presentations)
        try container.encode(elements, forKey: .elements)
        try container.encode(unreachable, forKey: .unreachable)
        if !contentFromCode.isEmpty { try container.encode(contentFromCode, forKey: .contentFromCode) }
        try container.encode(assumptions, forKey: .assumptions)
    }
}
