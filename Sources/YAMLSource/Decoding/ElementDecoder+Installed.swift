import A11yCore
import Hierarchy
import YAMLReader

extension ElementDecoder {
    /// The size-class names `installed` takes as keys: `any`, `wC`, `hR`, `wC hR`, ….
    static let installationPatternNames = SizeClassInstallation.Pattern.all.map(\.name)

    /// `installed`: a boolean (every size class), or a mapping from Xcode's size-class names to
    /// booleans, `{any: false, hC: true}`.
    func installation(_ arena: YAMLArena, _ node: Int32) -> SizeClassInstallation? {
        var installation = SizeClassInstallation()
        guard arena.entries(node) != nil else {
            guard let flag = context.bool(arena, node, for: "installed") else { return nil }
            installation.set(.any, installed: flag)
            return installation
        }
        guard let entries = context.mapping(arena, node, for: "installed") else { return nil }
        var valid = true
        for position in 0..<entries.count {
            let key = entries.key(arena, position)
            guard let name = context.keyText(arena, key) else { valid = false; continue }
            guard let pattern = SizeClassInstallation.Pattern(name: name.text) else {
                context.unknownKey(arena, key, name.text, allowed: Self.installationPatternNames, in: "installed")
                valid = false
                continue
            }
            guard let flag = context.bool(arena, entries.value(arena, position), for: "installed.\(name.text)") else { valid = false; continue }
            installation.set(pattern, installed: flag)
        }
        return valid ? installation : nil
    }
}
