import A11yCore
import Hierarchy

/// The UIView and UIControl attributes every view element may carry: `hidden`, `alpha`,
/// `clipsSubviews`, `enabled`, `userInteractionEnabled`, `selected`, fonts (a configured button's
/// its configuration's, ``ButtonConfigurationFont``) and colours (a button's text colour is its
/// title's, and a filled configuration's background its own, ``ButtonTitleColor``).
struct ViewProperties {
    let context: IBContext

    func apply(_ node: XMLNode, to element: inout Element) {
        let at = node.location
        if node.isYes(.hidden) { element.hidden = Located(true, at: at) }
        if let alpha = context.number(node, .alpha, in: .finite) { element.alpha = Located(alpha, at: at) }
        if node.isYes(.clipsSubviews) { element.clipsToBounds = Located(true, at: at) }
        if node.attribute(.enabled, is: "NO") { element.enabled = Located(false, at: at) }
        if let interaction = node.attributeIndex(.userInteractionEnabled) {
            element.userInteractionEnabled = Located(node.arena.value(interaction, equals: "YES"), at: at)
        }
        if let tag = context.wholeNumber(node, .tag, in: .tag), tag != 0 { element.tag = Located(tag, at: at) }
        if node.isNamed(.button), let configured = ButtonConfigurationFont.font(of: node, context: context) {
            element.font = configured
        } else if let description = node.child(.fontDescription, key: "fontDescription"), let font = Self.font(description, of: node, context: context) {
            element.font = Located(font, at: description.location)
        }
        if let color = node.child(.color, key: "textColor").flatMap({ ColorReader.color($0, context: context) }) {
            element.textColor = Located(color, at: at)
        }
        if node.isNamed(.button), let color = ButtonTitleColor.color(of: node, context: context) { element.textColor = color }
        if let color = node.child(.color, key: "backgroundColor").flatMap({ ColorReader.color($0, context: context) }) {
            element.backgroundColor = Located(color, at: at)
        }
        if node.isNamed(.button), let background = ButtonTitleColor.background(of: node, context: context) { element.backgroundColor = background }
    }

    /// The font: a Dynamic Type text style (`style="UICTFontTextStyleBody"`) or a point size and
    /// weight; `adjustsFontForContentSizeCategory` is off unless the element says `YES`
    /// ([adjustsFontForContentSizeCategory](https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory)).
    /// `description` is a `<fontDescription>` of `view`, its own or a size-class variation's.
    /// Nil when it gives neither a text style nor a size: `pointSize="0.0"`, which Interface
    /// Builder writes for the labels of a table view cell style, leaves the size to UIKit (the
    /// cell style's font), so the font is unknown rather than a 0-point fixed size.
    static func font(_ description: XMLNode, of view: XMLNode, context: IBContext) -> FontSpec? {
        var font = FontSpec()
        if let style = description[.style] { font.textStyle = textStyles[style] }
        if font.textStyle == nil, let size = context.number(description, .pointSize, in: .fontSize), size > 0 { font.size = size }
        guard font.textStyle != nil || font.size != nil else { return nil }
        if let weight = description[.weight] { font.weight = FontWeight(rawValue: weight) }
        if description[.type] == "boldSystem" { font.weight = .bold }
        font.adjustsForContentSize = view.isYes(.adjustsFontForContentSizeCategory)
        return font
    }

    /// `UICTFontTextStyle…` names and the text styles they are.
    static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleLargeTitle": .largeTitle,
        "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
        "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
        "UICTFontTextStyleCaption2": .caption2,
    ]
}
