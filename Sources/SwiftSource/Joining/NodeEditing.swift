import Hierarchy

/// Rebuilt view controller trees: a controller pushed onto a navigation stack, a split view's
/// collapse changed. Nodes are immutable, so each edit makes the nodes above the change anew.
enum NodeEditing {
    /// `tree` with `node` pushed onto the navigation controller whose top shows `screenID`;
    /// nil when no navigation controller of `tree` has it on top.
    static func pushing(_ node: ViewControllerNode, ontoNavigationShowing screenID: String, in tree: ViewControllerNode) -> ViewControllerNode? {
        var pushed = false
        let result = rebuilt(tree) { candidate in
            guard !pushed, case .navigation(let stack, let barHidden, let toolbarHidden) = candidate.kind,
                  stack.last?.contentScreenID == screenID else { return nil }
            pushed = true
            return ViewControllerNode(id: candidate.id, location: candidate.location,
                                      kind: .navigation(stack: stack + [node], navigationBarHidden: barHidden, toolbarHidden: toolbarHidden),
                                      settings: candidate.settings)
        }
        return pushed ? result : nil
    }

    /// `tree` with every node `change` answers replaced by its answer, and the nodes above it
    /// made anew around it.
    static func rebuilt(_ tree: ViewControllerNode, _ change: (ViewControllerNode) -> ViewControllerNode?) -> ViewControllerNode {
        let node = change(tree) ?? tree
        let kind: ViewControllerNode.Kind
        switch node.kind {
        case .screen:
            return node
        case .navigation(let stack, let barHidden, let toolbarHidden):
            kind = .navigation(stack: stack.map { rebuilt($0, change) }, navigationBarHidden: barHidden, toolbarHidden: toolbarHidden)
        case .tabs(let items, let selected):
            kind = .tabs(items: items.map { rebuilt($0, change) }, selectedIndex: selected)
        case .split(let style, let primary, let supplementary, let secondary, let collapsesTo):
            kind = .split(style: style, primary: primary.map { rebuilt($0, change) }, supplementary: supplementary.map { rebuilt($0, change) },
                          secondary: secondary.map { rebuilt($0, change) }, collapsesTo: collapsesTo)
        case .page(let pages, let current):
            kind = .page(pages: pages.map { rebuilt($0, change) }, currentIndex: current)
        case .container(let screen, let children):
            kind = .container(screen: screen, children: children.map { child in
                var copy = ContainerChild(location: child.location, node: rebuilt(child.node, change))
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
