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

    private var storage: CopyOnWriteBox<Fields>

    /// The kind (the UIKit class).
    public var kind: ElementKind { storage.value.kind }
    /// Where the element's kind key is (`- button:` line).
    public var location: SourceLocation { storage.value.location }
    /// The id, unique within the screen.
    public var id: Located<String>? {
        get { storage.value.id }
        _modify { yield &storage.value.id }
    }
    /// The frame relative to the parent element.
    public var frame: Located<Rect>? {
        get { storage.value.frame }
        _modify { yield &storage.value.frame }
    }

    // Content.
    public var text: Located<String>? {
        get { storage.value.text }
        _modify { yield &storage.value.text }
    }
    public var title: Located<String>? {
        get { storage.value.title }
        _modify { yield &storage.value.title }
    }
    public var placeholder: Located<String>? {
        get { storage.value.placeholder }
        _modify { yield &storage.value.placeholder }
    }
    public var image: Located<String>? {
        get { storage.value.image }
        _modify { yield &storage.value.image }
    }
    public var isOn: Located<Bool>? {
        get { storage.value.isOn }
        _modify { yield &storage.value.isOn }
    }
    /// `value`: the control's value (a slider's number) and `accessibilityValue`.
    public var value: Located<String>? {
        get { storage.value.value }
        _modify { yield &storage.value.value }
    }

    // Accessibility.
    public var label: Located<String>? {
        get { storage.value.label }
        _modify { yield &storage.value.label }
    }
    public var hint: Located<String>? {
        get { storage.value.hint }
        _modify { yield &storage.value.hint }
    }
    public var identifier: Located<String>? {
        get { storage.value.identifier }
        _modify { yield &storage.value.identifier }
    }
    public var language: Located<String>? {
        get { storage.value.language }
        _modify { yield &storage.value.language }
    }
    /// Traits added to the kind's defaults.
    public var addedTraits: [Located<AccessibilityTrait>] {
        get { storage.value.addedTraits }
        _modify { yield &storage.value.addedTraits }
    }
    /// Default traits removed with `-name`.
    public var removedTraits: [Located<AccessibilityTrait>] {
        get { storage.value.removedTraits }
        _modify { yield &storage.value.removedTraits }
    }
    public var accessible: Located<Bool>? {
        get { storage.value.accessible }
        _modify { yield &storage.value.accessible }
    }
    public var hiddenFromAccessibility: Located<Bool>? {
        get { storage.value.hiddenFromAccessibility }
        _modify { yield &storage.value.hiddenFromAccessibility }
    }
    public var hidden: Located<Bool>? {
        get { storage.value.hidden }
        _modify { yield &storage.value.hidden }
    }
    public var alpha: Located<Double>? {
        get { storage.value.alpha }
        _modify { yield &storage.value.alpha }
    }
    public var enabled: Located<Bool>? {
        get { storage.value.enabled }
        _modify { yield &storage.value.enabled }
    }
    public var clipsToBounds: Located<Bool>? {
        get { storage.value.clipsToBounds }
        _modify { yield &storage.value.clipsToBounds }
    }
    public var viewIsModal: Located<Bool>? {
        get { storage.value.viewIsModal }
        _modify { yield &storage.value.viewIsModal }
    }
    public var group: Located<Bool>? {
        get { storage.value.group }
        _modify { yield &storage.value.group }
    }
    public var containerType: Located<AccessibilityContainerType>? {
        get { storage.value.containerType }
        _modify { yield &storage.value.containerType }
    }
    /// `accessibilityElements`: descendant ids, in order.
    public var order: Located<[Located<String>]>? {
        get { storage.value.order }
        _modify { yield &storage.value.order }
    }
    public var font: Located<FontSpec>? {
        get { storage.value.font }
        _modify { yield &storage.value.font }
    }
    public var textColor: Located<Color>? {
        get { storage.value.textColor }
        _modify { yield &storage.value.textColor }
    }
    public var backgroundColor: Located<Color>? {
        get { storage.value.backgroundColor }
        _modify { yield &storage.value.backgroundColor }
    }

    // Kind-specific.
    public var segments: [Located<String>] {
        get { storage.value.segments }
        _modify { yield &storage.value.segments }
    }
    public var selectedSegment: Located<Int>? {
        get { storage.value.selectedSegment }
        _modify { yield &storage.value.selectedSegment }
    }
    public var minimum: Located<Double>? {
        get { storage.value.minimum }
        _modify { yield &storage.value.minimum }
    }
    public var maximum: Located<Double>? {
        get { storage.value.maximum }
        _modify { yield &storage.value.maximum }
    }
    public var numberOfPages: Located<Int>? {
        get { storage.value.numberOfPages }
        _modify { yield &storage.value.numberOfPages }
    }
    public var currentPage: Located<Int>? {
        get { storage.value.currentPage }
        _modify { yield &storage.value.currentPage }
    }
    public var className: Located<String>? {
        get { storage.value.className }
        _modify { yield &storage.value.className }
    }

    /// Subviews, back to front (`children`, or a table's `cells`).
    public var children: [Element] {
        get { storage.value.children }
        _modify { yield &storage.value.children }
    }

    /// Creates an element of `kind` with nothing set.
    public init(kind: ElementKind, location: SourceLocation) {
        storage = CopyOnWriteBox(Fields(kind: kind, location: location))
    }

    /// The traits after the kind's defaults, additions and removals.
    public var traits: TraitSet {
        if addedTraits.isEmpty && removedTraits.isEmpty { return kind.defaultTraits }
        var traits = kind.defaultTraits
        for removed in removedTraits { traits.remove(removed.value) }
        for added in addedTraits { traits.insert(added.value) }
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
