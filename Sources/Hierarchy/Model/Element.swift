/// One view of a screen: its kind, content, accessibility properties and subviews.
///
/// Every property a spec may leave out is optional; UIKit's default for the kind applies.
public struct Element: Sendable {
    /// The kind (the UIKit class).
    public let kind: ElementKind
    /// Where the element's kind key is (`- button:` line).
    public let location: SourceLocation
    /// The id, unique within the screen.
    public var id: Located<String>?
    /// The frame relative to the parent element.
    public var frame: Located<Rect>?

    // Content.
    public var text: Located<String>?
    public var title: Located<String>?
    public var placeholder: Located<String>?
    public var image: Located<String>?
    public var isOn: Located<Bool>?
    /// `value`: the control's value (a slider's number) and `accessibilityValue`.
    public var value: Located<String>?

    // Accessibility.
    public var label: Located<String>?
    public var hint: Located<String>?
    public var identifier: Located<String>?
    public var language: Located<String>?
    /// Traits added to the kind's defaults.
    public var addedTraits: [Located<AccessibilityTrait>] = []
    /// Default traits removed with `-name`.
    public var removedTraits: [Located<AccessibilityTrait>] = []
    public var accessible: Located<Bool>?
    public var hiddenFromAccessibility: Located<Bool>?
    public var hidden: Located<Bool>?
    public var alpha: Located<Double>?
    public var enabled: Located<Bool>?
    public var clipsToBounds: Located<Bool>?
    public var viewIsModal: Located<Bool>?
    public var group: Located<Bool>?
    public var containerType: Located<AccessibilityContainerType>?
    /// `accessibilityElements`: descendant ids, in order.
    public var order: Located<[Located<String>]>?
    public var font: Located<FontSpec>?
    public var textColor: Located<Color>?
    public var backgroundColor: Located<Color>?

    // Kind-specific.
    public var segments: [Located<String>] = []
    public var selectedSegment: Located<Int>?
    public var minimum: Located<Double>?
    public var maximum: Located<Double>?
    public var numberOfPages: Located<Int>?
    public var currentPage: Located<Int>?
    public var className: Located<String>?

    /// Subviews, back to front (`children`, or a table's `cells`).
    public var children: [Element] = []

    /// Creates an element of `kind` with nothing set.
    public init(kind: ElementKind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The traits after the kind's defaults, additions and removals.
    public var traits: Set<AccessibilityTrait> {
        var traits = kind.defaultTraits
        traits.subtract(removedTraits.map(\.value))
        traits.formUnion(addedTraits.map(\.value))
        return traits
    }

    /// This element and every descendant, depth first in input order.
    public var subtree: [Element] {
        var result: [Element] = []
        var stack: [Element] = [self]
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: element.children.reversed())
        }
        return result
    }
}
