/// A colour as a spec gives it: a fixed sRGB value (`"#RRGGBB"`), a UIKit system colour
/// (`system:label`), whose value depends on the appearance and the iOS version, or a named colour
/// the spec declares under `colors` with a light and a dark value (an asset catalog colour set).
public enum ColorValue: Hashable, Sendable {
    case fixed(Color)
    case system(SystemColor)
    indirect case named(NamedColor)

    /// The sRGB value drawn in `context`.
    public func resolved(in context: ColorContext) -> Color {
        switch self {
        case .fixed(let color): color
        case .system(let color): color.value(in: context)
        case .named(let color): context.appearance == .dark ? color.dark : color.light
        }
    }

    /// True when the light and dark appearances draw different values on some iOS version.
    public var variesWithAppearance: Bool {
        switch self {
        case .fixed: false
        case .system(let color): color.variesWithAppearance
        case .named(let color): color.light != color.dark
        }
    }

    /// True when the value is not the same in every context (appearance or iOS version).
    public var isDynamic: Bool {
        switch self {
        case .fixed: false
        case .system(let color): color.isDynamic
        case .named(let color): color.light != color.dark
        }
    }
}

/// A colour the spec declares once under `colors`, with its light and dark values (an asset
/// catalog colour set with an "Any, Dark" appearance).
public struct NamedColor: Hashable, Sendable {
    /// The name under `colors`.
    public let name: String
    public let light: Color
    public let dark: Color

    /// A colour `name` drawn as `light` in the light appearance and `dark` in the dark one.
    public init(name: String, light: Color, dark: Color) {
        self.name = name
        self.light = light
        self.dark = dark
    }
}
