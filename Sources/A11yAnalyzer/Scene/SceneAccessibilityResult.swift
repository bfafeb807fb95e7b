import A11yCore
import Hierarchy

/// What VoiceOver can reach in one scene in one environment: every on-screen screen and bar,
/// minus what presentations cover.
public struct SceneAccessibilityResult: Sendable {
    /// An element that exists in the scene but that VoiceOver cannot reach.
    public struct Unreachable: Hashable, Sendable {
        /// The element as it would be exposed.
        public let element: AccessibilityElement
        /// Why: "covered by ‹presented id› (‹style›)", or the single-screen reason
        /// (``UnreachableElement/Reason``).
        public let reason: String
    }

    /// Presenter elements a presentation leaves reachable.
    public struct Leak: Sendable {
        /// The presentation that should have hidden them.
        public let presentation: ResolvedPresentation
        /// The presenter elements VoiceOver still reaches, in VoiceOver order.
        public let elements: [AccessibilityElement]
    }

    /// The resolved scene.
    public let scene: ResolvedScene
    /// The reachable elements in VoiceOver order.
    public let elements: [AccessibilityElement]
    /// Elements that exist but that VoiceOver cannot reach, screen by screen, back to front.
    public let unreachable: [Unreachable]
    /// The drawn views VoiceOver could reach whose content code provides
    /// (``CodeContentView``), screen by screen, back to front.
    public let codeContent: [CodeContentView]
    /// Presentations that leave presenter elements reachable (custom without `viewIsModal`, or
    /// overFullScreen when `overStylesHidePresenter` is false).
    public let leaks: [Leak]
    /// The assumptions in force for announcements and order.
    public let options: AnalysisOptions
    /// Every assumption the result depended on, in reference/assumptions.md order.
    public let assumptions: [AssumptionKey]
    /// Where the scene's view controllers, bars and presentations sit in the window.
    public let frames: SceneFrames

    /// The shown presentation at the top of the chain, if any.
    public var topPresentation: ResolvedPresentation? { scene.shownPresentations.last }

    /// What VoiceOver says for `element`, in the style the options choose.
    public func announcement(for element: AccessibilityElement) -> Announcement {
        AnnouncementBuilder.announcement(for: element, style: options.announcementStyle, release: options.voiceOverRelease)
    }
}
