import Hierarchy

/// Rebuilds view controller trees with one node changed: what a push or a show detail does.
enum TreeEditing {
    /// The nodes from `tree` down to the node showing screen `screenID`, nil when not there.
    static func path(to screenID: String, in tree: ViewControllerNode) -> [ViewControllerNode]? {
        if tree.contentScreenID == screenID { return [tree] }
        for child in tree.children {
            if let below = path(to: screenID, in: child) { return [tree] + below }
        }
        return nil
    }

    /// The nearest navigation controller above the source with `destination` pushed after the
    /// source's branch, and its position in `path`; nil when there is none.
    static func push(_ destination: ViewControllerNode, path: [ViewControllerNode]) -> (Int, ViewControllerNode)? {
        for position in stride(from: path.count - 2, through: 0, by: -1) {
            let node = path[position]
            guard case .navigation(let stack, let barHidden, let toolbarHidden) = node.kind,
                  let branch = stack.firstIndex(where: { $0 === path[position + 1] }) else { continue }
            let newStack = Array(stack[...branch]) + [destination]
            return (position, ViewControllerNode(id: node.id, location: node.location,
                                                 kind: .navigation(stack: newStack, navigationBarHidden: barHidden, toolbarHidden: toolbarHidden),
                                                 settings: node.settings))
        }
        return nil
    }

    /// The nearest split view controller above the source with `destination` as its secondary
    /// column; nil when there is none.
    static func showDetail(_ destination: ViewControllerNode, path: [ViewControllerNode]) -> (Int, ViewControllerNode)? {
        for position in stride(from: path.count - 2, through: 0, by: -1) {
            let node = path[position]
            guard case .split(let style, let primary, let supplementary, _, let collapse) = node.kind else { continue }
            return (position, ViewControllerNode(id: node.id, location: node.location,
                                                 kind: .split(style: style, primary: primary, supplementary: supplementary,
                                                              secondary: destination, collapsesTo: collapse),
                                                 settings: node.settings))
        }
        return nil
    }

    /// The tree at `path[0]` with `path[position]` replaced by `replacement`.
    static func replace(_ path: [ViewControllerNode], with change: (Int, ViewControllerNode)) -> ViewControllerNode {
        let (position, replacement) = change
        let old = path[position]
        return path[0].rebuilt { $0 === old ? replacement : nil }
    }
}

extension ViewControllerNode {
    var isNavigation: Bool {
        if case .navigation = kind { return true }
        return false
    }
}
