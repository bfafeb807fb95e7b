import A11yCore

/// A storyboard reference (`viewControllerPlaceholder`): the placeholder screen that stands for a
/// view controller of another storyboard until the run finds that file.
public struct StoryboardReference: Sendable {
    /// The id of the placeholder screen, used in this file's scenes.
    public let placeholderID: String
    /// The other storyboard's base name (no extension).
    public let storyboardName: String
    /// The `storyboardIdentifier` of the referenced controller; nil for that storyboard's initial
    /// view controller.
    public let referencedIdentifier: String?
    public let location: SourceLocation

    public init(placeholderID: String, storyboardName: String, referencedIdentifier: String?, location: SourceLocation) {
        self.placeholderID = placeholderID
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.location = location
    }
}

extension ViewControllerNode {
    /// This tree with every node whose id is `id` replaced by `replacement` (rebuilt along the
    /// way; untouched branches are shared).
    public func replacing(id: String, with replacement: ViewControllerNode) -> ViewControllerNode {
        if self.id == id { return replacement }
        func swap(_ node: ViewControllerNode) -> ViewControllerNode { node.replacing(id: id, with: replacement) }
        let newKind: Kind
        switch kind {
        case .screen: return self
        case .navigation(let stack, let barHidden, let toolbarHidden):
            newKind = .navigation(stack: stack.map(swap), navigationBarHidden: barHidden, toolbarHidden: toolbarHidden)
        case .tabs(let items, let selected):
            newKind = .tabs(items: items.map(swap), selectedIndex: selected)
        case .split(let style, let primary, let supplementary, let secondary, let collapse):
            newKind = .split(style: style, primary: primary.map(swap), supplementary: supplementary.map(swap),
                             secondary: secondary.map(swap), collapsesTo: collapse)
        case .page(let pages, let current):
            newKind = .page(pages: pages.map(swap), currentIndex: current)
        case .container(let screen, let children):
            newKind = .container(screen: screen, children: children.map { child in
                var moved = ContainerChild(location: child.location, node: swap(child.node))
                moved.frame = child.frame
                moved.addedBy = child.addedBy
                moved.callsDidMove = child.callsDidMove
                moved.callsWillMove = child.callsWillMove
                return moved
            })
        }
        return ViewControllerNode(id: self.id, location: location, kind: newKind, settings: settings)
    }
}
