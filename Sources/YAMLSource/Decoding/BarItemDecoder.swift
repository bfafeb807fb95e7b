import A11yCore
import Hierarchy
import YAMLReader

/// Decodes UIBarButtonItems: a screen's navigation item's `leftItems` and `rightItems`, its
/// `toolbarItems`, and the items of a standalone `toolbar` or `navigationBar` element. A screen's
/// items may show a `customView`; a standalone bar's custom views are its `children`.
struct BarItemDecoder {
    /// The keys of a bar item.
    static let keys = ["id", "title", "image", "systemImage", "label", "system", "enabled", "unwinds", "dismisses", "actionFromCode", "customView"]

    let context: DecodeContext
    /// The decoder of a `customView`, for a screen's items; nil for a standalone bar's items.
    let customViews: ElementDecoder?

    init(context: DecodeContext, customViews: ElementDecoder? = nil) {
        self.context = context
        self.customViews = customViews
    }

    /// The items of the list `node`, the value of the key `what`.
    func items(_ node: YAMLNode, for what: String) -> [BarItem] {
        context.list(node, for: what)?.compactMap { item($0, for: what) } ?? []
    }

    private func item(_ node: YAMLNode, for what: String) -> BarItem? {
        guard let entries = context.mapping(node, for: "an item of \(what)") else { return nil }
        var item = BarItem(location: context.location(node))
        for entry in entries {
            guard let key = context.keyText(entry) else { continue }
            let text = { context.located(context.string(entry.value, for: key.text), entry) }
            switch key {
            case "id": item.id = text()
            case "title": item.title = text()
            case "image", "systemImage":
                if let error = ImageKeys.decode(key.text, at: context.location(entry.key), value: text,
                                                image: &item.image, isSystemSymbol: &item.imageIsSystemSymbol) {
                    context.append(error)
                }
            case "label": item.label = text()
            case "system": item.system = text()
            case "enabled": item.enabled = context.located(context.bool(entry.value, for: key.text), entry)
            case "unwinds": item.unwinds = context.located(context.bool(entry.value, for: key.text), entry)
            case "dismisses": item.dismisses = context.located(context.bool(entry.value, for: key.text), entry)
            case "actionFromCode": item.actionFromCode = context.located(context.bool(entry.value, for: key.text), entry)
            case "customView" where customViews != nil: item.customView = customViews?.element(entry.value)
            case "customView":
                context.report(.invalidValue, entry.key, "a customView is not read on a standalone bar's item",
                               hint: "write the view among the bar's children, where UIKit places it")
            default: context.unknownKey(entry, key.text, allowed: Self.keys, in: "a bar item")
            }
        }
        return item
    }
}
