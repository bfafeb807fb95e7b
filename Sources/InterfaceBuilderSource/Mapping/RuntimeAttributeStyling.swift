import A11yCore
import Hierarchy

/// What a `<userDefinedRuntimeAttribute>` does to an element's font and colours. UIKit sets each one when the
/// view loads (`setValue(_:forKeyPath:)`,
/// https://developer.apple.com/documentation/objectivec/nsobject/1418139-setvalue):
/// - `adjustsFontForContentSizeCategory` (on a label, text field or text view), or
///   `titleLabel.adjustsFontForContentSizeCategory` (on a button), turns Dynamic Type on or off;
/// - an app's or a library's `@IBInspectable` that names a font, a text style or a localization
///   (`customFontSize`, `styleName`, `transKey`, `localizableString`) runs code that restyles the
///   text: the font is unknown, and `a11y-dynamic-type` does not check it; one that names a
///   localization (`locKey`, `transKey`, `localizableString`) also replaces the text with the
///   string its key finds, so a label's text, a button's title and a text field's or text view's
///   text (and a text field's placeholder) are code's: unknown (`textFromCode`), not the key or
///   sample text the file shows;
/// - one that names a theme or a colour other than a border's or a shadow's (`themeColor`,
///   `selectedTextColor`) runs code that recolours the view: its text and background colours are
///   unknown (``ColorValue/setInCode``), and `a11y-contrast` does not check it.
/// Other inspectables (`roundButton`, `cornerRadius`) and `layer.` key paths leave the font and
/// colours as the file says.
enum RuntimeAttributeStyling {
    /// The key paths that set `adjustsFontForContentSizeCategory` of the element's text.
    static let adjustsKeyPaths: Set<String> = ["adjustsFontForContentSizeCategory", "titleLabel.adjustsFontForContentSizeCategory"]
    /// Words in an inspectable's name that say it restyles the text.
    static let restylingWords = ["font", "style"]
    /// Words in an inspectable's name that say it replaces the text with a localization (as a
    /// name ending in `key` does).
    static let localizingWords = ["locali", "trans"]
    /// Words in an inspectable's name that say it recolours the view, and the colours it may
    /// name that are not its text's or background's.
    static let recolouringWords = ["theme", "color", "colour"]
    static let otherColourWords = ["border", "shadow"]
    /// The kinds that draw text in their `textColor`.
    static let textKinds: Set<ElementKind> = [.label, .button, .textField, .textView]

    /// Applies an element's `<userDefinedRuntimeAttributes>` to its font.
    static func apply(_ runtimeAttributes: XMLNode?, to element: inout Element) {
        for attribute in runtimeAttributes?.children ?? [] {
            guard let keyPath = attribute["keyPath"] else { continue }
            if adjustsKeyPaths.contains(keyPath) {
                guard let value = attribute["value"] else { continue }
                var font = element.font?.value ?? FontSpec()
                font.adjustsForContentSize = value == "YES"
                element.font = Located(font, at: attribute.location)
            } else if localizes(keyPath), textKinds.contains(element.kind) {
                element.font = nil
                replaceText(of: &element, at: attribute.location)
            } else if element.font != nil, restyles(keyPath) {
                element.font = nil
            } else if recolours(keyPath) {
                if element.textColor != nil || textKinds.contains(element.kind) { element.textColor = Located(.setInCode, at: attribute.location) }
                element.backgroundColor = Located(.setInCode, at: attribute.location)
            }
        }
    }

    /// True when the last component of `keyPath` names a theme or a colour other than a
    /// border's or a shadow's.
    static func recolours(_ keyPath: String) -> Bool {
        guard !keyPath.hasPrefix("layer.") else { return false }
        let name = lastName(keyPath)
        return recolouringWords.contains { name.contains($0) } && !otherColourWords.contains { name.contains($0) }
    }

    /// True when the last component of `keyPath` names a font, a text style or a localization.
    static func restyles(_ keyPath: String) -> Bool {
        guard !keyPath.hasPrefix("layer.") else { return false }
        return restylingWords.contains { lastName(keyPath).contains($0) } || localizes(keyPath)
    }

    /// True when the last component of `keyPath` names a localization: it holds `locali` or
    /// `trans`, or ends in `key` (`locKey`, `transKey`, `localizableString`).
    static func localizes(_ keyPath: String) -> Bool {
        guard !keyPath.hasPrefix("layer.") else { return false }
        let name = lastName(keyPath)
        return localizingWords.contains { name.contains($0) } || name.hasSuffix("key")
    }

    /// The last component of `keyPath`, lower-cased.
    private static func lastName(_ keyPath: String) -> String {
        (keyPath.split(separator: ".").last.map(String.init) ?? keyPath).lowercased()
    }

    /// The element's text (a label's, a button's title, a text field's or text view's, and a
    /// text field's placeholder) set by the code a runtime attribute at `location` runs.
    private static func replaceText(of element: inout Element, at location: SourceLocation) {
        element.text = nil
        element.title = nil
        element.textFromCode = Located(true, at: location)
        if element.kind == .textField, element.placeholder != nil { element.placeholder = Located(Element.setInCode, at: location) }
    }
}
