import A11yCore
import Hierarchy
import YAMLReader

extension ElementDecoder {
    /// The size-class names `variations` takes as keys: those of `installed` but `any`, which is
    /// the element's own value.
    static let variationPatternNames = installationPatternNames.filter { $0 != SizeClassInstallation.Pattern.any.name }
    /// The properties a variation may set.
    static let variationKeys = ["font", "textColor", "backgroundColor", "hidden"]

    /// `variations`: a mapping from Xcode's size-class names to the properties the element takes
    /// there, `{hC: {font: {size: 13}}, "wR hR": {textColor: "system:secondaryLabel"}}`.
    func variations(_ arena: YAMLArena, _ node: Int32, kind: ElementKind) -> SizeClassVariations? {
        guard let entries = context.mapping(arena, node, for: "variations") else { return nil }
        var variations = SizeClassVariations()
        var valid = true
        for position in 0..<entries.count {
            let key = entries.key(arena, position)
            guard let name = context.keyText(arena, key) else { valid = false; continue }
            guard let pattern = SizeClassInstallation.Pattern(name: name.text), pattern != .any else {
                context.unknownKey(arena, key, name.text, allowed: Self.variationPatternNames, in: "variations")
                valid = false
                continue
            }
            guard let properties = variation(arena, entries.value(arena, position), kind: kind, named: name.text) else { valid = false; continue }
            variations.set(pattern, properties)
        }
        return valid ? variations : nil
    }

    /// The properties of one size class's variation: a mapping of ``variationKeys``, decoded as
    /// the element's own properties are.
    private func variation(_ arena: YAMLArena, _ node: Int32, kind: ElementKind, named name: String) -> SizeClassVariations.Properties? {
        guard let entries = context.mapping(arena, node, for: "variations.\(name)") else { return nil }
        var element = Element(kind: kind, location: context.location(arena, node), capacity: entries.count)
        for position in 0..<entries.count {
            let key = entries.key(arena, position)
            guard let keyName = context.keyText(arena, key) else { continue }
            guard Self.variationKeys.contains(where: keyName.matches),
                  decodeCommon(arena, keyName, key, entries.value(arena, position), into: &element) else {
                context.unknownKey(arena, key, keyName.text, allowed: Self.variationKeys, in: "variations.\(name)")
                continue
            }
        }
        var properties = SizeClassVariations.Properties()
        properties.font = element.font
        properties.textColor = element.textColor
        properties.backgroundColor = element.backgroundColor
        properties.hidden = element.hidden
        return properties
    }
}
