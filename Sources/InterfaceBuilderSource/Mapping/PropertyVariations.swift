import A11yCore
import Hierarchy

/// The size-class variations of a view's own properties: `<variation key="…">` elements inside
/// the view holding `<fontDescription key="fontDescription">`, `<color key="textColor">`,
/// `<color key="backgroundColor">` or `hidden="YES|NO"`, the values Interface Builder's
/// inspector sets for that size class. Keys are those of ``SizeClassMasks``; `default` (any width,
/// any height) sets the view's own values. The `<mask>`s a variation also holds are the subviews
/// (``SizeClassMasks``, read on the superview) and the constraints (not modelled).
struct PropertyVariations {
    let context: IBContext

    /// The attributes of `<variation>` read: its key and `hidden`.
    private static let attributes: Set<String> = ["key", "hidden"]

    /// What changes only where a stack view lays out its arranged subviews, as the constraints
    /// `<mask>` does: its axis, spacing, distribution, alignment and layout margins. a11y-check
    /// takes every view's frame from the file, so these are not read, and not reported either: the
    /// file is not wrong, and the arranged subviews keep their order along either axis, which is
    /// the order VoiceOver reads them in (https://developer.apple.com/documentation/uikit/uistackview/axis).
    static let layoutOnly: Set<String> = [
        "axis", "spacing", "distribution", "alignment", "layoutMargins", "directionalLayoutMargins",
        "baselineRelativeArrangement", "layoutMarginsRelativeArrangement",
    ]

    /// Sets `element`'s `variations` (and, for `default`, its own values) from `node`'s variations.
    func apply(_ node: XMLNode, to element: inout Element) {
        var variations = SizeClassVariations()
        var location: SourceLocation?
        for variation in node.children(.variation) {
            let properties = self.properties(variation, of: node)
            guard !properties.isEmpty else { continue }
            guard let key = variation["key"], let pattern = SizeClassMasks.pattern(key) else {
                context.reportOnce(.unknownAttribute, name: "variation." + (variation["key"] ?? ""), at: variation.location,
                                   "the size-class variation '\(variation["key"] ?? "")' is not one a11y-check reads; its properties are ignored",
                                   hint: SizeClassMasks.keyHint)
                continue
            }
            if pattern == .any {
                Self.setOwnValues(of: &element, to: properties)
            } else {
                variations.set(pattern, properties)
                location = location ?? variation.location
            }
        }
        if let location { element.variations = Located(variations, at: location) }
    }

    /// The properties `variation` of `view` sets; each property element or attribute it does not
    /// read is reported once per name per file.
    private func properties(_ variation: XMLNode, of view: XMLNode) -> SizeClassVariations.Properties {
        var properties = SizeClassVariations.Properties()
        for (name, _) in variation.attributes where !Self.attributes.contains(name) {
            unread("variation." + name, at: variation.location)
        }
        if let hidden = variation["hidden"] { properties.hidden = Located(hidden == "YES", at: variation.location) }
        for child in variation.children {
            let at = child.location
            switch (child.name, child["key"]) {
            case ("mask", _):
                continue
            case ("fontDescription", "fontDescription"):
                properties.font = ViewProperties.font(child, of: view, context: context).map { Located($0, at: at) }
            case ("color", "textColor"):
                properties.textColor = ColorReader.color(child, context: context).map { Located($0, at: at) }
            case ("color", "backgroundColor"):
                properties.backgroundColor = ColorReader.color(child, context: context).map { Located($0, at: at) }
            default:
                unread("variation." + (child["key"] ?? child.name), at: at)
            }
        }
        return properties
    }

    private func unread(_ name: String, at location: SourceLocation) {
        guard !Self.layoutOnly.contains(String(name.dropFirst("variation.".count))) else { return }
        context.reportOnce(.unknownAttribute, name: name, at: location,
                           "the size-class variation of '\(name.dropFirst("variation.".count))' is not one a11y-check reads; it is ignored",
                           hint: "variations of fontDescription, textColor, backgroundColor and hidden are read")
    }

    /// Sets `element`'s own values to those `properties` gives: the `default` variation.
    private static func setOwnValues(of element: inout Element, to properties: SizeClassVariations.Properties) {
        if let font = properties.font { element.font = font }
        if let color = properties.textColor { element.textColor = color }
        if let color = properties.backgroundColor { element.backgroundColor = color }
        if let hidden = properties.hidden { element.hidden = hidden }
    }
}
