import A11yCore
import Hierarchy

/// Reads a `<barButtonItem>`: a navigation item's or toolbar's bar button item, of a view
/// controller or of a standalone `<toolbar>` or `<navigationBar>` view, with the outlets code
/// reaches it by and what a tap on it does (``TapConnections``).
struct BarItemReader {
    let context: IBContext

    /// The bar item `node` describes.
    func item(_ node: XMLNode) -> BarItem {
        var item = BarItem(location: node.location)
        let at = node.location
        if let id = node.id {
            item.id = Located(id, at: at)
            item.outlets = (context.outlets[id] ?? []).map { Located($0, at: at) }
        }
        if let title = node["title"], !title.isEmpty { item.title = Located(title, at: at) }
        if let image = node["image"] {
            item.image = Located(image, at: at)
            if node["catalog"] == "system" { item.imageIsSystemSymbol = Located(true, at: at) }
        }
        if let system = node["systemItem"] { item.system = Located(system, at: at) }
        if node["enabled"] == "NO" { item.enabled = Located(false, at: at) }
        if let label = node.child("accessibility", key: "accessibilityConfiguration")?["label"] { item.label = Located(label, at: at) }
        if let view = node.child(key: "customView") { item.customView = ElementMapper(context: context).element(view) }
        TapConnections(node, context: context).apply(to: &item)
        return item
    }

    /// The items of a standalone `<toolbar>`, in order, without those that show a custom view,
    /// and those views, which are the bar's subviews.
    func toolbarItems(_ toolbar: XMLNode) -> (items: [BarItem], views: [Element]) {
        Self.splitCustomViews(toolbar.child("items")?.children("barButtonItem").map(item) ?? [])
    }

    /// `items` without those showing a custom view, and those views (for a standalone bar, whose
    /// subviews they are).
    private static func splitCustomViews(_ items: [BarItem]) -> (items: [BarItem], views: [Element]) {
        (items.filter { $0.customView == nil }, items.compactMap(\.customView))
    }

    /// Applies a standalone `<navigationBar>`'s top item (the last of its `<items>`: the bar
    /// shows the top of its stack) to `element`: its title, left and right items, and its
    /// `titleView` and the items' custom views as the bar's subviews.
    func applyTopItem(of bar: XMLNode, to element: inout Element, mapper: ElementMapper) {
        guard let top = bar.child("items")?.children("navigationItem").last else { return }
        let at = top.location
        if let title = top["title"], !title.isEmpty { element.title = Located(title, at: at) }
        let left = top.child("barButtonItem", key: "leftBarButtonItem").map { [$0] } ?? top.child("leftBarButtonItems")?.children ?? []
        let right = top.child("barButtonItem", key: "rightBarButtonItem").map { [$0] } ?? top.child("rightBarButtonItems")?.children ?? []
        let (leftItems, leftViews) = Self.splitCustomViews(left.map(item))
        let (rightItems, rightViews) = Self.splitCustomViews(right.map(item))
        if !leftItems.isEmpty { element.leftBarItems = Located(leftItems, at: at) }
        if !rightItems.isEmpty { element.rightBarItems = Located(rightItems, at: at) }
        let titleView = top.child(key: "titleView").flatMap { mapper.element($0) }
        element.children = leftViews + (titleView.map { [$0] } ?? []) + rightViews
    }
}
