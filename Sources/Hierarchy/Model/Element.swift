import A11yCore

/// One view of a screen: its kind, content, accessibility properties and subviews.
///
/// Every property a spec may leave out is optional; UIKit's default for the kind applies.
///
/// The values live in one shared storage that holds only the properties the spec sets and is copied
/// on the first change (copy on write), so copying an element (into a subtree list, an analysis, a
/// rule's ancestor chain) costs one reference count, not one per property.
public struct Element: Sendable {
    /// The element's values: only the properties its spec sets take room. Shared storage is only
    /// read (a change first gives the element a storage of its own), so sharing it across threads
    /// is safe; `ManagedBuffer` itself is not declared `Sendable`.
    @usableFromInline nonisolated(unsafe) var storage: ElementStorage

    /// The kind (the UIKit class).
    @inlinable public var kind: ElementKind { storage.headerPointer.pointee.kind }
    /// Where the element's kind key is (`- button:` line).
    @inlinable public var location: SourceLocation { storage.headerPointer.pointee.location }
    /// The id, unique within the screen.
    public var id: Located<String>? {
        get { storage.located(.id) }
        set { set(.id, newValue) }
    }
    /// The frame relative to the parent element.
    public var frame: Located<Rect>? {
        get { storage.located(.frame) }
        set { set(.frame, newValue) }
    }

    // Content.
    public var text: Located<String>? {
        get { storage.located(.text) }
        set { set(.text, newValue) }
    }
    public var title: Located<String>? {
        get { storage.located(.title) }
        set { set(.title, newValue) }
    }
    public var placeholder: Located<String>? {
        get { storage.located(.placeholder) }
        set { set(.placeholder, newValue) }
    }
    public var image: Located<String>? {
        get { storage.located(.image) }
        set { set(.image, newValue) }
    }
    public var isOn: Located<Bool>? {
        get { storage.located(.isOn) }
        set { set(.isOn, newValue) }
    }
    /// `value`: the control's value (a slider's number) and `accessibilityValue`.
    public var value: Located<String>? {
        get { storage.located(.value) }
        set { set(.value, newValue) }
    }

    // Accessibility.
    public var label: Located<String>? {
        get { storage.located(.label) }
        set { set(.label, newValue) }
    }
    public var hint: Located<String>? {
        get { storage.located(.hint) }
        set { set(.hint, newValue) }
    }
    public var identifier: Located<String>? {
        get { storage.located(.identifier) }
        set { set(.identifier, newValue) }
    }
    public var language: Located<String>? {
        get { storage.located(.language) }
        set { set(.language, newValue) }
    }
    /// Traits added to the kind's defaults.
    public var addedTraits: [Located<AccessibilityTrait>] {
        get { storage.headerPointer.pointee.addedTraits }
        _modify {
            makeUnique(adding: 0)
            yield &storage.headerPointer.pointee.addedTraits
        }
    }
    /// Default traits removed with `-name`.
    public var removedTraits: [Located<AccessibilityTrait>] {
        get { storage.headerPointer.pointee.removedTraits }
        _modify {
            makeUnique(adding: 0)
            yield &storage.headerPointer.pointee.removedTraits
        }
    }
    public var accessible: Located<Bool>? {
        get { storage.located(.accessible) }
        set { set(.accessible, newValue) }
    }
    public var hiddenFromAccessibility: Located<Bool>? {
        get { storage.located(.hiddenFromAccessibility) }
        set { set(.hiddenFromAccessibility, newValue) }
    }
    public var hidden: Located<Bool>? {
        get { storage.located(.hidden) }
        set { set(.hidden, newValue) }
    }
    public var alpha: Located<Double>? {
        get { storage.located(.alpha) }
        set { set(.alpha, newValue) }
    }
    public var enabled: Located<Bool>? {
        get { storage.located(.enabled) }
        set { set(.enabled, newValue) }
    }
    /// `userInteractionEnabled`: UIView's `isUserInteractionEnabled`. False (a label or image view
    /// as UIKit makes it, which Interface Builder writes `userInteractionEnabled="NO"`): touches
    /// pass through the view and what it holds to what lies behind, so its frame is no one's
    /// touch target. Nil when the file does not say.
    public var userInteractionEnabled: Located<Bool>? {
        get { storage.located(.userInteractionEnabled) }
        set { set(.userInteractionEnabled, newValue) }
    }
    public var clipsToBounds: Located<Bool>? {
        get { storage.located(.clipsToBounds) }
        set { set(.clipsToBounds, newValue) }
    }
    public var viewIsModal: Located<Bool>? {
        get { storage.located(.viewIsModal) }
        set { set(.viewIsModal, newValue) }
    }
    public var group: Located<Bool>? {
        get { storage.located(.group) }
        set { set(.group, newValue) }
    }
    public var containerType: Located<AccessibilityContainerType>? {
        get { storage.located(.containerType) }
        set { set(.containerType, newValue) }
    }
    /// `accessibilityElements`: descendant ids, in order.
    public var order: Located<[Located<String>]>? {
        get { storage.located(.order) }
        set { set(.order, newValue) }
    }
    public var font: Located<FontSpec>? {
        get { storage.located(.font) }
        set { set(.font, newValue) }
    }
    public var textColor: Located<ColorValue>? {
        get { storage.located(.textColor) }
        set { set(.textColor, newValue) }
    }
    public var backgroundColor: Located<ColorValue>? {
        get { storage.located(.backgroundColor) }
        set { set(.backgroundColor, newValue) }
    }

