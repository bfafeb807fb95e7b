import Hierarchy

/// One element VoiceOver can focus, as UIKit would expose it: what it says and where it is.
public struct AccessibilityElement: Hashable, Sendable {
    /// The element's id; for an element without one, its path (``ElementPath``); for parts UIKit
    /// creates, the owner's id and the part (`preset.1`, `stepper.increment`).
    public let id: String
    /// The screen the element belongs to.
    public let screenID: String
    /// The kind of the spec element (for parts, the owner's kind).
    public let kind: ElementKind
    /// The part of the spec element this is, nil for the element itself.
    public let part: ElementPart?
    /// The spec element's position among its siblings from the screen's root view down.
    public let path: ElementPath
    /// `accessibilityLabel`.
    public let label: String?
    /// `accessibilityValue`.
    public let value: String?
    /// `accessibilityHint`.
    public let hint: String?
    /// `accessibilityTraits`, with `notEnabled` for disabled elements.
    public let traits: Set<AccessibilityTrait>
    /// The frame in window coordinates; nil when the spec gives no frame for the element.
    public let frame: Rect?
    /// Where the element's kind key is.
    public let location: SourceLocation
    /// Where the spec key the label comes from is (`label`, `text`, `title`, `image`,
    /// `placeholder`); the kind key for labels UIKit composes.
    public let labelLocation: SourceLocation?
    /// What the outermost context-providing container says about the element.
    public let context: AccessibilityContext?
    /// The containers the element lies in, outermost first.
    public let containers: [ContainerMembership]

    /// Creates an element; the analysis builds them from specs, scene composition from bars.
    public init(id: String, screenID: String, kind: ElementKind, part: ElementPart?, path: ElementPath,
                label: String?, value: String?, hint: String?, traits: Set<AccessibilityTrait>, frame: Rect?,
                location: SourceLocation, labelLocation: SourceLocation?, context: AccessibilityContext?,
                containers: [ContainerMembership]) {
        self.id = id
        self.screenID = screenID
        self.kind = kind
        self.part = part
        self.path = path
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.location = location
        self.labelLocation = labelLocation
        self.context = context
        self.containers = containers
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

    static let interactiveTraits: Set<AccessibilityTrait> = [
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

    /// The suffix the part's derived id carries (format.md, "Elements").
    public var idSuffix: String {
        switch self {
        case .segment(let index): "\(index)"
        case .decrement: "decrement"
        case .increment: "increment"
        }
    }
}
