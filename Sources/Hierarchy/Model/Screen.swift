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
///
/// The values live in a shared box that is copied on the first change (copy on write), so copying
/// a screen (out of the project's dictionary, into an analysis) costs one reference count.
public struct Screen: Sendable {
    /// The screen's values.
    private struct Fields: Sendable {
        let id: String
        let location: SourceLocation
        var className: Located<String>?
        var title: Located<String>?
        var navigationItem: NavigationItemSpec?
        var toolbarItems: [BarItem] = []
        var tabBarItem: TabBarItemSpec?
        var orientations: Located<IdiomMasks>?
        var preferredOrientation: Located<InterfaceOrientation>?
        var shouldAutorotate: Located<Bool>?
        var modalPresentationStyle: Located<PresentationStyle>?
        var modalTransitionStyle: Located<TransitionStyle>?
        var definesPresentationContext: Located<Bool>?
        var providesPresentationContextTransitionStyle: Located<Bool>?
        var preferredContentSize: Located<Size>?
        var modalInPresentation: Located<Bool>?
        var escape: Located<Bool>?
        var rotationHandling: Located<RotationHandling>?
        var refreshOn: Located<RefreshTrigger>?
        var view: [Element] = []
    }

    /// The box the values live in; only a uniquely referenced box is ever changed, so reads need
    /// no exclusivity check.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var storage: Storage

    /// The box, copied first when another screen shares it.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            return storage
        }
    }

    /// The screen id (its key under `screens`).
    public var id: String { storage.fields.id }
    /// Where the id key is.
    public var location: SourceLocation { storage.fields.location }
    public var className: Located<String>? {
        get { storage.fields.className }
        _modify { yield &uniqueStorage.fields.className }
    }
    public var title: Located<String>? {
        get { storage.fields.title }
        _modify { yield &uniqueStorage.fields.title }
    }
    public var navigationItem: NavigationItemSpec? {
        get { storage.fields.navigationItem }
        _modify { yield &uniqueStorage.fields.navigationItem }
    }
    public var toolbarItems: [BarItem] {
        get { storage.fields.toolbarItems }
        _modify { yield &uniqueStorage.fields.toolbarItems }
    }
    public var tabBarItem: TabBarItemSpec? {
        get { storage.fields.tabBarItem }
        _modify { yield &uniqueStorage.fields.tabBarItem }
    }
    /// The `supportedInterfaceOrientations` override.
    public var orientations: Located<IdiomMasks>? {
        get { storage.fields.orientations }
        _modify { yield &uniqueStorage.fields.orientations }
    }
    /// `preferredInterfaceOrientationForPresentation`.
    public var preferredOrientation: Located<InterfaceOrientation>? {
        get { storage.fields.preferredOrientation }
        _modify { yield &uniqueStorage.fields.preferredOrientation }
    }
    public var shouldAutorotate: Located<Bool>? {
        get { storage.fields.shouldAutorotate }
        _modify { yield &uniqueStorage.fields.shouldAutorotate }
    }
    public var modalPresentationStyle: Located<PresentationStyle>? {
        get { storage.fields.modalPresentationStyle }
        _modify { yield &uniqueStorage.fields.modalPresentationStyle }
    }
    public var modalTransitionStyle: Located<TransitionStyle>? {
        get { storage.fields.modalTransitionStyle }
        _modify { yield &uniqueStorage.fields.modalTransitionStyle }
    }
    public var definesPresentationContext: Located<Bool>? {
        get { storage.fields.definesPresentationContext }
        _modify { yield &uniqueStorage.fields.definesPresentationContext }
    }
    public var providesPresentationContextTransitionStyle: Located<Bool>? {
        get { storage.fields.providesPresentationContextTransitionStyle }
        _modify { yield &uniqueStorage.fields.providesPresentationContextTransitionStyle }
    }
    public var preferredContentSize: Located<Size>? {
        get { storage.fields.preferredContentSize }
        _modify { yield &uniqueStorage.fields.preferredContentSize }
    }
    public var modalInPresentation: Located<Bool>? {
        get { storage.fields.modalInPresentation }
        _modify { yield &uniqueStorage.fields.modalInPresentation }
    }
    /// Implements `accessibilityPerformEscape`.
    public var escape: Located<Bool>? {
        get { storage.fields.escape }
        _modify { yield &uniqueStorage.fields.escape }
    }
    public var rotationHandling: Located<RotationHandling>? {
        get { storage.fields.rotationHandling }
        _modify { yield &uniqueStorage.fields.rotationHandling }
    }
    public var refreshOn: Located<RefreshTrigger>? {
        get { storage.fields.refreshOn }
        _modify { yield &uniqueStorage.fields.refreshOn }
    }
    /// The root view's subviews.
    public var view: [Element] {
        get { storage.fields.view }
        _modify { yield &uniqueStorage.fields.view }
    }

    public init(id: String, location: SourceLocation) {
        storage = Storage(Fields(id: id, location: location))
    }

    /// The name for messages: the class when given, else the id.
    public var displayName: String { className?.value ?? id }

    /// Every element of the root view, depth first in input order.
    public var allElements: [Element] { view.flatMap(\.subtree) }
}
