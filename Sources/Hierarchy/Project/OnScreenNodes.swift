/// Which view controllers of a node tree have their views in the window, independent of the
/// environment: a navigation controller's top, a tab bar controller's selected item, a page view
/// controller's current page, every split column and custom container child.
package enum OnScreenNodes {
    package static func visible(in node: ViewControllerNode) -> Set<String> {
        Set(visibleNodes(in: node).map(\.id))
    }

    /// The screens whose content is on screen: the screens of the visible nodes.
    package static func visibleScreens(in node: ViewControllerNode) -> Set<String> {
        Set(visibleNodes(in: node).compactMap(\.contentScreenID))
    }

    package static func visibleNodes(in node: ViewControllerNode) -> [ViewControllerNode] {
        var result: [ViewControllerNode] = []
        forEachVisibleNode(in: node) { result.append($0) }
        return result
    }

    /// Calls `body` with `node` and each node below it whose view is in the window, in the order
    /// ``visibleNodes(in:)`` lists them (a node, then what it shows, depth first), without
    /// making the list.
    package static func forEachVisibleNode(in node: ViewControllerNode, _ body: (ViewControllerNode) -> Void) {
        body(node)
        switch node.kind {
        case .screen: break
        case .navigation(let stack, _, _): if let top = stack.last { forEachVisibleNode(in: top, body) }
        case .tabs(let items, let selected): if items.indices.contains(selected) { forEachVisibleNode(in: items[selected], body) }
        case .page(let pages, let current): if pages.indices.contains(current) { forEachVisibleNode(in: pages[current], body) }
        case .split, .container: for child in node.children { forEachVisibleNode(in: child, body) }
        }
    }
}
