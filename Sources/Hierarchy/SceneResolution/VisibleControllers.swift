/// Which view controllers of a tree have their views in the window in an environment: a
/// navigation controller's top, a tab bar controller's selected item, a page view controller's
/// current page, custom container children, and every split column, or in compact width only the
/// column a collapsed split view controller shows.
public enum VisibleControllers {
    /// `node` and its visible descendants, containers before their children.
    public static func nodes(in node: ViewControllerNode, sizeClasses: SizeClasses) -> [ViewControllerNode] {
        var result = [node]
        for child in shownChildren(of: node, sizeClasses: sizeClasses) {
            result += nodes(in: child, sizeClasses: sizeClasses)
        }
        return result
    }

    /// The children of `node` whose views are shown.
    public static func shownChildren(of node: ViewControllerNode, sizeClasses: SizeClasses) -> [ViewControllerNode] {
        switch node.kind {
        case .screen:
            return []
        case .navigation(let stack, _, _):
            return stack.last.map { [$0] } ?? []
        case .tabs(let items, let selected):
            return items.indices.contains(selected) ? [items[selected]] : []
        case .page(let pages, let current):
            return pages.indices.contains(current) ? [pages[current]] : []
        case .container(_, let children):
            return children.map(\.node)
        case .split(_, let primary, let supplementary, let secondary, let collapsesTo):
            guard sizeClasses.horizontal == .compact else { return node.children }
            let preferred = collapsesTo == .primary ? primary : secondary
            let shown = preferred ?? [primary, supplementary, secondary].compactMap { $0 }.first
            return shown.map { [$0] } ?? []
        }
    }
}
