import A11yCore
import Hierarchy

/// Reads a `<barButtonItem>`: a navigation item's or toolbar's bar button item, of a view
/// controller or of a standalone `<toolbar>` or `<navigationBar>` view, with the outlets code
/// reaches it by.
struct BarItemReader {
    let context: IBContext

    /// The bar item `node` describes.
    func item(_ node: XMLNode) -> BarItem {
        var item = BarItem(location: node.location)
        let at = node.location
        if let id = node["id"] {
            item.id = Located(id, at: at)
            item.outlets = (context.outlets[id] ?? []).map { Located($0, at: at) }
        }
        if let title = node["title"], !title.isEmpty { item.title = Located(title, at: at) }
        if let image = node["image"] { item.image = Located(image, at: at) }
        if let system = node["systemItem"] { item.system = Located(system, at: at) }
        if node["enabled"] == "NO" { item.enabled = Located(false, at: at) }
        if let label = node.child("accessibility", key: "accessibilityConfiguration")?["label"] { item.label = Located(label, at: at) }
        return item
    }

    /// The items of a standalone `<toolbar>`, in order.
    func toolbarItems(_ toolbar: XMLNode) -> [BarItem] {
        toolbar.child("items")?.children("barButtonItem").map(item) ?? []
    }

    /// Applies a standalone `<navigationBar>`'s top item (the last of its `<items>`: the bar
    /// shows the top of its stack) to `element`: its title, left and right items, and its
    /// `titleView` as the bar's one subview.
    func applyTopItem(of bar: XMLNode, to element: inout Element, mapper: ElementMapper) {
        guard let top = bar.child("items")?.children("navigationItem").last else { return }
        let at = top.location
        if let title = top["title"], !title.isEmpty { element.title = Located(title, at: at) }
        let left = top.child("barButtonItem", key: "leftBarButtonItem").map { [$0] } ?? top.child("leftBarButtonItems")?.children ?? []
        let right = top.child("barButtonItem", key: "rightBarButtonItem").map { [$0] } ?? top.child("rightBarButtonItems")?.children ?? []
        if !left.isEmpty { element.leftBarItems = Located(left.map(item), at: at) }
        if !right.isEmpty { element.rightBarItems = Located(right.map(item), at: at) }
        if let titleView = top.child(key: "titleView"), let view = mapper.element(titleView) {
            element.children = [view]
        }
    }
}
