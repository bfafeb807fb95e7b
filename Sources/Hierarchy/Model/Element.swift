/// One view of a screen: its kind, content, accessibility properties and subviews.
///
/// Every property a spec may leave out is optional; UIKit's default for the kind applies.
///
/// The values live in a shared box that is copied on the first change (copy on write), so copying
/// an element (into a subtree list, an analysis, a rule's ancestor chain) costs one reference
/// count, not one per property.
public struct Element: Sendable {
    /// The element's values.
    private struct Fields: Sendable {
        let kind: ElementKind
        let location: SourceLocation
        var id: Located<String>?
        var frame: Located<Rect>?
        var text: Located<String>?
        var title: Located<String>?
        var placeholder: Located<String>?
        var image: Located<String>?
        var isOn: Located<Bool>?
        var value: Located<String>?
        var label: Located<String>?
        var hint: Located<String>?
        var identifier: Located<String>?
        var language: Located<String>?
        var addedTraits: [Located<AccessibilityTrait>] = []
        var removedTraits: [Located<AccessibilityTrait>] = []
        var accessible: Located<Bool>?
        var hiddenFromAccessibility: Located<Bool>?
        var hidden: Located<Bool>?
        var alpha: Located<Double>?
        var enabled: Located<Bool>?
        var clipsToBounds: Located<Bool>?
        var viewIsModal: Located<Bool>?
        var group: Located<Bool>?
        var containerType: Located<AccessibilityContainerType>?
        var order: Located<[Located<String>]>?
        var font: Located<FontSpec>?
        var textColor: Located<Color>?
        var backgroundColor: Located<Color>?
        var segments: [Located<String>] = []
        var selectedSegment: Located<Int>?
        var minimum: Located<Double>?
        var maximum: Located<Double>?
        var numberOfPages: Located<Int>?
        var currentPage: Located<Int>?
        var className: Located<String>?
        var children: [Element] = []
    }

    /// The box the values live in; only a uniquely referenced box is ever changed, so reads need
    /// no exclusivity check.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var storage: Storage

