import A11yModel

/// Decodes `colors`: named colours, each `{light, dark}` (an asset catalog colour set with an
/// "Any, Dark" appearance), which colour values elsewhere in the file name.
struct ColorsDecoder {
    static let keys = ["light", "dark"]

    let context: DecodeContext

    /// The colours in file order; `dark` defaults to `light`. A colour without `light` is
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
            guard let light = context.hexColor(lightNode, for: "light") else { continue }
            let dark = fields["dark"].map { context.hexColor($0, for: "dark") } ?? light
            guard let dark else { continue }
            colors.append(NamedColor(name: name, light: light, dark: dark))
        }
        return colors
    }
}
