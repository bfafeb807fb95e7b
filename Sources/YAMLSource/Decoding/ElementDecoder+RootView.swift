import Hierarchy
import YAMLReader

extension ElementDecoder {
    /// The keys `rootView` accepts: the accessibility properties and background of the view
    /// controller's own view, and `contentFromCode` (its code adds subviews: `import` writes it,
    /// with `plainContentFromCode` when none of them can be a heading).
    /// Its subviews are the screen's `view`; its frame is the screen's.
    static let rootViewKeys = [
        "id", "label", "value", "hint", "identifier", "language", "traits", "accessible", "group", "containerType",
        "order", "backgroundColor", "contentFromCode", "plainContentFromCode",
    ]

    /// `rootView`: a mapping of ``rootViewKeys``, decoded as a `view` element located at `key`.
    func rootView(_ node: YAMLNode, at key: YAMLNode) -> Element? {
        let arena = node.arena
        guard let entries = context.mapping(arena, node.index, for: "rootView") else { return nil }
        var root = Element(kind: .view, location: context.location(key), capacity: entries.count)
        for position in 0..<entries.count {
            let key = entries.key(arena, position)
            guard let name = context.keyText(arena, key) else { continue }
            guard Self.rootViewKeys.contains(where: name.matches),
                  decodeCommon(arena, name, key, entries.value(arena, position), into: &root) else {
                context.unknownKey(arena, key, name.text, allowed: Self.rootViewKeys, in: "rootView (its subviews are the screen's 'view')")
                continue
            }
        }
        return root
    }
}
