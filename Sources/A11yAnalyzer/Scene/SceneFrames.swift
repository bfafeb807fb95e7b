import A11yCore
import Hierarchy

/// Where a scene's parts sit in the window, in points, as the VoiceOver analysis placed them: the
/// safe area, each view controller's frame, each bar, and the frame each shown presentation's
/// view gets (``BarMetrics`` gives the sizes). What a picture of the scene draws.
public struct SceneFrames: Sendable {
    /// The kinds of bar a container adds.
    public enum BarKind: String, CaseIterable, Sendable {
        /// A navigation controller's `UINavigationBar` (the large title row not included).
        case navigationBar
        /// A navigation controller's `UIToolbar`.
        case toolbar
        /// A tab bar controller's `UITabBar`, above the bottom safe area.
        case tabBar
    }

    /// One bar in the window.
    public struct Bar: Hashable, Sendable {
        public let kind: BarKind
        /// The container that owns the bar.
        public let ownerID: String
        public let frame: Rect
    }

    /// One content screen placed in the window: its root view's origin and where its safe area
    /// starts below it (what a drawing of the screen's views needs).
    public struct Screen: Sendable {
        public let screenID: String
        /// The view controller node that shows the screen.
        public let ownerID: String
        public let origin: (x: Double, y: Double)
        /// How far below the origin the safe area starts, for views that adjust their content
        /// inset (0 when the screen has none).
        public let safeAreaInset: Double
    }

    /// One shown presentation and the frame its presented view controller lays out in.
    public struct Presented: Sendable {
        public let presentation: ResolvedPresentation
        public let frame: Rect
        /// The frame of the popover's source element, when the presentation names one that the
        /// scene shows.
        public let sourceFrame: Rect?
    }

    /// The window's safe area insets: top (status bar), bottom (home indicator), and the left and
    /// right inset each (the sensor housing of Face ID iPhones in landscape).
    public let safeAreaTop: Double
    public let safeAreaBottom: Double
    public let safeAreaSides: Double
    /// Each placed view controller's frame, in the order the layout reached them (the root's tree
    /// first, then each presented tree).
    public let controllers: [(id: String, frame: Rect)]
    /// The bars, in the order they were laid out.
    public let bars: [Bar]
    /// The shown presentations, oldest first.
    public let presentations: [Presented]
    /// The frame of the iPad dismiss region element, when the top presentation exposes one.
    public let dismissRegion: Rect?
    /// Each content screen placed, in layout order (the root's tree first, then each presented
    /// tree).
    public var screens: [Screen] = []
}
