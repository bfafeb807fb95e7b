import Hierarchy

/// A `<userDefinedRuntimeAttribute>` whose key path is not one a11y-check reads (an app's or a
/// library's `@IBInspectable`, such as a `styleName` that applies a named text style) calls that
/// property's setter when the view loads (`setValue(_:forKeyPath:)`), and what the setter changes
/// is code: it may restyle the text. The element's font is then unknown, and
/// `a11y-dynamic-type` does not check it. Key paths into the view's `layer` (`layer.cornerRadius`)
/// change no text. https://developer.apple.com/documentation/objectivec/nsobject/1418139-setvalue
enum RuntimeAttributeStyling {
    /// Forgets `element`'s font when `node` sets a key path a11y-check does not read.
    static func apply(_ node: XMLNode, to element: inout Element) {
        guard element.font != nil, let attributes = node.child("userDefinedRuntimeAttributes")?.children else { return }
        let setByCode = attributes.contains { attribute in
            guard let keyPath = attribute["keyPath"] else { return false }
            return !AccessibilityReader.runtimeKeyPaths.contains(keyPath) && !keyPath.hasPrefix("layer.")
        }
        if setByCode { element.font = nil }
    }
}
