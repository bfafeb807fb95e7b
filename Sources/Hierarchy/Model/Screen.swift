/// A bar button item: `{id, title, image, label, system}`.
public struct BarItem: Sendable {
    public let location: SourceLocation
    public var id: Located<String>?
    public var title: Located<String>?
    public var image: Located<String>?
    public var label: Located<String>?
    /// A UIBarButtonItem.SystemItem name, for example `done`, `add`, `close`.
    public var system: Located<String>?

    public init(location: SourceLocation) {
        self.location = location
    }
}

/// `navigationItem`.
public struct NavigationItemSpec: Sendable {
    public let location: SourceLocation
    public var title: Located<String>?
    public var largeTitle: Located<Bool>?
    public var leftItems: [BarItem] = []
    public var rightItems: [BarItem] = []
    /// The `backBarButtonItem` title, shown by the screen pushed above this one.
    public var backButtonTitle: Located<String>?
    public var hidesBackButton: Located<Bool>?
    public var titleView: Element?

    public init(location: SourceLocation) {
        self.location = location
    }
}

/// `tabBarItem`.
public struct TabBarItemSpec: Sendable {
    public let location: SourceLocation
    public var title: Located<String>?
    public var image: Located<String>?
    public var badge: Located<String>?
    public var label: Located<String>?

    public init(location: SourceLocation) {
        self.location = location
    }
}

/// A screen: one content view controller.
public struct Screen: Sendable {
    /// The screen id (its key under `screens`).
    public let id: String
    /// Where the id key is.
    public let location: SourceLocation
    public var className: Located<String>?
    public var title: Located<String>?
    public var navigationItem: NavigationItemSpec?
    public var toolbarItems: [BarItem] = []
    public var tabBarItem: TabBarItemSpec?
    /// The `supportedInterfaceOrientations` override.
    public var orientations: Located<IdiomMasks>?
    /// `preferredInterfaceOrientationForPresentation`.
    public var preferredOrientation: Located<InterfaceOrientation>?
    public var shouldAutorotate: Located<Bool>?
    public var modalPresentationStyle: Located<PresentationStyle>?
    public var modalTransitionStyle: Located<TransitionStyle>?
    public var definesPresentationContext: Located<Bool>?
    public var providesPresentationContextTransitionStyle: Located<Bool>?
    public var preferredContentSize: Located<Size>?
    public var modalInPresentation: Located<Bool>?
    /// Implements `accessibilityPerformEscape`.
    public var escape: Located<Bool>?
    public var rotationHandling: Located<RotationHandling>?
    public var refreshOn: Located<RefreshTrigger>?
    /// The root view's subviews.
    public var view: [Element] = []

    public init(id: String, location: SourceLocation) {
        self.id = id
        self.location = location
    }

    /// The name for messages: the class when given, else the id.
    public var displayName: String { className?.value ?? id }

    /// Every element of the root view, depth first in input order.
    public var allElements: [Element] { view.flatMap(\.subtree) }
}
