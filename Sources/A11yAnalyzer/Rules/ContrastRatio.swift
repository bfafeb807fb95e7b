import A11yCore
import Hierarchy
import Foundation

/// WCAG 2.x contrast between sRGB colours.
enum ContrastRatio {
    /// The relative luminance of an opaque colour (WCAG 2.x definition).
    static func luminance(_ color: Color) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// (L1 + 0.05) / (L2 + 0.05), lighter over darker, from 1 to 21.
    static func ratio(_ first: Color, _ second: Color) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `top` drawn over the opaque `bottom` with `top`'s alpha (source-over blending).
    static func blend(_ top: Color, over bottom: Color) -> Color {
        let alpha = top.alpha
        return Color(red: top.red * alpha + bottom.red * (1 - alpha), green: top.green * alpha + bottom.green * (1 - alpha),
                     blue: top.blue * alpha + bottom.blue * (1 - alpha))
    }
}
