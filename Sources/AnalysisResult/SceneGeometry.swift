import A11yCore

/// Where one scene's parts sit in the window in one environment: what a wireframe of the scene
/// draws. Sizes follow UIKit's defaults (bars 44 pt, tab bar 49 pt, sheets 10 pt below the
/// status bar, and so on; see `BarMetrics`).
public struct SceneGeometry: Hashable, Sendable, Codable {
    /// The window's safe area insets in points.
    public struct Insets: Hashable, Sendable, Codable {
        public let top: Double
        public let left: Double
        public let bottom: Double
        public let right: Double

        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
    }

    /// A bar a container adds.
    public struct Bar: Hashable, Sendable, Codable {
        /// `navigationBar`, `toolbar` or `tabBar`.
        public let kind: String
        /// The id of the navigation or tab bar controller that owns it.
        public let owner: String
        public let frame: Rect

        public init(kind: String, owner: String, frame: Rect) {
            self.kind = kind
            self.owner = owner
            self.frame = frame
        }
    }

    /// A view controller's frame.
    public struct Controller: Hashable, Sendable, Codable {
        /// The view controller id.
        public let id: String
        public let frame: Rect

        public init(id: String, frame: Rect) {
            self.id = id
            self.frame = frame
        }
    }

    /// A presentation UIKit shows, and the frame of its presented view.
    public struct Presentation: Hashable, Sendable, Codable {
        /// The presented view controller's id.
        public let presented: String
        /// `presentingViewController`'s id (the context for context styles).
        public let presenter: String
        /// The effective style.
        public let style: String
        /// The presented view's frame: the window for full-screen styles, the inset card or
        /// centred box for sheets, the popover's box, the context's frame for context styles.
        public let frame: Rect
        /// True when UIKit dims what is below (sheets that do not fill the window).
        public let dimsPresenter: Bool
        /// A popover's source element frame, when the scene shows it.
        public let sourceFrame: Rect?
        /// The edge of the popover its arrow sits on (`top`: the popover hangs below its
        /// source); nil for other styles and for a popover without a source (centred).
        public let arrowEdge: String?
        /// Why UIKit shows it in ``style``, one sentence for people: what `automatic` resolves
        /// to, how the size class adapts it, or that UIKit keeps the style asked for.
        public let adaptation: String

        public init(presented: String, presenter: String, style: String, frame: Rect, dimsPresenter: Bool,
                    sourceFrame: Rect?, arrowEdge: String?, adaptation: String) {
            self.presented = presented
            self.presenter = presenter
            self.style = style
            self.frame = frame
            self.dimsPresenter = dimsPresenter
            self.sourceFrame = sourceFrame
            self.arrowEdge = arrowEdge
            self.adaptation = adaptation
        }
    }

    /// An element by its identity: the screen (or bar owner) and the element id.
    public struct ElementReference: Hashable, Sendable, Codable {
        public let screen: String
        public let id: String

        public init(screen: String, id: String) {
            self.screen = screen
            self.id = id
        }
    }

    /// The window, at the origin.
    public let window: Rect
    public let safeArea: Insets
    /// The status bar's frame; nil where it is hidden (iPhones in landscape).
    public let statusBar: Rect?
    /// Each placed view controller's frame: the root's tree first, then each presented tree.
    public let controllers: [Controller]
    /// The navigation bars, toolbars and tab bars, in layout order.
    public let bars: [Bar]
    /// The shown presentations, oldest first.
    public let presentations: [Presentation]
    /// The frame of the iPad dismiss region element (VoiceOver's first element), when the top
    /// presentation exposes one.
    public let dismissRegion: Rect?
    /// Presenter elements a presentation should hide but leaves reachable (custom presentations
    /// without `accessibilityViewIsModal`), in VoiceOver order.
    public let leakedElements: [ElementReference]

    public init(window: Rect, safeArea: Insets, statusBar: Rect?, controllers: [Controller], bars: [Bar],
                presentations: [Presentation], dismissRegion: Rect?, leakedElements: [ElementReference]) {
        self.window = window
        self.safeArea = safeArea
        self.statusBar = statusBar
        self.controllers = controllers
        self.bars = bars
        self.presentations = presentations
        self.dismissRegion = dismissRegion
        self.leakedElements = leakedElements
    }

    /// True when `element` (of `screen`) is a presenter element a presentation leaks.
    public func isLeaked(_ id: String, in screen: String) -> Bool {
        leakedElements.contains(ElementReference(screen: screen, id: id))
    }
}
