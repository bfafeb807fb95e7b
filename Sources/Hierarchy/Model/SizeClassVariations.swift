import A11yCore

/// The property values a view takes in some size classes: Interface Builder's size-class
/// variations of properties (`variations` in the format), such as a smaller font in compact
/// height.
///
/// A value for a more specific size class overrides a more general one
/// ([Size-Class-Specific Layout](https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/Size-ClassSpecificLayout.html)),
/// property by property: `wC hC` over `wC` or `hC`, those over the element's own value. The
/// patterns are those of ``SizeClassInstallation`` but `any`, which is the element's own value.
public struct SizeClassVariations: Sendable {
    /// The properties one size class varies; each replaces the element's whole value (a font
    /// is the whole font, as Interface Builder's font inspector sets it).
    public struct Properties: Sendable {
        public var font: Located<FontSpec>?
        public var textColor: Located<ColorValue>?
        public var backgroundColor: Located<ColorValue>?
        public var hidden: Located<Bool>?

        public init() {}

        /// True when no property is set.
        public var isEmpty: Bool { font == nil && textColor == nil && backgroundColor == nil && hidden == nil }

        /// The colours set, background first.
        public var colors: [ColorValue] { [backgroundColor?.value, textColor?.value].compactMap { $0 } }
    }

    /// The properties per pattern, in ``SizeClassInstallation/Pattern/all`` order.
    public private(set) var settings: [(pattern: SizeClassInstallation.Pattern, properties: Properties)] = []

    /// No variation.
    public init() {}

    /// Sets the properties `pattern` varies, replacing those it had.
    public mutating func set(_ pattern: SizeClassInstallation.Pattern, _ properties: Properties) {
        settings.removeAll { $0.pattern == pattern }
        settings.append((pattern, properties))
        settings.sort { SizeClassInstallation.Pattern.rank($0.pattern) < SizeClassInstallation.Pattern.rank($1.pattern) }
    }

    /// `element` with the values these variations give it in `classes`: for each property, the
    /// value of the most specific pattern that covers `classes` and sets it, else its own.
    public func applied(to element: Element, in classes: SizeClasses) -> Element {
        var result = element
        func resolve<Value>(_ property: KeyPath<Properties, Located<Value>?>, into target: WritableKeyPath<Element, Located<Value>?>) {
            let set = settings.compactMap { setting in setting.properties[keyPath: property].map { (setting.pattern, $0) } }
            if let value = SizeClassInstallation.Pattern.mostSpecific(of: set, covering: classes) { result[keyPath: target] = value }
        }
        resolve(\.font, into: \.font)
        resolve(\.textColor, into: \.textColor)
        resolve(\.backgroundColor, into: \.backgroundColor)
        resolve(\.hidden, into: \.hidden)
        return result
    }

    /// Every colour the variations set.
    public var colors: [ColorValue] { settings.flatMap(\.properties.colors) }
}
