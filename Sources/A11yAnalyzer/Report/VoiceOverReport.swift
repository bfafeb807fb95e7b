import A11yCore
import A11yModel

/// The JSON document `a11y-check voiceover --format json` prints (format.md, "Outputs that
/// scripts rely on"): per environment, per scene, the presentations with their requested and
/// effective styles, the elements in VoiceOver order, the unreachable elements with their reason,
/// and the assumptions used.
public struct VoiceOverReport: Hashable, Sendable, Encodable {
    /// One presentation of a scene's chain.
    public struct PresentationEntry: Hashable, Sendable, Encodable {
        public let presented: String
        public let presenter: String
        public let requestedStyle: PresentationStyle
        public let effectiveStyle: PresentationStyle
        /// `presented`, `crashed`, `refused` or `notReached`.
        public let outcome: String
    }

    /// One element, reachable or not.
    public struct ElementEntry: Hashable, Sendable, Encodable {
        public let id: String
        public let screen: String
        public let announcement: String
        public let hint: String?
        /// `[x, y, width, height]` in window coordinates; nil when the spec gives no frame.
        public let frame: [Double]?
        /// Why VoiceOver cannot reach it; nil for reachable elements.
        public let reason: String?

        private enum CodingKeys: String, CodingKey {
            case id, screen, announcement, hint, frame, reason
        }

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

    /// One scene (or standalone screen) in one environment.
    public struct SceneResult: Hashable, Sendable, Encodable {
        public let scene: String
        /// True for a screen analysed on its own.
        public let standalone: Bool
        public let presentations: [PresentationEntry]
        public let elements: [ElementEntry]
        public let unreachable: [ElementEntry]
        public let assumptions: [AssumptionKey]

        /// The entries of one scene analysis.
        public init(_ result: SceneAccessibilityResult) {
            scene = result.scene.id
            standalone = result.scene.isStandalone
            presentations = result.scene.presentations.map { resolved in
                PresentationEntry(presented: resolved.presented.id, presenter: resolved.presenter.id,
                                  requestedStyle: resolved.style.requested, effectiveStyle: resolved.style.effective,
                                  outcome: Self.outcome(resolved.outcome))
            }
            elements = result.elements.map { Self.entry($0, in: result, reason: nil) }
            unreachable = result.unreachable.map { Self.entry($0.element, in: result, reason: $0.reason) }
            assumptions = result.assumptions
        }

        private static func entry(_ element: AccessibilityElement, in result: SceneAccessibilityResult,
                                  reason: String?) -> ElementEntry {
            let announcement = result.announcement(for: element)
            return ElementEntry(id: element.id, screen: element.screenID, announcement: announcement.text,
                                hint: announcement.hint, frame: element.frame.map { [$0.x, $0.y, $0.width, $0.height] },
                                reason: reason)
        }

        private static func outcome(_ outcome: PresentationOutcome) -> String {
            switch outcome {
            case .presented: "presented"
            case .crashed: "crashed"
            case .refused: "refused"
            case .notReached: "notReached"
            }
        }
    }

    /// Every scene in one environment.
    public typealias EnvironmentResult = EnvironmentReport<SceneResult>

    /// Always 1 for this shape.
    public let formatVersion: Int
    public let environments: [EnvironmentResult]

    /// Analyses every scene and standalone screen of `project` whose id `including` accepts, in
    /// every environment of `matrix`.
    public init(project: Project, matrix: EnvironmentMatrix, assumptions: Assumptions = .defaults,
                including: (String) -> Bool = { _ in true }) {
        formatVersion = 1
        environments = matrix.environments.map { environment in
            let scenes = SceneResolver.resolveAll(project: project, environment: environment, assumptions: assumptions)
                .filter { including($0.id) }
            return EnvironmentResult(environment: environment, scenes: scenes.map { scene in
                SceneResult(SceneAccessibility.analyze(scene, project: project, assumptions: assumptions))
            })
        }
    }
}
