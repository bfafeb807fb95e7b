import A11yCore
import Hierarchy

/// The font of a button with a configuration (`<buttonConfiguration key="configuration">`): the
/// configuration draws its title in its own font, its `titleFontDescription`, not the title
/// label's `fontDescription` Interface Builder keeps beside it
/// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct). A
/// configuration "will adjust [a text style] automatically" to the user's text size, with no
/// `adjustsFontForContentSizeCategory` (Apple's Frameworks Engineer,
/// https://developer.apple.com/forums/thread/729589); a fixed size it keeps. A configuration
/// without a font of its own uses its default title font, which it also adjusts: no font is
/// read, and `a11y-dynamic-type` does not judge it.
enum ButtonConfigurationFont {
    /// The font of `button`, when it has a configuration: `.some(nil)` for a configuration without
    /// a font it states; nil for a button without a configuration (its `fontDescription` stands).
    static func font(of button: XMLNode, context: IBContext) -> Located<FontSpec>?? {
        guard let configuration = ButtonContent.configuration(of: button) else { return nil }
        guard let description = configuration.child(.fontDescription, key: "titleFontDescription"),
              var font = ViewProperties.font(description, of: button, context: context) else { return .some(nil) }
        font.adjustsForContentSize = font.textStyle != nil
        return .some(Located(font, at: description.location))
    }
}
