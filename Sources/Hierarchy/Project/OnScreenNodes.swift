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
        var result = [node]
        let shown: [ViewControllerNode]
        switch node.kind {
        case .screen: shown = []
        case .navigation(let stack, _, _): shown = stack.last.map { [$0] } ?? []
        case .tabs(let items, let selected): shown = items.indices.contains(selected) ? [items[selected]] : []
        case .page(let pages, let current): shown = pages.indices.contains(current) ? [pages[current]] : []
        case .split, .container: shown = node.children
        }
        for child in shown { result += visibleNodes(in: child) }
        return result
    }
}
