import A11yCore
import AnalysisResult

/// Everything one card draws: one scene in one environment, as plain values (points, window
/// coordinates). ``ReportInput`` builds cards from the analysis result; the renderers read only
/// these values.
public struct WireframeCard: Hashable, Sendable {
    /// A bar UIKit draws: the status bar, a navigation bar, a toolbar or a tab bar.
    public struct Bar: Hashable, Sendable {
        /// Which bar.
        public enum Kind: String, Hashable, Sendable {
            case status = "status bar"
            case navigation = "navigation bar"
            case toolbar
            case tabBar = "tab bar"
        }

        public var kind: Kind
        public var frame: Rect
        /// The layer (as ``Element/layer``) the bar is drawn in: over that layer's views, under
        /// its bar items and the presentations above it. The status bar is in the top layer:
        /// UIKit draws it over everything.
        public var layer: Int

        public init(kind: Kind, frame: Rect, layer: Int = 0) {
            self.kind = kind
            self.frame = frame
            self.layer = layer
        }
    }

    /// A presentation as UIKit draws it, with the style asked for and the style used.
    public struct Presentation: Hashable, Sendable {
        /// How the presented view sits over the presenter.
        public enum Shape: Hashable, Sendable {
            /// Covers the whole window (fullScreen, overFullScreen, custom and filling sheets).
            case fullWindow
            /// A card inset over a dimmed presenter (page and form sheets).
            case sheet
            /// A popover; `arrow` is the tip of its arrow at the source, when there is one.
            case popover(arrow: Point?)
            /// Over the frame of its context only (currentContext, overCurrentContext).
            case context
        }

        public var presenter: String
        public var presented: String
        public var requestedStyle: String
        public var usedStyle: String
        /// Why the used style is what it is (the adaptation, or that UIKit kept the request).
        public var why: String
        /// `presented`, `crashed`, `refused` or `notReached`.
        public var outcome: String
        public var shape: Shape
        /// The frame of the presented view; nil when it was not shown.
        public var frame: Rect?
        /// True when UIKit dims what lies below (sheets and popovers).
        public var dimsPresenter: Bool

        public init(presenter: String, presented: String, requestedStyle: String, usedStyle: String, why: String,
                    outcome: String, shape: Shape, frame: Rect?, dimsPresenter: Bool) {
            self.presenter = presenter
            self.presented = presented
            self.requestedStyle = requestedStyle
            self.usedStyle = usedStyle
            self.why = why
            self.outcome = outcome
            self.shape = shape
            self.frame = frame
            self.dimsPresenter = dimsPresenter
        }
    }

    /// A view whose class decides at run time what VoiceOver finds in it, as the result lists it.
    public typealias ContentFromCode = VoiceOverResult.ContentFromCode

    /// One element, drawn and listed.
    public struct Element: Hashable, Sendable {
        /// What VoiceOver does with the element.
        public enum State: Hashable, Sendable {
            /// Reachable, at this 1-based position in VoiceOver order.
            case reachable(number: Int)
            /// Reachable although a presentation should hide it (a modal leak), at this position.
            case leaked(number: Int)
            /// Not reachable, for this reason.
            case unreachable(reason: String)
        }

        public var id: String
        public var screen: String
        /// The announcement exactly as `a11y-check voiceover` prints it (hint after ` | `).
        public var announcement: String
        public var frame: Rect?
        public var state: State
        /// The element's declaration, its file relative to the working directory.
        public var location: SourceReference?
        /// What files other than the declaration set on the element (code joined to a storyboard's
        /// view), each property by its UIKit name with the assignment's line.
        public var setElsewhere: [Setting] = []
        /// 0 for the presenting screens, *n* for the tree the *n*-th presentation shows: the
        /// wireframe draws each layer over the ones below.
        public var layer: Int

        public init(id: String, screen: String, announcement: String, frame: Rect?, state: State, location: SourceReference?,
                    layer: Int = 0) {
            self.id = id
            self.screen = screen
            self.announcement = announcement
            self.frame = frame
            self.state = state
            self.location = location
            self.layer = layer
        }

        /// One property set in another file than the element's declaration.
        public struct Setting: Hashable, Sendable {
            /// `label`, `hint`, `traits`, `isHidden`...
            public var property: String
            public var location: SourceReference

            public init(property: String, location: SourceReference) {
                self.property = property
                self.location = location
            }
        }

        /// The VoiceOver position, for reachable and leaked elements.
        public var number: Int? {
            switch state {
            case .reachable(let number), .leaked(let number): number
            case .unreachable: nil
            }
        }

        /// True for the dismiss region VoiceOver exposes outside an iPad popover or page sheet.
        public var isDismissRegion: Bool { id == "dismissRegion" }

        /// Why VoiceOver cannot reach it, for unreachable elements.
        public var unreachableReason: String? {
            if case .unreachable(let reason) = state { return reason }
            return nil
        }
    }

    public var scene: String
    /// True for a screen analysed on its own (it belongs to no scene).
    public var standalone: Bool
    /// The environment's stable identifier (the picker's value) and its description.
    public var environmentID: String
    public var environment: String
    /// The window in points (origin 0, 0).
    public var window: Rect
    /// The window's safe area, in window coordinates.
    public var safeArea: Rect
    public var bars: [Bar]
    public var presentations: [Presentation]
    /// The dimmed area outside an iPad popover or page sheet that VoiceOver exposes as an element.
    public var dismissRegion: Rect?
    /// Reachable elements in VoiceOver order, then the unreachable ones.
    public var elements: [Element]
    /// The views VoiceOver could reach whose content their class provides at run time (a web
    /// view, a map, a view class of the app's), listed after the elements.
    public var contentFromCode: [ContentFromCode] = []
    /// Assumptions the result depended on (reference/assumptions.md names).
    public var assumptions: [String]
    /// Every view with its content, drawn under the outlines; nil when the analysis has none.
    public var drawing: SceneDrawing?
    /// The layer (as ``Element/layer``) of each screen the drawing names.
    public var screenLayers: [String: Int]

    public init(scene: String, standalone: Bool, environmentID: String, environment: String, window: Rect,
                safeArea: Rect, bars: [Bar], presentations: [Presentation], dismissRegion: Rect?,
                elements: [Element], assumptions: [String], drawing: SceneDrawing? = nil, screenLayers: [String: Int] = [:]) {
        self.scene = scene
        self.standalone = standalone
        self.environmentID = environmentID
        self.environment = environment
        self.window = window
        self.safeArea = safeArea
        self.bars = bars
        self.presentations = presentations
        self.dismissRegion = dismissRegion
        self.elements = elements
        self.assumptions = assumptions
        self.drawing = drawing
        self.screenLayers = screenLayers
    }

    /// The height the drawing needs: the window, or more when scroll views and tables have
    /// content below it (everything the legend lists is drawn).
    public var contentHeight: Double {
        var bottom = window.height
        for view in drawing?.views ?? [] where view.frame.width > 0 { bottom = max(bottom, view.frame.y + view.frame.height) }
        for element in elements {
            if let frame = element.frame, frame.width > 0 { bottom = max(bottom, frame.y + frame.height) }
        }
        return min(bottom, window.height * 40)
    }
}
