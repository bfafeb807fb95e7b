import Hierarchy

/// A controller pushed onto a navigation stack in a view controller tree
/// (``ViewControllerNode/rebuilt(_:)``).
enum NodeEditing {
    /// `tree` with `node` pushed onto the navigation controller whose top shows `screenID`;
    /// nil when no navigation controller of `tree` has it on top.
    static func pushing(_ node: ViewControllerNode, ontoNavigationShowing screenID: String, in tree: ViewControllerNode) -> ViewControllerNode? {
        var pushed = false
        let result = tree.rebuilt { candidate in
            guard !pushed, case .navigation(let stack, let barHidden, let toolbarHidden) = candidate.kind,
                  stack.last?.contentScreenID == screenID else { return nil }
            pushed = true
            return ViewControllerNode(id: candidate.id, location: candidate.location,
                                      kind: .navigation(stack: stack + [node], navigationBarHidden: barHidden, toolbarHidden: toolbarHidden),
                                      settings: candidate.settings)
        }
        return pushed ? result : nil
    }
}
