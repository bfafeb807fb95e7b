import A11yCore

/// An `overrides` item: what code decides about an imported screen (orientations, styles set in
/// code, `accessibilityElements`, labels set in code), matched by storyboard identifier, class
/// or screen id.
public struct ScreenOverride: Sendable {
    /// Which imported screens an override applies to.
    public enum Match: Sendable, Equatable {
        case storyboardIdentifier(String)
        case className(String)
        case screen(String)

        /// Whether `screen` is one this match names.
        public func matches(_ screen: Screen) -> Bool {
            switch self {
            case .storyboardIdentifier(let identifier): screen.storyboardIdentifier?.value == identifier
            case .className(let name): screen.className?.value == name
            case .screen(let id): screen.id == id
            }
        }
    }

    /// Where the list item is.
    public let location: SourceLocation
    public let match: Located<Match>
    /// The screen keys the override sets (its id is not used).
    public var values: Screen
    /// Elements whose properties replace those of the imported element with the same id.
    public var elements: [Element] = []

    public init(location: SourceLocation, match: Located<Match>, values: Screen) {
        self.location = location
        self.match = match
        self.values = values
    }
}

extension Screen {
    /// This screen with every key `override` sets replacing its own, and the override's elements
    /// merged into the elements with the same ids. Returns the ids of override elements that
    /// match no element.
    public mutating func apply(_ override: ScreenOverride) -> [Located<String>] {
        let values = override.values
        func take<T>(_ path: WritableKeyPath<Screen, T?>) { if let value = values[keyPath: path] { self[keyPath: path] = value } }
        take(\.title)
        take(\.navigationItem)
        take(\.tabBarItem)
        take(\.orientations)
        take(\.preferredOrientation)
        take(\.shouldAutorotate)
        take(\.modalPresentationStyle)
        take(\.modalTransitionStyle)
        take(\.definesPresentationContext)
        take(\.providesPresentationContextTransitionStyle)
        take(\.preferredContentSize)
        take(\.modalInPresentation)
        take(\.escape)
        take(\.rotationHandling)
        take(\.refreshOn)
        take(\.rootView)
        take(\.backgroundColor)
        if !values.toolbarItems.isEmpty { toolbarItems = values.toolbarItems }
        var unmatched: [Located<String>] = []
        for element in override.elements {
            guard let id = element.id else { continue }
            var found = false
            view = view.map { $0.merging(element, at: id.value, found: &found) }
            if !found { unmatched.append(id) }
        }
        return unmatched
    }
}

extension Element {
    /// This element (or the descendant with id `id`) with every property `other` sets replacing
    /// its own; `found` becomes true when the id was found.
    func merging(_ other: Element, at id: String, found: inout Bool) -> Element {
        var result = self
        if self.id?.value == id {
            found = true
            result.take(from: other)
            return result
        }
        var childFound = false
        result.children = children.map { $0.merging(other, at: id, found: &childFound) }
        if childFound { found = true }
        return childFound ? result : self
    }

    private mutating func take(from other: Element) {
        func take<T>(_ path: WritableKeyPath<Element, Located<T>?>) { if let value = other[keyPath: path] { self[keyPath: path] = value } }
        take(\.text); take(\.title); take(\.placeholder); take(\.image); take(\.isOn); take(\.value)
        take(\.label); take(\.hint); take(\.identifier); take(\.language); take(\.accessible)
        take(\.hiddenFromAccessibility); take(\.hidden); take(\.alpha); take(\.enabled); take(\.clipsToBounds)
        take(\.viewIsModal); take(\.unwinds); take(\.dismisses); take(\.actionFromCode); take(\.group); take(\.containerType); take(\.order); take(\.font)
        take(\.textColor); take(\.backgroundColor); take(\.frame); take(\.installed); take(\.accessory)
        take(\.variations)
        if !other.addedTraits.isEmpty || !other.removedTraits.isEmpty {
            addedTraits = other.addedTraits
            removedTraits = other.removedTraits
        }
    }
}
