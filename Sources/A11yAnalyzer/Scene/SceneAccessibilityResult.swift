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

    /// The result's values, boxed: the scene rules read every presenting scene's result in each
    /// environment, so a copy costs one reference count instead of one per array it holds.
    private final class Storage: Sendable {
        let scene: ResolvedScene
        let elements: [AccessibilityElement]
        let unreachable: [Unreachable]
        let codeContent: [CodeContentView]
        let leaks: [Leak]
        let options: AnalysisOptions
        let assumptions: [AssumptionKey]
        let frames: SceneFrames

        init(scene: ResolvedScene, elements: [AccessibilityElement], unreachable: [Unreachable], codeContent: [CodeContentView],
             leaks: [Leak], options: AnalysisOptions, assumptions: [AssumptionKey], frames: SceneFrames) {
            self.scene = scene
            self.elements = elements
            self.unreachable = unreachable
            self.codeContent = codeContent
            self.leaks = leaks
            self.options = options
            self.assumptions = assumptions
            self.frames = frames
        }
    }

    private let storage: Storage

    /// The resolved scene.
    public var scene: ResolvedScene { storage.scene }
    /// The reachable elements in VoiceOver order.
    public var elements: [AccessibilityElement] { storage.elements }
    /// Elements that exist but that VoiceOver cannot reach, screen by screen, back to front.
    public var unreachable: [Unreachable] { storage.unreachable }
    /// The drawn views VoiceOver could reach whose content code provides
    /// (``CodeContentView``), screen by screen, back to front.
    public var codeContent: [CodeContentView] { storage.codeContent }
    /// Presentations that leave presenter elements reachable (custom without `viewIsModal`, or
    /// overFullScreen when `overStylesHidePresenter` is false).
    public var leaks: [Leak] { storage.leaks }
    /// The assumptions in force for announcements and order.
    public var options: AnalysisOptions { storage.options }
    /// Every assumption the result depended on, in reference/assumptions.md order.
    public var assumptions: [AssumptionKey] { storage.assumptions }
    /// Where the scene's view controllers, bars and presentations sit in the window.
    public var frames: SceneFrames { storage.frames }

    init(scene: ResolvedScene, elements: [AccessibilityElement], unreachable: [Unreachable], codeContent: [CodeContentView],
         leaks: [Leak], options: AnalysisOptions, assumptions: [AssumptionKey], frames: SceneFrames) {
        storage = Storage(scene: scene, elements: elements, unreachable: unreachable, codeContent: codeContent, leaks: leaks,
                          options: options, assumptions: assumptions, frames: frames)
    }

    /// The shown presentation at the top of the chain, if any.
    public var topPresentation: ResolvedPresentation? { scene.shownPresentations.last }

    /// What VoiceOver says for `element`, in the style the options choose.
    public func announcement(for element: AccessibilityElement) -> Announcement {
        AnnouncementBuilder.announcement(for: element, style: options.announcementStyle, release: options.voiceOverRelease)
    }
}
