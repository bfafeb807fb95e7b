/// A colour as a spec gives it: a fixed sRGB value (`"#RRGGBB"`), a UIKit system colour
/// (`system:label`), whose value depends on the appearance and the iOS version, or a named colour
/// the spec declares under `colors` with a light and a dark value (an asset catalog colour set),
/// whose dark value may be unknown.
public enum ColorValue: Hashable, Sendable {
    case fixed(Color)
    case system(SystemColor)
    indirect case named(NamedColor)

    /// The sRGB value drawn in `context`; nil when it is unknown (a named colour whose dark value
    /// is unknown, in the dark appearance).
    public func resolved(in context: ColorContext) -> Color? {
        switch self {
        case .fixed(let color): color
        case .system(let color): color.value(in: context)
        case .named(let color): context.appearance == .dark ? color.dark : color.light
        }
    }

    /// True when the light and dark appearances draw different values on some iOS version. A
    /// named colour whose dark value is unknown does not: it cannot be checked in the dark.
    public var variesWithAppearance: Bool {
        switch self {
        case .fixed: false
        case .system(let color): color.variesWithAppearance
        case .named(let color): color.dark.map { $0 != color.light } ?? false
        }
    }

    /// True when the value is not the same in every context (appearance or iOS version); false for
    /// a named colour whose dark value is unknown.
    public var isDynamic: Bool {
        switch self {
        case .fixed: false
        case .system(let color): color.isDynamic
        case .named(let color): color.dark.map { $0 != color.light } ?? false
        }
    }
}

/// A colour the spec declares once under `colors`, with its light and dark values (an asset
/// catalog colour set with an "Any, Dark" appearance).
public struct NamedColor: Hashable, Sendable {
    /// The name under `colors`.
    public let name: String
    /// The value drawn in the light appearance.
    public let light: Color
    /// The value drawn in the dark appearance; nil when it is unknown (an Interface Builder
    /// document stores only the light value, and no asset catalog of the run has the name).
    public let dark: Color?

    /// A colour `name` drawn as `light` in the light appearance and `dark` in the dark one (nil:
    /// unknown).
    public init(name: String, light: Color, dark: Color?) {
        self.name = name
        self.light = light
        self.dark = dark
    }
}
