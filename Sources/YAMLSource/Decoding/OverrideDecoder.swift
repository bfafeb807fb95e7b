import A11yCore
import Hierarchy
import YAMLReader

/// Decodes `import` (files whose screens this spec adds to) and `overrides` (what code decides
/// about those screens: every screen key but `view`, plus `match` and `elements`).
struct OverrideDecoder {
    static let matchKeys = ["storyboardIdentifier", "class", "screen"]
    static let keys = ["match", "elements"] + ScreenDecoder.keys.filter { $0 != "view" && $0 != "class" }

    let context: DecodeContext
    /// The colours the file declares under `colors`, by name, which colour values may name.
    let namedColors: [String: NamedColor]

    /// `import: path` or `import: [paths]`.
    func imports(_ entry: YAMLNode.Entry) -> [Located<String>] {
        let items = entry.value.items.map(Array.init) ?? [entry.value]
        return items.compactMap { item in
            context.string(item, for: "import").map { Located($0, at: context.location(item)) }
        }
    }

    func overrides(_ node: YAMLNode) -> [ScreenOverride] {
        guard let items = context.list(node, for: "overrides") else { return [] }
        return items.compactMap(override)
    }

    private func override(_ node: YAMLNode) -> ScreenOverride? {
        var fields = Fields(context: context, kind: "override", allowed: Self.keys)
        guard fields.read(node) else { return nil }
        guard let matchEntry = fields.entry("match") else {
            context.report(.missingKey, node, "an override needs 'match'",
                           hint: "match: {storyboardIdentifier: ID}, {class: Name} or {screen: id}")
            return nil
        }
        guard let match = match(matchEntry) else { return nil }
        let screens = ScreenDecoder(context: context, namedColors: namedColors)
        var values = Screen(id: "override", location: context.location(node))
        for entry in node.entries.map(Array.init) ?? [] {
            guard let key = context.keyText(entry), key.text != "match", key.text != "elements",
                  Self.keys.contains(key.text) else { continue }
            screens.decode(key, entry, into: &values)
        }
        var result = ScreenOverride(location: context.location(node), match: match, values: values)
        if let elements = fields["elements"] {
            result.elements = ElementDecoder(context: context, namedColors: namedColors).elements(elements, for: "elements")
            for element in result.elements where element.id == nil {
                context.append(Diagnostic(.missingKey, at: element.location, "an override element needs 'id': the imported element it changes",
                                          hint: "use the Interface Builder object id, as `a11y-check import` writes it"))
            }
        }
        return result
    }

    private func match(_ entry: YAMLNode.Entry) -> Located<ScreenOverride.Match>? {
        var fields = Fields(context: context, kind: "match", allowed: Self.matchKeys)
        guard fields.read(entry.value) else { return nil }
        let given = Self.matchKeys.filter { fields.entry($0) != nil }
        guard given.count == 1, let key = given.first, let value = fields.string(key) else {
            if given.count != 1 {
                context.report(.invalidValue, entry.value, "'match' takes exactly one of \(Self.matchKeys.joined(separator: ", "))")
            }
            return nil
        }
        let match: ScreenOverride.Match = switch key {
        case "storyboardIdentifier": .storyboardIdentifier(value)
        case "class": .className(value)
        default: .screen(value)
        }
        return context.located(match, entry)
    }
}
