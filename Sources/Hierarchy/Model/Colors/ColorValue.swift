/// A colour as a spec gives it: a fixed sRGB value (`"#RRGGBB"`), a UIKit system colour
/// (`system:label`), whose value depends on the appearance and the iOS version, or a named colour
/// the spec declares under `colors` with a light and a dark value (an asset catalog colour set),
/// each fixed or a system colour, whose dark value may be unknown; or a colour code sets to a value
/// the syntax does not settle (a theme's property, a function's result), unknown everywhere.
public enum ColorValue: Hashable, Sendable {
    case fixed(Color)
    case system(SystemColor)
    indirect case named(NamedColor)
    /// Set in code to a value a11y-check does not know: never a default.
    case setInCode

    /// The sRGB value drawn in `context`; nil when it is unknown (a named colour whose dark value
    /// is unknown, in the dark appearance; a colour set in code).
    public func resolved(in context: ColorContext) -> Color? {
        switch self {
        case .fixed(let color): color
        case .system(let color): color.value(in: context)
        case .named(let color): color.value(in: context)
        case .setInCode: nil
        }
    }

    /// True when the light and dark appearances draw different values on some iOS version. A
    /// named colour whose dark value is unknown does not: it cannot be checked in the dark.
    public var variesWithAppearance: Bool {
        switch self {
        case .fixed, .setInCode: false
        case .system(let color): color.variesWithAppearance
        case .named(let color): color.variesWithAppearance
        }
    }

    /// True when the value is not the same in every context (appearance or iOS version) it is
    /// known in.
    public var isDynamic: Bool {
        switch self {
        case .fixed, .setInCode: false
        case .system(let color): color.isDynamic
        case .named(let color): color.isDynamic
        }
    }
}
