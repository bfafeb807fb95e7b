/// A colour the spec declares once under `colors`, with its light and dark values (an asset
/// catalog colour set with an "Any, Dark" appearance). Each value is fixed components or a UIKit
/// system colour (a colour set entry that refers to `systemBackgroundColor`).
public struct NamedColor: Hashable, Sendable {
    /// One appearance's value: fixed sRGB components, or a UIKit system colour, whose value in
    /// that appearance depends on the iOS version.
    public enum Value: Hashable, Sendable {
        case fixed(Color)
        case system(SystemColor)

        /// The value drawn in `appearance` on an iOS version of `era`.
        func value(_ appearance: Appearance, era: SystemColor.Era) -> Color {
            switch self {
            case .fixed(let color): color
            case .system(let color): appearance == .dark ? color.values(era: era).dark : color.values(era: era).light
            }
        }
    }

    /// The name under `colors`.
    public let name: String
    /// The value drawn in the light appearance.
    public let light: Value
    /// The value drawn in the dark appearance; nil when it is unknown (an Interface Builder
    /// document stores only the light value, and no asset catalog of the run has the name).
    public let dark: Value?

    /// A colour `name` drawn as `light` in the light appearance and `dark` in the dark one (nil:
    /// unknown).
    public init(name: String, light: Value, dark: Value?) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    /// A colour `name` with fixed `light` and `dark` values (nil: unknown).
    public init(name: String, light: Color, dark: Color?) {
        self.init(name: name, light: .fixed(light), dark: dark.map(Value.fixed))
    }

    /// The value drawn in `context`; nil in the dark appearance when the dark value is unknown.
    public func value(in context: ColorContext) -> Color? {
        let era = SystemColor.Era(context.iosVersion)
        return context.appearance == .dark ? dark?.value(.dark, era: era) : light.value(.light, era: era)
    }

    /// True when the light and dark appearances draw different values on some iOS version; false
    /// when the dark value is unknown (it cannot be checked in the dark).
    public var variesWithAppearance: Bool {
        guard let dark else { return false }
        return SystemColor.Era.allCases.contains { light.value(.light, era: $0) != dark.value(.dark, era: $0) }
    }

    /// True when the value is not the same in every context (appearance or iOS version) it is
    /// known in: with an unknown dark value, when the light value is a system colour that changed
    /// between iOS versions.
    public var isDynamic: Bool {
        let values = SystemColor.Era.allCases.flatMap { era in [light.value(.light, era: era)] + (dark.map { [$0.value(.dark, era: era)] } ?? []) }
        return values.contains { $0 != values[0] }
    }
}
