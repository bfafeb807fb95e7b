import Foundation

/// The outline colours of a wireframe, as AccessibilitySnapshot uses them: element *n* in
/// VoiceOver order is outlined in colour *n* modulo the palette's size, and its legend row shows
/// the same colour. Every colour keeps a contrast of at least 3:1 (WCAG 2 non-text contrast)
/// against the canvas in both light and dark mode, so one palette serves both.
public enum Palette {
    /// The element colours, in order.
    public static let elements = ["#1c7ed6", "#d6336c", "#2b8a3e", "#ae3ec9", "#0c8599", "#5c940d", "#4263eb", "#be4bdb"]
    /// Presenter elements a presentation leaves reachable (`a11y-modal-leak`).
    public static let warning = "#e8590c"
    /// Unreachable elements (hatched).
    public static let unreachable = "#868e96"
    /// The wireframe's background in light mode.
    public static let lightCanvas = "#ffffff"
    /// The wireframe's background in dark mode.
    public static let darkCanvas = "#1b1d22"

    /// The colour class of the element at VoiceOver position `number` (1-based).
    public static func colourClass(_ number: Int) -> String {
        "c\((number - 1) % elements.count)"
    }

    /// The WCAG 2 contrast ratio of two `#rrggbb` colours.
    public static func contrast(_ first: String, _ second: String) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The WCAG 2 relative luminance of a `#rrggbb` colour.
    public static func luminance(_ hex: String) -> Double {
        let digits = Array(hex.dropFirst())
        func channel(_ index: Int) -> Double {
            let value = Double(Int(String(digits[index..<index + 2]), radix: 16) ?? 0) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
    }
}
