import A11yCore
import Hierarchy

/// The point size and weight of text, as a spec's font gives them.
public struct TextSize: Sendable {
    public let points: Double
    public let weight: FontWeight

    /// The size `font.size` gives, else the text style's size at the default (Large) content size
    /// category, else UIKit's 17 pt system font.
    public init(_ font: FontSpec?) {
        points = font?.size ?? font?.textStyle.map(Self.defaultSize) ?? 17
        weight = font?.weight ?? (font?.textStyle == .headline ? .semibold : .regular)
    }

    /// WCAG large text: at least 18 pt, or at least 14 pt and bold.
    var isLarge: Bool {
        points >= 18 || (points >= 14 && [.bold, .heavy, .black].contains(weight))
    }

    /// Apple's text style sizes at the Large content size category.
    static func defaultSize(of style: TextStyle) -> Double {
        switch style {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }
}
