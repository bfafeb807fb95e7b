import A11yCore
import Hierarchy

/// What VoiceOver makes of one screen: its elements in reading order and the ones it cannot reach.
public struct ScreenAnalysis: Sendable {
    /// The screen analysed.
    public let screenID: String
    /// The screen's node tree (groups kept), for composing screens and bars into a scene.
    public let nodes: [AccessibilityNode]
    /// The reachable elements in VoiceOver order.
    public let elements: [AccessibilityElement]
    /// Would-be elements VoiceOver cannot reach, in input order (depth first).
    public let unreachable: [UnreachableElement]
    /// The drawn views whose content code provides, in input order (depth first): what VoiceOver
    /// finds in them is decided at run time.
    public let codeContent: [CodeContentView]
    /// The idiom the order was computed for.
    public let idiom: DeviceIdiom
    /// The layout direction the order was computed for.
    public let layoutDirection: LayoutDirection
    /// The assumptions in force.
    public let options: AnalysisOptions
    /// The assumptions the screen's elements depended on beyond those every analysis uses
    /// (`assignedValueWins` when an element's value depends on it, `cellWithControls` when a cell
    /// holding a control is walked).
    public let assumptions: Set<AssumptionKey>

    /// Wraps an analysis computed elsewhere (a scene composed of several screens).
    public init(screenID: String, nodes: [AccessibilityNode], elements: [AccessibilityElement],
                unreachable: [UnreachableElement], codeContent: [CodeContentView] = [], idiom: DeviceIdiom, layoutDirection: LayoutDirection,
                options: AnalysisOptions, assumptions: Set<AssumptionKey> = []) {
        self.screenID = screenID
        self.nodes = nodes
        self.elements = elements
        self.unreachable = unreachable
        self.codeContent = codeContent
        self.idiom = idiom
        self.layoutDirection = layoutDirection
        self.options = options
        self.assumptions = assumptions
    }

    /// What VoiceOver says for `element`, in the style the options choose.
    public func announcement(for element: AccessibilityElement) -> Announcement {
        AnnouncementBuilder.announcement(for: element, style: options.announcementStyle, release: options.voiceOverRelease)
    }

    /// The text of ``announcement(for:)`` alone.
    func announcementText(for element: AccessibilityElement) -> String {
        AnnouncementBuilder.text(for: element, style: options.announcementStyle, release: options.voiceOverRelease)
    }
}
