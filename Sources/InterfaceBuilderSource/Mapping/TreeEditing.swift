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

    /// The nearest split view controller above the source when the source is (or is inside) its
    /// secondary column, a screen or a custom or page container, and its primary column a
    /// navigation controller: a `show` from there
    /// goes to the split view controller, which the source's column collapses into on a compact
    /// width (UIKit pushes the secondary onto the primary's navigation controller,
    /// [splitViewController(_:collapseSecondary:onto:)](https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:collapsesecondary:onto:))),
    /// so the navigation controller pushes `destination` above it
    /// ([show(_:sender:)](https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)):
    /// UISplitViewController and UINavigationController handle it, neither presents). The split
    /// view controller is rebuilt with the source and `destination` on its primary stack and no
    /// secondary column; nil when the source is not such a column.
    static func pushOntoPrimary(_ destination: ViewControllerNode, path: [ViewControllerNode]) -> (Int, ViewControllerNode)? {
        for position in stride(from: path.count - 2, through: 0, by: -1) {
            let node = path[position]
            guard case .split(let style, let primary?, let supplementary, let secondary?, let collapse) = node.kind else { continue }
            guard secondary === path[position + 1], secondary.isContent,
                  case .navigation(let stack, let barHidden, let toolbarHidden) = primary.kind else { return nil }
            let pushed = ViewControllerNode(id: primary.id, location: primary.location,
                                            kind: .navigation(stack: stack + [secondary, destination], navigationBarHidden: barHidden,
                                                              toolbarHidden: toolbarHidden),
                                            settings: primary.settings)
            return (position, ViewControllerNode(id: node.id, location: node.location,
                                                 kind: .split(style: style, primary: pushed, supplementary: supplementary,
                                                              secondary: nil, collapsesTo: collapse),
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

    /// The secondary column of the nearest split view controller above the source (the last node
    /// of `path`); nil when there is none or it has no secondary.
    static func splitSecondary(above path: [ViewControllerNode]) -> ViewControllerNode? {
        for node in path.dropLast().reversed() {
            if case .split(_, _, _, let secondary, _) = node.kind { return secondary }
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

    /// True for a screen, or a custom or page container of screens: what a navigation controller
    /// can hold in its stack.
    var isContent: Bool {
        switch kind {
        case .screen, .container, .page: true
        case .navigation, .tabs, .split: false
        }
    }
}
