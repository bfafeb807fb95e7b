import A11yModel

/// Reads `<color>` elements: sRGB, calibrated and device RGB, white (grey) spaces, `systemColor`
/// and named colours (through the document's `<resources>` copy, the light value).
enum ColorReader {
    /// The colour a `<color>` element gives, looking up system and named colours in `context`.
    /// Components are rounded to 8 bits, the precision of the spec format's `#RRGGBBAA`, so a
    /// storyboard and the YAML `a11y-check import` writes for it give the same contrast.
    static func color(_ node: XMLNode, context: IBContext) -> Color? {
        let found: Color?
        if let direct = direct(node) {
            found = direct
        } else if let name = node["systemColor"] ?? node["name"] {
            found = context.resourceColors[name] ?? systemColors[name]
        } else {
            found = node["cocoaTouchSystemColor"].flatMap { systemColors[$0] }
        }
        return found.map(eightBit)
    }

    private static func eightBit(_ color: Color) -> Color {
        func round(_ component: Double) -> Double { (min(max(component, 0), 1) * 255).rounded() / 255 }
        return Color(red: round(color.red), green: round(color.green), blue: round(color.blue), alpha: round(color.alpha))
    }

    /// The colour written with components. Calibrated and Display P3 components are taken as
    /// sRGB (a small difference for contrast), grey `white` as equal components.
    static func direct(_ node: XMLNode) -> Color? {
        let alpha = node["alpha"].flatMap(Double.init) ?? 1
        if let white = node["white"].flatMap(Double.init) {
            return Color(red: white, green: white, blue: white, alpha: alpha)
        }
        if let red = node["red"].flatMap(Double.init), let green = node["green"].flatMap(Double.init),
           let blue = node["blue"].flatMap(Double.init) {
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        return nil
    }

    /// Light-appearance values of UIKit system colours, used when the document's `<resources>`
    /// has no copy (values from Apple's Human Interface Guidelines colour tables).
    static let systemColors: [String: Color] = [
        "labelColor": Color(red: 0, green: 0, blue: 0),
        "secondaryLabelColor": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
        "tertiaryLabelColor": Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
        "systemBackgroundColor": Color(red: 1, green: 1, blue: 1),
        "secondarySystemBackgroundColor": Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255),
        "systemGroupedBackgroundColor": Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255),
        "secondarySystemGroupedBackgroundColor": Color(red: 1, green: 1, blue: 1),
        "whiteColor": Color(red: 1, green: 1, blue: 1),
        "blackColor": Color(red: 0, green: 0, blue: 0),
        "darkTextColor": Color(red: 0, green: 0, blue: 0),
        "clearColor": Color(red: 0, green: 0, blue: 0, alpha: 0),
        "groupTableViewBackgroundColor": Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255),
        "systemBlueColor": Color(red: 0, green: 122 / 255, blue: 1),
        "systemRedColor": Color(red: 1, green: 59 / 255, blue: 48 / 255),
        "systemGrayColor": Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255),
    ]
}
