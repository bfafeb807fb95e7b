import A11yCore
import Hierarchy
import YAMLReader

/// Decodes UITabBarItems: a screen's `tabBarItem`, and the `items` of a standalone `tabBar`
/// element, which may also name each item with an `id`.
struct TabBarItemDecoder {
    /// The keys of a screen's `tabBarItem`.
    static let keys = ["title", "image", "badge", "label", "value", "hint", "enabled"]
    /// The keys of an item of a `tabBar` element.
    static let itemKeys = ["id"] + keys

    let context: DecodeContext

    /// A screen's `tabBarItem`, located at `key`.
    func screenItem(_ node: YAMLNode, at key: YAMLNode) -> TabBarItemSpec? {
        item(node, location: context.location(key), allowed: Self.keys, in: "tabBarItem")
    }

    /// The `items` of a `tabBar` element.
    func items(_ node: YAMLNode) -> [TabBarItemSpec] {
        context.list(node, for: "items")?.compactMap { item($0, location: context.location($0), allowed: Self.itemKeys, in: "a tab bar item") } ?? []
    }

    private func item(_ node: YAMLNode, location: SourceLocation, allowed: [String], in what: String) -> TabBarItemSpec? {
        guard let entries = context.mapping(node, for: what) else { return nil }
        var item = TabBarItemSpec(location: location)
        for entry in entries {
            guard let key = context.keyText(entry) else { continue }
            guard allowed.contains(where: key.matches) else {
                context.unknownKey(entry, key.text, allowed: allowed, in: what)
                continue
            }
            func text() -> Located<String>? { context.located(context.string(entry.value, for: key.text), entry) }
            switch key {
            case "enabled": item.enabled = context.located(context.bool(entry.value, for: key.text), entry)
            case "id": item.id = text()
            case "title": item.title = text()
            case "image": item.image = text()
            case "badge": item.badge = text()
            case "label": item.label = text()
            case "value": item.value = text()
            default: item.hint = text()
            }
        }
        return item
    }
}
