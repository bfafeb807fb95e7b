import A11yCore
import Hierarchy

/// One element VoiceOver can focus, as UIKit would expose it: what it says and where it is.
///
/// The values live in one shared, immutable box, so copying an element (into node trees, reading
/// order and findings) costs one reference count, not one per property.
public struct AccessibilityElement: Hashable, Sendable {
    /// The element's values.
    private struct Fields: Hashable, Sendable {
        let id: String
        let screenID: String
        let kind: ElementKind
        let part: ElementPart?
        let path: ElementPath
        let label: String?
        let value: String?
        let hint: String?
        let traits: TraitSet
        let frame: Rect?
        let location: SourceLocation
        let labelLocation: SourceLocation?
        let context: AccessibilityContext?
        let containers: [ContainerMembership]
    }

    /// The box the values live in.
    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private let storage: Storage

    /// The element's id; for an element without one, its path (``ElementPath``); for parts UIKit
    /// creates, the owner's id and the part (`preset.1`, `stepper.increment`).
    public var id: String { storage.fields.id }
    /// The screen the element belongs to.
    public var screenID: String { storage.fields.screenID }
    /// The kind of the spec element (for parts, the owner's kind).
    public var kind: ElementKind { storage.fields.kind }
    /// The part of the spec element this is, nil for the element itself.
    public var part: ElementPart? { storage.fields.part }
    /// The spec element's position among its siblings from the screen's root view down.
    public var path: ElementPath { storage.fields.path }
    /// `accessibilityLabel`.
    public var label: String? { storage.fields.label }
    /// `accessibilityValue`.
    public var value: String? { storage.fields.value }
    /// `accessibilityHint`.
    public var hint: String? { storage.fields.hint }
    /// `accessibilityTraits`, with `notEnabled` for disabled elements.
    public var traits: TraitSet { storage.fields.traits }
    /// The frame in window coordinates; nil when the spec gives no frame for the element.
    public var frame: Rect? { storage.fields.frame }
    /// Where the element's kind key is.
    public var location: SourceLocation { storage.fields.location }
    /// Where the spec key the label comes from is (`label`, `text`, `title`, `image`,
    /// `placeholder`); the kind key for labels UIKit composes.
    public var labelLocation: SourceLocation? { storage.fields.labelLocation }
    /// What the outermost context-providing container says about the element.
    public var context: AccessibilityContext? { storage.fields.context }
    /// The containers the element lies in, outermost first.
    public var containers: [ContainerMembership] { storage.fields.containers }

    /// Creates an element; the analysis builds them from specs, scene composition from bars.
    public init(id: String, screenID: String, kind: ElementKind, part: ElementPart?, path: ElementPath,
                label: String?, value: String?, hint: String?, traits: TraitSet, frame: Rect?,
                location: SourceLocation, labelLocation: SourceLocation?,
                context: AccessibilityContext?, containers: [ContainerMembership]) {
        storage = Storage(Fields(id: id, screenID: screenID, kind: kind, part: part, path: path, label: label, value: value,
                                 hint: hint, traits: traits, frame: frame, location: location,
                                 labelLocation: labelLocation, context: context,
                                 containers: containers))
    }

    public static func == (lhs: AccessibilityElement, rhs: AccessibilityElement) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// The same element with another context.
    public func with(context: AccessibilityContext?) -> AccessibilityElement {
        AccessibilityElement(id: id, screenID: screenID, kind: kind, part: part, path: path, label: label, value: value,
                             hint: hint, traits: traits, frame: frame, location: location, labelLocation: labelLocation,
                             context: context, containers: containers)
    }

    /// The same element at another frame (a bar mirrored for right-to-left layouts).
    public func with(frame: Rect?) -> AccessibilityElement {
        AccessibilityElement(id: id, screenID: screenID, kind: kind, part: part, path: path, label: label, value: value,
                             hint: hint, traits: traits, frame: frame, location: location, labelLocation: labelLocation,
                             context: context, containers: containers)
    }

    /// True for elements a user acts on: buttons, links, adjustable, text entry, search fields,
    /// switches, keyboard keys and back buttons, and tabs.
    public var isInteractive: Bool {
        !traits.isDisjoint(with: Self.interactiveTraits) || (context?.isTab ?? false)
    }

    static let interactiveTraits: TraitSet = [
        .button, .link, .adjustable, .textEntry, .searchField, .switch, .keyboardKey, .backButton,
    ]
}

/// A part UIKit creates inside a control.
public enum ElementPart: Hashable, Sendable {
    /// Segment `index` (from 0) of a UISegmentedControl.
    case segment(Int)
    /// A UIStepper's decrement button.
    case decrement
    /// A UIStepper's increment button.
    case increment
    /// The button of item `index` (from 0) of a standalone UITabBar.
    case tabItem(Int)
    /// The info button of a UITableViewCell whose accessory is `detailButton` or
    /// `detailDisclosureButton`.
    case detailButton
    /// The button of bar button item `index` (from 0, spaces counted) of a standalone UIToolbar.
    case barItem(Int)
    /// The button of left item `index` (from 0) of a standalone UINavigationBar.
    case leftBarItem(Int)
    /// The title of a standalone UINavigationBar's top item, a heading.
    case barTitle
    /// The button of right item `index` (from 0) of a standalone UINavigationBar.
    case rightBarItem(Int)

    /// The suffix the part's derived id carries (format.md, "Elements").
    public var idSuffix: String {
        switch self {
        case .segment(let index), .tabItem(let index), .barItem(let index): "\(index)"
        case .leftBarItem(let index): "left.\(index)"
        case .barTitle: "title"
        case .rightBarItem(let index): "right.\(index)"
        case .decrement: "decrement"
        case .increment: "increment"
        case .detailButton: "detail"
        }
    }
}
