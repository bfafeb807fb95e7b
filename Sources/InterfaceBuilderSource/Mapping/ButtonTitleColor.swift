import A11yCore
import Hierarchy

/// The colour a `<button>`'s title is drawn in at rest (enabled, not selected, not touched), when
/// the file settles it; nil leaves it unknown.
///
/// - Without a configuration, the normal state's `<color key="titleColor">`: a state the file
///   gives no colour takes the normal state's, and with none there "the property defaults to a
///   system value" ([setTitleColor(_:for:)](https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:))):
///   a system button's tint colour, which the file does not settle, so no colour. The highlighted
///   state's colour shows only while a finger is on the button, and `titleShadowColor` is a
///   shadow's.
/// - With a configuration (`<buttonConfiguration key="configuration">`), its
///   `<color key="baseForegroundColor">` ([baseForegroundColor](https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/baseforegroundcolor))
///   when its style is `plain`, "a button with a transparent background"
///   ([plain()](https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain())),
///   so the title lies on what is behind the button. The gray and tinted styles draw a background
///   of their own behind the title ([gray()](https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/gray()),
///   [tinted()](https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/tinted())),
///   from the tint colour or a `baseBackgroundColor` the style transforms, which the model has no
///   value for; so does a plain configuration given a background colour. A `filled` style fills
///   its background with the tint colour
///   ([filled()](https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled())),
///   or with the `baseBackgroundColor` the file gives in its place
///   ([baseBackgroundColor](https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/basebackgroundcolor)):
///   when the file gives both that and the `baseForegroundColor`, the title is that foreground on
///   that background (``background(of:context:)``); with either left to the style, both are
///   unknown.
///
/// Not read, so unknown: a button the file makes `selected` or disabled (`enabled="NO"`), whose
/// title UIKit draws in that state's look; a title drawn from an attributed string, whose own
/// attributes colour it ([setAttributedTitle(_:for:)](https://developer.apple.com/documentation/uikit/uibutton/setattributedtitle(_:for:)));
/// and a title drawn over a background image
/// ([setBackgroundImage(_:for:)](https://developer.apple.com/documentation/uikit/uibutton/setbackgroundimage(_:for:))),
/// whose pixels the file does not give.
enum ButtonTitleColor {
    /// The title colour of `button`, located at its `<color>` element.
    static func color(of button: XMLNode, context: IBContext) -> Located<ColorValue>? {
        guard !button.isYes(.selected), !button.attribute(.enabled, is: "NO") else { return nil }
        let colorNode = if let configuration = ButtonContent.configuration(of: button) {
            foregroundColor(of: configuration)
        } else {
            normalTitleColor(of: button)
        }
        guard let colorNode, let color = ColorReader.color(colorNode, context: context) else { return nil }
        return Located(color, at: colorNode.location)
    }

    /// The normal state's `titleColor`, when the title is plain text with no background image.
    private static func normalTitleColor(of button: XMLNode) -> XMLNode? {
        guard let normal = button.children(.state).first(where: { $0.attribute(.key, is: "normal") }),
              normal["backgroundImage"] == nil, normal.child(.attributedString, key: "attributedTitle") == nil else { return nil }
        return normal.child(.color, key: "titleColor")
    }

    /// The background a filled configuration draws behind the title of `button`, located at its
    /// `<color key="baseBackgroundColor">`, when the file settles the title's colour on it
    /// (``color(of:context:)``); nil for every other button, whose own `backgroundColor` stays.
    static func background(of button: XMLNode, context: IBContext) -> Located<ColorValue>? {
        guard !button.isYes(.selected), !button.attribute(.enabled, is: "NO"),
              let configuration = ButtonContent.configuration(of: button), configuration["style"] == "filled",
              foregroundColor(of: configuration) != nil,
              let colorNode = configuration.child("color", key: "baseBackgroundColor"),
              let color = ColorReader.color(colorNode, context: context) else { return nil }
        return Located(color, at: colorNode.location)
    }

    /// A configuration's `baseForegroundColor`, when its title is plain text drawn on a background
    /// the file settles: a plain style's that draws none, or a filled style's
    /// `baseBackgroundColor`.
    private static func foregroundColor(of configuration: XMLNode) -> XMLNode? {
        guard configuration.child(key: "background") == nil,
              configuration.child("attributedString", key: "attributedTitle") == nil else { return nil }
        let backgroundColor = configuration.child("color", key: "baseBackgroundColor")
        switch configuration["style"] {
        case "plain" where backgroundColor == nil, "filled" where backgroundColor != nil:
            return configuration.child("color", key: "baseForegroundColor")
        default:
            return nil
        }
    }
}
