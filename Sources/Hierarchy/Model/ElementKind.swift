import A11yCore

/// The element kinds of the format, each standing for a UIKit class.
public enum ElementKind: String, CaseIterable, Sendable, Codable {
    case view, label, button, image, textField, textView, `switch`, slider, stepper, segmented
    case pageControl, activity, scroll, stack, table, collection, cell, custom
    /// Not a view: a UIAccessibilityElement its container lists in `accessibilityElements`.
    case accessibilityElement
    /// A standalone UITabBar (outside a tab bar controller): a container of its items' buttons.
    case tabBar
    /// A standalone UIToolbar (a view of the screen, not a navigation controller's toolbar): its
    /// bar button items' buttons.
    case toolbar
    /// A standalone UINavigationBar (a view of the screen, not a navigation controller's bar):
    /// its top item's left items, title and right items.
    case navigationBar

    /// Hashes the case, not the raw string `RawRepresentable` would hash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(caseIndex(of: self))
    }

    /// The UIKit class the kind stands for.
    public var uikitClass: String {
        switch self {
        case .view: "UIView"
        case .label: "UILabel"
        case .button: "UIButton"
        case .image: "UIImageView"
        case .textField: "UITextField"
        case .textView: "UITextView"
        case .switch: "UISwitch"
        case .slider: "UISlider"
        case .stepper: "UIStepper"
        case .segmented: "UISegmentedControl"
        case .pageControl: "UIPageControl"
        case .activity: "UIActivityIndicatorView"
        case .scroll: "UIScrollView"
        case .stack: "UIStackView"
        case .table: "UITableView"
        case .collection: "UICollectionView"
        case .cell: "UITableViewCell"
        case .custom: "UIView"
        case .accessibilityElement: "UIAccessibilityElement"
        case .tabBar: "UITabBar"
        case .toolbar: "UIToolbar"
        case .navigationBar: "UINavigationBar"
        }
    }

    /// UIKit's default `isAccessibilityElement` for the class (format.md, "Elements").
    public var isAccessibleByDefault: Bool {
        switch self {
        case .label, .button, .textField, .textView, .switch, .slider, .pageControl, .activity, .cell: true
        case .view, .image, .stepper, .segmented, .scroll, .stack, .table, .collection, .custom: false
        // "The default value for this property is false" (UIAccessibilityElement.isAccessibilityElement).
        case .accessibilityElement, .tabBar: false
        // Bars are containers: UIKit exposes their items, not the bar.
        case .toolbar, .navigationBar: false
        }
    }

    /// The traits UIKit gives the class by default (format.md, "Elements").
    public var defaultTraits: TraitSet {
        switch self {
        case .label: [.staticText]
        case .button: [.button]
        case .image: [.image]
        case .textField: [.textEntry]
        case .textView: [.textEntry, .textArea]
        case .switch: [.button, .switch]
        case .slider, .pageControl: [.adjustable]
        default: []
        }
    }

    /// True for the controls whose numbers are checked against each other once decoded (a
    /// slider's or stepper's value and range, a page control's page, a segmented control's
    /// selection).
    public var hasCheckedValues: Bool {
        switch self {
        case .slider, .stepper, .pageControl, .segmented: true
        default: false
        }
    }

    /// False for `accessibilityElement`, which is not a view: it has a frame in its container
    /// (`accessibilityFrameInContainerSpace`) and accessibility properties, and nothing else.
    public var isView: Bool { self != .accessibilityElement }

    /// The keys only this kind accepts, beyond the properties every kind accepts.
    public var specificKeys: [String] {
        switch self {
        case .segmented: ["segments", "selected"]
        case .tabBar: ["items", "selected"]
        case .toolbar: ["items"]
        case .navigationBar: ["leftItems", "rightItems"]
        case .table: ["style", "cells", "sections", "contentInsetAdjustment"]
        case .collection: ["cells", "contentInsetAdjustment"]
        case .scroll: ["contentInsetAdjustment"]
        case .cell: ["accessory", "accessoryView"]
        case .slider, .stepper: ["minimum", "maximum"]
        case .pageControl: ["numberOfPages", "currentPage"]
        default: []
        }
    }
}

/// UIAccessibilityTraits, by the names the format uses. `switch`, `textEntry` and `textArea`
/// are the traits UIKit gives its own controls (`switch` is public as `toggleButton` since iOS 17).
public enum AccessibilityTrait: String, CaseIterable, Sendable, Codable {
    case button, link, header, searchField, image, selected, playsSound, keyboardKey, staticText
    case summaryElement, notEnabled, updatesFrequently, startsMediaSession, adjustable
    case allowsDirectInteraction, causesPageTurn, tabBar, supportsZoom
    case `switch`, textEntry, textArea, backButton

    /// Other names accepted in YAML for the same trait.
    public static let aliases: [String: AccessibilityTrait] = ["toggleButton": .switch]

    /// Hashes the case itself instead of the raw string, which `RawRepresentable`'s default
    /// hashes. Equal traits are the same case, so they hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }
}

/// `accessibilityContainerType`.
public enum AccessibilityContainerType: String, CaseIterable, Sendable, Codable {
    case list, landmark, dataTable, semanticGroup
}

/// UIFont.TextStyle, by its Swift case names.
public enum TextStyle: String, CaseIterable, Sendable, Codable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote
    case caption1, caption2
}

/// UIFont.Weight, by its Swift names.
public enum FontWeight: String, CaseIterable, Sendable, Codable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// A font as a spec gives it, for Dynamic Type and contrast.
public struct FontSpec: Hashable, Sendable {
    /// Point size, when given.
    public var size: Double?
    /// Weight, when given.
    public var weight: FontWeight?
    /// The text style a preferred font uses, when given.
    public var textStyle: TextStyle?
    /// `adjustsFontForContentSizeCategory`.
    public var adjustsForContentSize: Bool?

    public init(size: Double? = nil, weight: FontWeight? = nil, textStyle: TextStyle? = nil, adjustsForContentSize: Bool? = nil) {
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
        self.adjustsForContentSize = adjustsForContentSize
    }
}
