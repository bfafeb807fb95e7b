import A11yCore

/// What one scene shows in one environment, view by view, as plain values: what a picture of the
/// screen draws (the HTML report) beside VoiceOver's list. Every view of every placed screen is
/// listed back to front, with its window frame and the content the spec gives it; then the items
/// the bars show. Colours are resolved for the environment's appearance.
public struct SceneDrawing: Hashable, Sendable, Codable {
    /// One view (or a part UIKit draws for it) in window coordinates.
    public struct View: Hashable, Sendable, Codable {
        /// The element id, nil for views without one.
        public let id: String?
        /// The screen the view belongs to (for bar items, the screen or container that owns the bar).
        public let screen: String
        /// The spec kind (`label`, `button`, `switch`, …); for bar items `navigationTitle`,
        /// `largeTitle`, `prompt`, `barButton` or `tab`; for a table's section titles
        /// `sectionHeader` and `sectionFooter`, and `tableSection` for the area of a section's
        /// cells (drawn before them).
        public let kind: String
        public let frame: Rect
        /// The text drawn: a label's or text view's text, a button's or bar item's title, a text
        /// field's text, a cell's text; nil when the spec gives none.
        public let text: String?
        /// A text field's placeholder, drawn when it has no text.
        public let placeholder: String?
        /// The image name, for image views and buttons.
        public let image: String?
        /// True when `image` names an SF Symbol (`UIImage(systemName:)`), false when it names an
        /// image of the app's asset catalogs (`UIImage(named:)`).
        public let imageIsSystemSymbol: Bool
        /// True when code sets the text (`textFromCode`, or a text or title code sets to a value
        /// a11y-check does not know), the image of a view without text, or the content (a custom
        /// view without subviews or accessibility): what it shows is unknown, and `text` (or
        /// `image`) is nil.
        public let setInCode: Bool
        /// A switch's `isOn`; a tab's or cell's selection.
        public let isOn: Bool?
        /// A slider's value between its minimum and maximum, from 0 to 1.
        public let fraction: Double?
        /// A segmented control's segments, a standalone tab bar's item titles.
        public let segments: [String]
        /// The selected segment or item, the current page.
        public let selected: Int?
        /// A page control's number of pages.
        public let pages: Int?
        /// A cell's accessory type (`disclosureIndicator`, `checkmark`, …).
        public let accessory: String?
        /// The text's point size and weight (the text style's default size at the Large content
        /// size category).
        public let fontSize: Double
        public let fontWeight: String
        /// `#RRGGBB` or `#RRGGBBAA`, resolved for the appearance; nil when the spec gives none.
        public let textColor: String?
        public let backgroundColor: String?
        /// False when UIKit does not draw it: hidden, transparent (alpha at or below the
        /// threshold) or inside such a view.
        public let isDrawn: Bool
        /// False for a disabled control (drawn dimmed).
        public let isEnabled: Bool
        /// `UITableView.Style` (`plain`, `grouped`, `insetGrouped`) of a table, or of the table a
        /// section, section title or cell is in; nil elsewhere.
        public let tableStyle: String?
        /// True for a view a bar shows (a navigation item's `titleView` and what it holds): drawn
        /// over the bar, as its title and buttons are.
        public let inBar: Bool

        public init(id: String?, screen: String, kind: String, frame: Rect, text: String? = nil, placeholder: String? = nil,
                    image: String? = nil, imageIsSystemSymbol: Bool = false, setInCode: Bool = false, isOn: Bool? = nil, fraction: Double? = nil,
                    segments: [String] = [], selected: Int? = nil, pages: Int? = nil, accessory: String? = nil,
                    fontSize: Double = 17, fontWeight: String = "regular", textColor: String? = nil,
                    backgroundColor: String? = nil, isDrawn: Bool = true, isEnabled: Bool = true, tableStyle: String? = nil,
                    inBar: Bool = false) {
            self.id = id
            self.screen = screen
            self.kind = kind
            self.frame = frame
            self.text = text
            self.placeholder = placeholder
            self.image = image
            self.imageIsSystemSymbol = imageIsSystemSymbol
            self.setInCode = setInCode
            self.isOn = isOn
            self.fraction = fraction
            self.segments = segments
            self.selected = selected
            self.pages = pages
            self.accessory = accessory
            self.fontSize = fontSize
            self.fontWeight = fontWeight
            self.textColor = textColor
            self.backgroundColor = backgroundColor
            self.isDrawn = isDrawn
            self.isEnabled = isEnabled
            self.tableStyle = tableStyle
            self.inBar = inBar
        }
    }

    /// A placed screen's root view: its frame and background.
    public struct Screen: Hashable, Sendable, Codable {
        public let id: String
        public let frame: Rect
        /// The root view's background, resolved; nil when the spec gives none.
        public let backgroundColor: String?
        /// True when the screen's source declares no view: what it shows is made by code.
        public let declaresNoView: Bool
        /// True for a component (a cell, a xib's reusable view): no view controller shows it as
        /// its own page, so no status bar is over it.
        public let isComponent: Bool

        public init(id: String, frame: Rect, backgroundColor: String?, declaresNoView: Bool, isComponent: Bool = false) {
            self.id = id
            self.frame = frame
            self.backgroundColor = backgroundColor
            self.declaresNoView = declaresNoView
            self.isComponent = isComponent
        }
    }

    /// True for the dark appearance.
    public let dark: Bool
    /// The placed screens, in layout order.
    public let screens: [Screen]
    /// Every view, back to front, screen by screen, then the bar items.
    public let views: [View]

    public init(dark: Bool, screens: [Screen], views: [View]) {
        self.dark = dark
        self.screens = screens
        self.views = views
    }
}