    // Kind-specific.
    public var segments: [Located<String>] {
        get { storage.headerPointer.pointee.segments }
        _modify {
            makeUnique(adding: 0)
            yield &storage.headerPointer.pointee.segments
        }
    }
    /// A standalone tab bar's `items`, located at the `items` key.
    public var tabBarItems: Located<[TabBarItemSpec]>? {
        get {
            let stored: Located<TabBarItems>? = storage.located(.tabBarItems)
            return stored.map { Located($0.value.items, at: $0.location) }
        }
        set { set(.tabBarItems, newValue.map { Located(TabBarItems($0.value), at: $0.location) }) }
    }
    /// A standalone toolbar's `items`, located at the `items` key.
    public var barItems: Located<[BarItem]>? {
        get { barItems(.barItems) }
        set { setBarItems(.barItems, newValue) }
    }
    /// A standalone navigation bar's `leftItems` (its top item's `leftBarButtonItems`).
    public var leftBarItems: Located<[BarItem]>? {
        get { barItems(.leftBarItems) }
        set { setBarItems(.leftBarItems, newValue) }
    }
    /// A standalone navigation bar's `rightItems` (its top item's `rightBarButtonItems`).
    public var rightBarItems: Located<[BarItem]>? {
        get { barItems(.rightBarItems) }
        set { setBarItems(.rightBarItems, newValue) }
    }
    /// A standalone bar's items: a toolbar's, then a navigation bar's left and right items.
    public var allBarItems: [BarItem] {
        (barItems?.value ?? []) + (leftBarItems?.value ?? []) + (rightBarItems?.value ?? [])
    }
    /// True when ``allBarItems`` holds an item, told without making the list.
    public var hasBarItems: Bool {
        barItems?.value.isEmpty == false || leftBarItems?.value.isEmpty == false || rightBarItems?.value.isEmpty == false
    }
    private func barItems(_ key: ElementPropertyKey) -> Located<[BarItem]>? {
        let stored: Located<BarItems>? = storage.located(key)
        return stored.map { Located($0.value.items, at: $0.location) }
    }
    private mutating func setBarItems(_ key: ElementPropertyKey, _ newValue: Located<[BarItem]>?) {
        set(key, newValue.map { Located(BarItems($0.value), at: $0.location) })
    }
    /// `selected`: a segmented control's `selectedSegmentIndex`, a tab bar's selected item index.
    public var selectedSegment: Located<Int>? {
        get { storage.located(.selectedSegment) }
        set { set(.selectedSegment, newValue) }
    }
    public var minimum: Located<Double>? {
        get { storage.located(.minimum) }
        set { set(.minimum, newValue) }
    }
    public var maximum: Located<Double>? {
        get { storage.located(.maximum) }
        set { set(.maximum, newValue) }
    }
    public var numberOfPages: Located<Int>? {
        get { storage.located(.numberOfPages) }
        set { set(.numberOfPages, newValue) }
    }
    public var currentPage: Located<Int>? {
        get { storage.located(.currentPage) }
        set { set(.currentPage, newValue) }
    }
    /// A cell's `accessoryType`.
    public var accessory: Located<CellAccessory>? {
        get { storage.located(.accessory) }
        set { set(.accessory, newValue) }
    }
    /// A scroll, table or collection view's `contentInsetAdjustmentBehavior`; unset, its children's
    /// frames are where they are drawn.
    public var contentInsetAdjustment: Located<ContentInsetAdjustment>? {
        get { storage.located(.contentInsetAdjustment) }
        set { set(.contentInsetAdjustment, newValue) }
    }
    /// A table view's `style`: how UIKit draws its sections (the drawing only; unset, plain, as
    /// `UITableView(frame:)` makes it).
    public var tableStyle: Located<TableStyle>? {
        get { storage.located(.tableStyle) }
        set { set(.tableStyle, newValue) }
    }

    /// A cell's `accessoryView`: a switch shown at its trailing edge instead of an accessory type.
    public var accessoryView: Located<Element>? {
        get { storage.located(.accessoryView) }
        set { set(.accessoryView, newValue) }
    }