    /// The box, copied first when another element shares it.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            return storage
        }
    }

    /// The kind (the UIKit class).
    public var kind: ElementKind { storage.fields.kind }
    /// Where the element's kind key is (`- button:` line).
    public var location: SourceLocation { storage.fields.location }
    /// The id, unique within the screen.
    public var id: Located<String>? {
        get { storage.fields.id }
        _modify { yield &uniqueStorage.fields.id }
    }
    /// The frame relative to the parent element.
    public var frame: Located<Rect>? {
        get { storage.fields.frame }
        _modify { yield &uniqueStorage.fields.frame }
    }

    // Content.
    public var text: Located<String>? {
        get { storage.fields.text }
        _modify { yield &uniqueStorage.fields.text }
    }
    public var title: Located<String>? {
        get { storage.fields.title }
        _modify { yield &uniqueStorage.fields.title }
    }
    public var placeholder: Located<String>? {
        get { storage.fields.placeholder }
        _modify { yield &uniqueStorage.fields.placeholder }
    }
    public var image: Located<String>? {
        get { storage.fields.image }
        _modify { yield &uniqueStorage.fields.image }
    }
    public var isOn: Located<Bool>? {
        get { storage.fields.isOn }
        _modify { yield &uniqueStorage.fields.isOn }
    }
    /// `value`: the control's value (a slider's number) and `accessibilityValue`.
    public var value: Located<String>? {
        get { storage.fields.value }
        _modify { yield &uniqueStorage.fields.value }
    }

    // Accessibility.
    public var label: Located<String>? {
        get { storage.fields.label }
        _modify { yield &uniqueStorage.fields.label }
    }
    public var hint: Located<String>? {
        get { storage.fields.hint }
        _modify { yield &uniqueStorage.fields.hint }
    }
    public var identifier: Located<String>? {
        get { storage.fields.identifier }
        _modify { yield &uniqueStorage.fields.identifier }
    }
    public var language: Located<String>? {
        get { storage.fields.language }
        _modify { yield &uniqueStorage.fields.language }
    }
    /// Traits added to the kind's defaults.
    public var addedTraits: [Located<AccessibilityTrait>] {
        get { storage.fields.addedTraits }
        _modify { yield &uniqueStorage.fields.addedTraits }
    }
    /// Default traits removed with `-name`.
    public var removedTraits: [Located<AccessibilityTrait>] {
        get { storage.fields.removedTraits }
        _modify { yield &uniqueStorage.fields.removedTraits }
    }
    public var accessible: Located<Bool>? {
        get { storage.fields.accessible }
        _modify { yield &uniqueStorage.fields.accessible }
    }
    public var hiddenFromAccessibility: Located<Bool>? {
        get { storage.fields.hiddenFromAccessibility }
        _modify { yield &uniqueStorage.fields.hiddenFromAccessibility }
    }
    public var hidden: Located<Bool>? {
        get { storage.fields.hidden }
        _modify { yield &uniqueStorage.fields.hidden }
    }
    public var alpha: Located<Double>? {
        get { storage.fields.alpha }
        _modify { yield &uniqueStorage.fields.alpha }
    }
    public var enabled: Located<Bool>? {
        get { storage.fields.enabled }
        _modify { yield &uniqueStorage.fields.enabled }
    }
    public var clipsToBounds: Located<Bool>? {
        get { storage.fields.clipsToBounds }
        _modify { yield &uniqueStorage.fields.clipsToBounds }
    }
    public var viewIsModal: Located<Bool>? {
        get { storage.fields.viewIsModal }
        _modify { yield &uniqueStorage.fields.viewIsModal }
    }
    public var group: Located<Bool>? {
        get { storage.fields.group }
        _modify { yield &uniqueStorage.fields.group }
    }
    public var containerType: Located<AccessibilityContainerType>? {
        get { storage.fields.containerType }
        _modify { yield &uniqueStorage.fields.containerType }
    }
    /// `accessibilityElements`: descendant ids, in order.
    public var order: Located<[Located<String>]>? {
        get { storage.fields.order }
        _modify { yield &uniqueStorage.fields.order }
    }
    public var font: Located<FontSpec>? {
        get { storage.fields.font }
        _modify { yield &uniqueStorage.fields.font }
    }
    public var textColor: Located<Color>? {
        get { storage.fields.textColor }
        _modify { yield &uniqueStorage.fields.textColor }
    }
    public var backgroundColor: Located<Color>? {
        get { storage.fields.backgroundColor }
        _modify { yield &uniqueStorage.fields.backgroundColor }
    }

    // Kind-specific.
    public var segments: [Located<String>] {
        get { storage.fields.segments }
        _modify { yield &uniqueStorage.fields.segments }
    }
    public var selectedSegment: Located<Int>? {
        get { storage.fields.selectedSegment }
        _modify { yield &uniqueStorage.fields.selectedSegment }
    }
    public var minimum: Located<Double>? {
        get { storage.fields.minimum }
        _modify { yield &uniqueStorage.fields.minimum }
    }
    public var maximum: Located<Double>? {
        get { storage.fields.maximum }
        _modify { yield &uniqueStorage.fields.maximum }
    }
    public var numberOfPages: Located<Int>? {
        get { storage.fields.numberOfPages }
        _modify { yield &uniqueStorage.fields.numberOfPages }
    }
    public var currentPage: Located<Int>? {
        get { storage.fields.currentPage }
        _modify { yield &uniqueStorage.fields.currentPage }
    }
    public var className: Located<String>? {
        get { storage.fields.className }
        _modify { yield &uniqueStorage.fields.className }
    }

    /// Subviews, back to front (`children`, or a table's `cells`).
    public var children: [Element] {
        get { storage.fields.children }
        _modify { yield &uniqueStorage.fields.children }
    }

    /// Creates an element of `kind` with nothing set.
    public init(kind: ElementKind, location: SourceLocation) {
        storage = Storage(Fields(kind: kind, location: location))
    }

    /// The traits after the kind's defaults, additions and removals.
    public var traits: Set<AccessibilityTrait> {
        if addedTraits.isEmpty && removedTraits.isEmpty { return kind.defaultTraits }
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
