/// Trees rebuilt with some nodes replaced. Nodes are immutable, so each edit makes the nodes
/// above the change anew; what a source's later step changes in a tree it built (a push made in
/// code, a split view's collapse, a strings table's text) goes through here.
extension ViewControllerNode {
    /// This tree with every node `change` answers replaced by its answer (whose own children are
    /// then visited), and the nodes above it made anew around it.
    public func rebuilt(_ change: (ViewControllerNode) -> ViewControllerNode?) -> ViewControllerNode {
        let node = change(self) ?? self
        let kind: Kind
        switch node.kind {
        case .screen:
            return node
        case .navigation(let stack, let barHidden, let toolbarHidden):
            kind = .navigation(stack: stack.map { $0.rebuilt(change) }, navigationBarHidden: barHidden, toolbarHidden: toolbarHidden)
        case .tabs(let items, let selected):
            kind = .tabs(items: items.map { $0.rebuilt(change) }, selectedIndex: selected)
        case .split(let style, let primary, let supplementary, let secondary, let collapsesTo):
            kind = .split(style: style, primary: primary.map { $0.rebuilt(change) }, supplementary: supplementary.map { $0.rebuilt(change) },
                          secondary: secondary.map { $0.rebuilt(change) }, collapsesTo: collapsesTo)
        case .page(let pages, let current):
            kind = .page(pages: pages.map { $0.rebuilt(change) }, currentIndex: current)
        case .container(let screen, let children):
            kind = .container(screen: screen, children: children.map { child in
                var copy = ContainerChild(location: child.location, node: child.node.rebuilt(change))
                copy.frame = child.frame
                copy.addedBy = child.addedBy
                copy.callsDidMove = child.callsDidMove
                copy.callsWillMove = child.callsWillMove
                return copy
            })
        }
        return ViewControllerNode(id: node.id, location: node.location, kind: kind, settings: node.settings)
    }
}

extension Scene {
    /// This scene with its root's tree and every presented tree rebuilt by
    /// ``ViewControllerNode/rebuilt(_:)``.
    public func rebuilt(_ change: (ViewControllerNode) -> ViewControllerNode?) -> Scene {
        var changed = Scene(id: id, location: location, root: root.rebuilt(change))
        changed.presentations = presentations.map { $0.presenting($0.presented.rebuilt(change)) }
        return changed
    }
}
