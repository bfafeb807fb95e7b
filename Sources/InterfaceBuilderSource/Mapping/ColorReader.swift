import Hierarchy

/// Reads `<color>` elements: sRGB, calibrated and device RGB, white (grey) spaces, `systemColor`
/// and the older `cocoaTouchSystemColor` (the model's UIKit system colour, so its dark and
/// per-version values follow, also when older Xcode versions write its light components inline:
/// `<color systemColor="secondaryLabelColor" red=… colorSpace="custom">`) and named colours
/// (the model's named colour with the document's `<resources>` copy as its value, which an asset
/// catalog replaces with light and dark values when the run has one: SpecInputs).
enum ColorReader {
    /// The colour a `<color>` element gives, looking up named colours in `context`. Components
    /// are rounded to 8 bits, the precision of the spec format's `#RRGGBBAA`, so a storyboard and
    /// the YAML `a11y-check import` writes for it give the same contrast.
    static func color(_ node: XMLNode, context: IBContext) -> ColorValue? {
        let systemColor = node[.systemColor]
        if let name = systemColor ?? node[.cocoaTouchSystemColor], let system = context.systemColorNames.color(named: name) {
            return .system(system)
        }
        if let direct = direct(node, context: context) { return .fixed(eightBit(direct)) }
        if systemColor == nil, let name = node[.name], let named = context.namedColors[name] { return .named(named) }
        return (systemColor ?? node[.name]).flatMap { context.resourceColors[$0] }.map { .fixed(eightBit($0)) }
    }

    static func eightBit(_ color: Color) -> Color {
        func round(_ component: Double) -> Double { (min(max(component, 0), 1) * 255).rounded() / 255 }
        return Color(red: round(color.red), green: round(color.green), blue: round(color.blue), alpha: round(color.alpha))
    }

    /// The colour written with components. Calibrated and Display P3 components are taken as
    /// sRGB (a small difference for contrast), grey `white` as equal components. Components
    /// that are not finite numbers are reported by `context` and the colour is not read.
    static func direct(_ node: XMLNode, context: IBContext) -> Color? {
        let alpha = context.number(node, .alpha, in: .finite) ?? 1
        if node[.white] != nil {
            return context.number(node, .white, in: .finite).map { Color(red: $0, green: $0, blue: $0, alpha: alpha) }
        }
        if let red = context.number(node, .red, in: .finite), let green = context.number(node, .green, in: .finite),
           let blue = context.number(node, .blue, in: .finite) {
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        return nil
    }
}
