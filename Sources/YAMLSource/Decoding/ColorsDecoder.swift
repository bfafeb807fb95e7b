import Hierarchy
import YAMLReader

/// Decodes `colors`: named colours, each `{light, dark}` (an asset catalog colour set with an
/// "Any, Dark" appearance), which colour values elsewhere in the file name. Each value is a hex
/// colour or `system:NAME` (a colour set entry that refers to a UIKit system colour).
struct ColorsDecoder {
    static let keys = ["light", "dark"]

    let context: DecodeContext

    /// The colours in file order; `dark` defaults to `light`, and `dark: unknown` leaves it
    /// unknown (an imported storyboard colour no asset catalog gave). A colour without `light` is
    /// reported and left out.
    func colors(_ node: YAMLNode) -> [NamedColor] {
        guard let entries = context.mapping(node, for: "colors") else { return [] }
        var colors: [NamedColor] = []
        for entry in entries {
            guard let name = context.key(entry) else { continue }
            var fields = Fields(context: context, kind: "named colour", allowed: Self.keys)
            guard fields.read(entry.value) else { continue }
            guard let lightNode = fields["light"] else {
                context.report(.missingKey, entry.key, "the colour '\(name)' has no 'light' value",
                               hint: "write \(name): {light: \"#RRGGBB\", dark: \"#RRGGBB\"}")
                continue
            }
            guard let light = context.string(lightNode, for: "light").flatMap({ context.namedColorValue($0, at: lightNode) }) else { continue }
            guard let dark = fields["dark"].map(darkValue) ?? .some(light) else { continue }
            colors.append(NamedColor(name: name, light: light, dark: dark))
        }
        return colors
    }

    /// The value of `dark`: nil when it is neither a colour nor `unknown` (reported), `.some(nil)`
    /// for `unknown`.
    private func darkValue(_ node: YAMLNode) -> NamedColor.Value?? {
        guard let text = context.string(node, for: "dark") else { return nil }
        if text == Self.unknown { return .some(nil) }
        return context.namedColorValue(text, at: node, alternative: ", or \(Self.unknown) when the dark value is not known").map { .some($0) }
    }

    /// The value of `dark` that says the dark value is not known.
    static let unknown = "unknown"
}
