import A11yCore
import Hierarchy

/// What a `<userDefinedRuntimeAttribute>` does to an element's font. UIKit sets each one when the
/// view loads (`setValue(_:forKeyPath:)`,
/// https://developer.apple.com/documentation/objectivec/nsobject/1418139-setvalue):
/// - `adjustsFontForContentSizeCategory` (on a label, text field or text view), or
///   `titleLabel.adjustsFontForContentSizeCategory` (on a button), turns Dynamic Type on or off;
/// - an app's or a library's `@IBInspectable` that names a font, a text style or a localization
///   (`customFontSize`, `styleName`, `transKey`, `localizableString`) runs code that restyles the
///   text: the font is unknown, and `a11y-dynamic-type` does not check it. Other inspectables
///   (`roundButton`, `themeColor`) and `layer.` key paths leave the font as the file says.
enum RuntimeAttributeStyling {
    /// The key paths that set `adjustsFontForContentSizeCategory` of the element's text.
    static let adjustsKeyPaths: Set<String> = ["adjustsFontForContentSizeCategory", "titleLabel.adjustsFontForContentSizeCategory"]
    /// Words in an inspectable's name that say it restyles or replaces the text.
    static let restylingWords = ["font", "style", "locali", "trans"]

    /// Applies an element's `<userDefinedRuntimeAttributes>` to its font.
    static func apply(_ runtimeAttributes: XMLNode?, to element: inout Element) {
        for attribute in runtimeAttributes?.children ?? [] {
            guard let keyPath = attribute["keyPath"] else { continue }
            if adjustsKeyPaths.contains(keyPath) {
                guard let value = attribute["value"] else { continue }
                var font = element.font?.value ?? FontSpec()
                font.adjustsForContentSize = value == "YES"
                element.font = Located(font, at: attribute.location)
            } else if element.font != nil, restyles(keyPath) {
                element.font = nil
            }
        }
    }

    /// True when the last component of `keyPath` names a font, a text style or a localization.
    static func restyles(_ keyPath: String) -> Bool {
        guard !keyPath.hasPrefix("layer.") else { return false }
        let name = (keyPath.split(separator: ".").last.map(String.init) ?? keyPath).lowercased()
        return restylingWords.contains { name.contains($0) } || name.hasSuffix("key")
    }
}