    /// True when this element or a descendant insets its content by the safe area.
    public var adjustsContentInsetSomewhere: Bool {
        contentInsetAdjustment?.value == .automatic || children.contains { $0.adjustsContentInsetSomewhere }
    }
    public var className: Located<String>? {
        get { storage.located(.className) }
        set { set(.className, newValue) }
    }
    /// `name`: what people call the element in the source, for messages: an Interface Builder
    /// outlet or user label. It changes no analysis.
    public var name: Located<String>? {
        get { storage.located(.name) }
        set { set(.name, newValue) }
    }
    /// `outlets`: the properties by which code reaches the view (Interface Builder's
    /// `<outlet property=... destination=...>`), the outermost declaring object's first: the names
    /// the app's code facts are joined by. It changes no analysis itself.
    public var outlets: Located<[Located<String>]>? {
        get { storage.located(.outlets) }
        set { set(.outlets, newValue) }
    }
    /// `tag`: UIView's `tag`, by which code finds the view (`cell.viewWithTag(2)`) and sets what it
    /// shows; it changes no analysis itself.
    public var tag: Located<Int>? {
        get { storage.located(.tag) }
        set { set(.tag, newValue) }
    }
    /// `installed`: the size classes the view is in the hierarchy in (installed everywhere when
    /// nil).
    public var installed: Located<SizeClassInstallation>? {
        get { storage.located(.installed) }
        set { set(.installed, newValue) }
    }

    /// `variations`: the property values the view takes in some size classes (its own values
    /// everywhere when nil).
    public var variations: Located<SizeClassVariations>? {
        get { storage.located(.variations) }
        set { set(.variations, newValue) }
    }

    /// Subviews, back to front (`children`, or a table's `cells`).
    public var children: [Element] {
        get { storage.headerPointer.pointee.children }
        _modify {
            makeUnique(adding: 0)
            yield &storage.headerPointer.pointee.children
        }
    }

    /// Creates an element of `kind` with nothing set.
    public init(kind: ElementKind, location: SourceLocation) {
        self.init(kind: kind, location: location, capacity: 0)
    }

    /// Creates an element of `kind` with nothing set and room for `capacity` properties, so that
    /// setting that many allocates nothing more.
    package init(kind: ElementKind, location: SourceLocation, capacity: Int) {
        storage = ElementStorage.make(kind: kind, location: location, capacity: capacity)
    }

    /// This element as a view of `kind`, with everything else it has: how a source that learns the
    /// UIKit class of a `custom` view (the superclass chain of its class in the app's code) gives
    /// it the kind UIKit builds.
    public func reclassified(as kind: ElementKind) -> Element {
        var copy = self
        copy.storage = storage.copy(adding: 0, moving: false, kind: kind)
        return copy
    }

    /// Sets or (with nil) removes the property `key`.
    mutating func set<Value: ElementPropertyType>(_ key: ElementPropertyKey, _ newValue: Located<Value>?) {
        let isSet = storage.contains(key)
        guard let newValue else {
            if isSet {
                makeUnique(adding: 0)
                storage.remove(key)
            }
            return
        }
        makeUnique(adding: isSet ? 0 : 1)
        storage.store(ElementProperty(value: newValue.value.stored, key: key, location: newValue.location))
    }

    /// Gives this element a storage of its own (copy on write) with room for `extra` more
    /// properties.
    private mutating func makeUnique(adding extra: Int) {
        let isUnique = isKnownUniquelyReferenced(&storage)
        if isUnique && (extra == 0 || storage.hasRoom) { return }
        storage = storage.copy(adding: extra, moving: isUnique)
    }

    /// The traits after the kind's defaults, additions and removals. A cell whose accessory is a
    /// checkmark is selected.
    public var traits: TraitSet {
        let defaults = accessory?.value == .checkmark ? kind.defaultTraits.union([.selected]) : kind.defaultTraits
        if addedTraits.isEmpty && removedTraits.isEmpty { return defaults }
        var traits = defaults
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

    /// This element as UIKit shows it in `classes`: with the values its `variations` give it
    /// there, without the descendants that are not installed there, and theirs resolved alike;
    /// nil when the element itself is not installed.
    public func shown(in classes: SizeClasses) -> Element? {
        if let installation = installed, !installation.value.isInstalled(in: classes) { return nil }
        var result = variations.map { $0.value.applied(to: self, in: classes) } ?? self
        guard children.contains(where: \.dependsOnSizeClasses) else { return result }
        result.children = children.compactMap { $0.shown(in: classes) }
        return result
    }

    /// True when this element or a descendant is out of the hierarchy, or takes other values
    /// (`variations`), in some size class.
    public var dependsOnSizeClasses: Bool {
        installed?.value.excludesSomewhere == true || variations != nil || children.contains { $0.dependsOnSizeClasses }
    }

    /// How many elements this one and its descendants are, counted without copying any.
    public var subtreeCount: Int {
        children.reduce(1) { $0 + $1.subtreeCount }
    }
}
