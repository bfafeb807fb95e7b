import A11yCore

/// The orientation and presentation settings every container takes (a subclass or a delegate), and
/// its own tab bar item.
public struct ContainerSettings: Sendable {
    /// The subclass's own `supportedInterfaceOrientations` override.
    public var orientations: Located<IdiomMasks>?
    /// The delegate's `...SupportedInterfaceOrientations`.
    public var delegateOrientations: Located<IdiomMasks>?
    /// The subclass returns a child's value: `top`, `visible`, `selected`, `presented` or a child id.
    public var forwardsOrientations: Located<String>?
    public var preferredOrientation: Located<InterfaceOrientation>?
    public var shouldAutorotate: Located<Bool>?
    public var definesPresentationContext: Located<Bool>?
    public var modalPresentationStyle: Located<PresentationStyle>?
    /// The container's own `tabBarItem`: what a tab bar controller shows for it when it is one of
    /// the tabs (a navigation controller's, set in a storyboard on the navigation controller).
    public var tabBarItem: TabBarItemSpec?
    /// The app's subclass the container is an instance of (Interface Builder's `customClass`, or
    /// the class code makes), which the app's code facts are joined by. It changes no analysis itself.
    public var className: Located<String>?
    /// The orientation answers (`supportedInterfaceOrientations`, `shouldAutorotate`,
    /// `preferredInterfaceOrientationForPresentation`) the subclass's code gives a value
    /// a11y-check does not know, and where: the analyses say the result is decided in code.
    public var unknownInCode: [ScreenSetting: SourceLocation] = [:]

    public init() {}
}

/// UISplitViewController styles.
public enum SplitStyle: String, CaseIterable, Sendable, Codable {
    case doubleColumn, tripleColumn
}

/// Which column a collapsed split view controller shows.
public enum SplitCollapse: String, CaseIterable, Sendable, Codable {
    case primary, secondary
}

/// How a custom container's child was added.
public enum ChildAddition: String, CaseIterable, Sendable, Codable {
    /// An embed segue: UIKit makes every containment call.
    case storyboard
    /// `addChild(_:)` in code: the container must call `didMove(toParent:)` itself.
    case code
}

/// One child of a custom container.
public struct ContainerChild: Sendable {
    public let location: SourceLocation
    public let node: ViewControllerNode
    public var frame: Located<Rect>?
    public var addedBy: Located<ChildAddition>?
    public var callsDidMove: Located<Bool>?
    public var callsWillMove: Located<Bool>?

    public init(location: SourceLocation, node: ViewControllerNode) {
        self.location = location
        self.node = node
    }
}

/// A view controller in a scene: a screen, or a container of other nodes.
public final class ViewControllerNode: Sendable {
    /// What kind of view controller the node is.
    public enum Kind: Sendable {
        /// A content view controller: the screen with this id.
        case screen(String)
        /// UINavigationController: `stack` root first.
        case navigation(stack: [ViewControllerNode], navigationBarHidden: Bool, toolbarHidden: Bool)
        /// UITabBarController: `items`, and the index of the selected one.
        case tabs(items: [ViewControllerNode], selectedIndex: Int)
        /// UISplitViewController.
        case split(style: SplitStyle, primary: ViewControllerNode?, supplementary: ViewControllerNode?,
                   secondary: ViewControllerNode?, collapsesTo: SplitCollapse)
        /// UIPageViewController: `pages` and the index of the current one.
        case page(pages: [ViewControllerNode], currentIndex: Int)
        /// A custom container with its own content screen (optional) and children.
        case container(screen: Located<String>?, children: [ContainerChild])
    }

    /// The id: the screen id for a screen, the container's `id` (or a derived one) otherwise.
    public let id: String
    /// Where the node is written.
    public let location: SourceLocation
    public let kind: Kind
    /// Container settings; empty for screens.
    public let settings: ContainerSettings

    public init(id: String, location: SourceLocation, kind: Kind, settings: ContainerSettings = ContainerSettings()) {
        self.id = id
        self.location = location
        self.kind = kind
        self.settings = settings
    }

    /// The child nodes, in the order the spec gives them.
    public var children: [ViewControllerNode] {
        switch kind {
        case .screen: []
        case .navigation(let stack, _, _): stack
        case .tabs(let items, _): items
        case .split(_, let primary, let supplementary, let secondary, _): [primary, supplementary, secondary].compactMap { $0 }
        case .page(let pages, _): pages
        case .container(_, let children): children.map(\.node)
        }
    }

    /// True when `test` holds for one of the child nodes, in ``children``'s order, read without
    /// making their list.
    public func anyChild(_ test: (ViewControllerNode) -> Bool) -> Bool {
        switch kind {
        case .screen: false
        case .navigation(let stack, _, _): stack.contains(where: test)
        case .tabs(let items, _): items.contains(where: test)
        case .split(_, let primary, let supplementary, let secondary, _):
            primary.map(test) == true || supplementary.map(test) == true || secondary.map(test) == true
        case .page(let pages, _): pages.contains(where: test)
        case .container(_, let children): children.contains { test($0.node) }
        }
    }

    /// The screen whose content this node shows itself: the screen of a screen node, a custom
    /// container's own screen, nil for the UIKit containers.
    public var contentScreenID: String? {
        switch kind {
        case .screen(let id): id
        case .container(let screen, _): screen?.value
        default: nil
        }
    }

    /// True for every kind but a plain screen.
    public var isContainer: Bool {
        if case .screen = kind { return false }
        return true
    }

    /// The UIKit class name for messages.
    public var kindName: String {
        switch kind {
        case .screen: "screen"
        case .navigation: "UINavigationController"
        case .tabs: "UITabBarController"
        case .split: "UISplitViewController"
        case .page: "UIPageViewController"
        case .container: "custom container"
        }
    }

    /// This node and every node below it, depth first.
    public var subtree: [ViewControllerNode] {
        var result: [ViewControllerNode] = []
        appendSubtree(to: &result)
        return result
    }

    /// Appends ``subtree`` to `nodes`: a scene's nodes are listed into one array, not one per tree.
    public func appendSubtree(to nodes: inout [ViewControllerNode]) {
        var stack: [ViewControllerNode] = [self]
        while let node = stack.popLast() {
            nodes.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
    }
}
