import A11yCore

/// A bar button item: `{id, title, image or systemImage, label, system}`.
public struct BarItem: Sendable {
    public let location: SourceLocation
    public var id: Located<String>?
    public var title: Located<String>?
    public var image: Located<String>?
    /// True when `image` names an SF Symbol (``Element/imageIsSystemSymbol``).
    public var imageIsSystemSymbol: Located<Bool>?
    public var label: Located<String>?
    /// A UIBarButtonItem.SystemItem name, for example `done`, `add`, `close`.
    public var system: Located<String>?
    /// `isEnabled`: false makes VoiceOver announce the item's button "Dimmed".
    public var enabled: Located<Bool>?
    /// The outlets a storyboard connects to the item, which the app's code facts are joined by.
    /// It changes no analysis itself.
    public var outlets: [Located<String>] = []
    /// `customView`: a view the item shows instead of a button; VoiceOver reads the view's
    /// elements (https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview).
    public var customView: Element?
    /// True when a tap performs an unwind segue (Interface Builder's Exit): a way out of the
    /// screen (``Element/unwinds``).
    public var unwinds: Located<Bool>?
    /// True when a tap runs code that dismisses the screen (``Element/dismisses``).
    public var dismisses: Located<Bool>?
    /// True when a tap runs an action a11y-check has not read (``Element/actionFromCode``).
    public var actionFromCode: Located<Bool>?
    /// The action methods a tap sends to the screen's view controller, which the app's code
    /// facts are joined by (``Element/actions``). It changes no analysis itself.
    public var actions: [Located<String>] = []

    public init(location: SourceLocation) {
        self.location = location
    }
}

/// `navigationItem`.
public struct NavigationItemSpec: Sendable {
    public let location: SourceLocation
    public var title: Located<String>?
    /// `prompt`: a single line of text above the title row, which makes the bar taller
    /// ([prompt](https://developer.apple.com/documentation/uikit/uinavigationitem/prompt)).
    public var prompt: Located<String>?
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

/// A UITabBarItem: a screen's `tabBarItem`, or an item of a standalone `tabBar` element.
public struct TabBarItemSpec: Sendable {
    public let location: SourceLocation
    /// The item's own id (items of a `tabBar` element only); else the bar part's derived id.
    public var id: Located<String>?
    public var title: Located<String>?
    public var image: Located<String>?
    /// `badgeValue`, spoken as the value ("3 items") unless `value` is given.
    public var badge: Located<String>?
    /// `accessibilityLabel`.
    public var label: Located<String>?
    /// `accessibilityValue`.
    public var value: Located<String>?
    /// `accessibilityHint`.
    public var hint: Located<String>?
    /// `isEnabled`.
    public var enabled: Located<Bool>?

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
        var id: String
        let location: SourceLocation
        var className: Located<String>?
        var storyboardIdentifier: Located<String>?
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
        var unknownInCode: [ScreenSetting: SourceLocation] = [:]
        var escape: Located<Bool>?
        var rotationHandling: Located<RotationHandling>?
        var refreshOn: Located<RefreshTrigger>?
        var component: Located<Bool>?
        var segues: [String: Located<SegueEffect>] = [:]
        var rootView: Element?
        var backgroundColor: Located<ColorValue>?
        var view: [Element] = []
        /// Whether some view of `view` is out of the hierarchy, or takes other values, in some
        /// size class.
        var dependsOnSizeClasses = false
        /// Whether some view of `view` insets its content by the safe area.
        var adjustsContentInsets = false
    }

    private var storage: CopyOnWriteBox<Fields>

    /// The screen id (its key under `screens`).
    public var id: String { storage.value.id }
    /// Where the id key is.
    public var location: SourceLocation { storage.value.location }
    public var className: Located<String>? {
        get { storage.value.className }
        _modify { yield &storage.value.className }
    }
    /// The storyboard identifier ("Storyboard ID") of a screen read from a storyboard.
    public var storyboardIdentifier: Located<String>? {
        get { storage.value.storyboardIdentifier }
        _modify { yield &storage.value.storyboardIdentifier }
    }
    public var title: Located<String>? {
        get { storage.value.title }
        _modify { yield &storage.value.title }
    }
    public var navigationItem: NavigationItemSpec? {
        get { storage.value.navigationItem }
        _modify { yield &storage.value.navigationItem }
    }
    public var toolbarItems: [BarItem] {
        get { storage.value.toolbarItems }
        _modify { yield &storage.value.toolbarItems }
    }
    public var tabBarItem: TabBarItemSpec? {
        get { storage.value.tabBarItem }
        _modify { yield &storage.value.tabBarItem }
    }
    /// The `supportedInterfaceOrientations` override.
    public var orientations: Located<IdiomMasks>? {
        get { storage.value.orientations }
        _modify { yield &storage.value.orientations }
    }
    /// `preferredInterfaceOrientationForPresentation`.
    public var preferredOrientation: Located<InterfaceOrientation>? {
        get { storage.value.preferredOrientation }
        _modify { yield &storage.value.preferredOrientation }
    }
    public var shouldAutorotate: Located<Bool>? {
        get { storage.value.shouldAutorotate }
        _modify { yield &storage.value.shouldAutorotate }
    }
    public var modalPresentationStyle: Located<PresentationStyle>? {
        get { storage.value.modalPresentationStyle }
        _modify { yield &storage.value.modalPresentationStyle }
    }
    public var modalTransitionStyle: Located<TransitionStyle>? {
        get { storage.value.modalTransitionStyle }
        _modify { yield &storage.value.modalTransitionStyle }
    }
    public var definesPresentationContext: Located<Bool>? {
        get { storage.value.definesPresentationContext }
        _modify { yield &storage.value.definesPresentationContext }
    }
    public var providesPresentationContextTransitionStyle: Located<Bool>? {
        get { storage.value.providesPresentationContextTransitionStyle }
        _modify { yield &storage.value.providesPresentationContextTransitionStyle }
    }
    public var preferredContentSize: Located<Size>? {
        get { storage.value.preferredContentSize }
        _modify { yield &storage.value.preferredContentSize }
    }
    public var modalInPresentation: Located<Bool>? {
        get { storage.value.modalInPresentation }
        _modify { yield &storage.value.modalInPresentation }
    }
    /// The properties code sets to values the syntax does not settle, each where it does: such a
    /// property has no known value (its key above is nil), and is not UIKit's default either.
    public var unknownInCode: [ScreenSetting: SourceLocation] {
        get { storage.value.unknownInCode }
        _modify { yield &storage.value.unknownInCode }
    }
    /// `setting` when code sets it to a value a11y-check does not know; nil otherwise.
    public func unknown(_ setting: ScreenSetting) -> UnknownInCode? {
        storage.value.unknownInCode[setting].map { UnknownInCode(setting, at: $0) }
    }
    /// Implements `accessibilityPerformEscape`.
    public var escape: Located<Bool>? {
        get { storage.value.escape }
        _modify { yield &storage.value.escape }
    }
    public var rotationHandling: Located<RotationHandling>? {
        get { storage.value.rotationHandling }
        _modify { yield &storage.value.rotationHandling }
    }
    public var refreshOn: Located<RefreshTrigger>? {
        get { storage.value.refreshOn }
        _modify { yield &storage.value.refreshOn }
    }
    /// `component`: true for a view no view controller shows as its own (a cell, a reusable
    /// view of a xib): its elements are checked, the page it sits in is not (no heading, empty
    /// screen, escape, orientation or lifecycle of its own).
    public var component: Located<Bool>? {
        get { storage.value.component }
        _modify { yield &storage.value.component }
    }
    /// The storyboard segues code may perform from the screen by identifier, by identifier: each
    /// segue with one whose source is the screen's view controller or one of its views, at the
    /// segue (Interface Builder only).
    public var segues: [String: Located<SegueEffect>] {
        get { storage.value.segues }
        _modify { yield &storage.value.segues }
    }
    /// True when ``component`` says so.
    public var isComponent: Bool { storage.value.component?.value == true }
    /// `rootView`: the view controller's own view as an element (its accessibility properties and
    /// background), without children; nil when the spec does not describe it.
    public var rootView: Element? {
        get { storage.value.rootView }
        _modify { yield &storage.value.rootView }
    }
    /// The root view's subviews.
    public var view: [Element] {
        get { storage.value.view }
        _modify {
            yield &storage.value.view
            var found = ViewFlags()
            found.add(storage.value.view)
            if found.dependsOnSizeClasses != storage.value.dependsOnSizeClasses {
                storage.value.dependsOnSizeClasses = found.dependsOnSizeClasses
            }
            if found.adjustsContentInsets != storage.value.adjustsContentInsets {
                storage.value.adjustsContentInsets = found.adjustsContentInsets
            }
        }
    }

    /// What some view of a subtree does that the screen keeps a flag of: depend on size classes
    /// (``Element/dependsOnSizeClasses``) and inset its content by the safe area
    /// (``Element/adjustsContentInsetSomewhere``), found in one walk of the views that stops when
    /// both are found (each property walks the views on its own).
    private struct ViewFlags {
        var dependsOnSizeClasses = false
        var adjustsContentInsets = false

        /// Adds what `views` and their descendants do.
        mutating func add(_ views: [Element]) {
            for index in views.indices {
                if dependsOnSizeClasses && adjustsContentInsets { return }
                let view = views[index]
                if !dependsOnSizeClasses {
                    dependsOnSizeClasses = view.installed?.value.excludesSomewhere == true || view.variations != nil
                }
                if !adjustsContentInsets { adjustsContentInsets = view.contentInsetAdjustment?.value == .automatic }
                add(view.children)
            }
        }
    }

    /// True when some view insets its content by the safe area (`contentInsetAdjustment:
    /// automatic`), so where its content is drawn depends on the bars above the screen.
    public var adjustsContentInsets: Bool { storage.value.adjustsContentInsets }

    /// True when some view is out of the hierarchy (`installed`) or takes other values
    /// (`variations`) in some size class, so what VoiceOver finds on the screen and what the rules
    /// check depend on the environment's size classes.
    public var dependsOnSizeClasses: Bool { storage.value.dependsOnSizeClasses }

    /// The screen as UIKit shows it in `classes`: without the views not installed there, and
    /// with the values their variations give them there.
    public func shown(in classes: SizeClasses) -> Screen {
        guard dependsOnSizeClasses else { return self }
        var result = self
        result.view = view.compactMap { $0.shown(in: classes) }
        return result
    }

    public init(id: String, location: SourceLocation) {
        storage = CopyOnWriteBox(Fields(id: id, location: location))
    }

    /// This screen under the id `id`, every other value kept: a source that renames the ids it
    /// derived (two storyboards of one name) uses it.
    public func renamed(_ id: String) -> Screen {
        var copy = self
        copy.storage.value.id = id
        return copy
    }

    /// The name for messages: the class when given, else the id.
    public var displayName: String { className?.value ?? id }

    /// The root view as UIKit has it: `rootView`'s properties, id `rootView` unless it gives one,
    /// with `view` as its children; nil when the spec gives no `rootView`.
    public var rootViewElement: Element? {
        guard var root = rootView else { return nil }
        if root.id == nil { root.id = Located(Self.rootViewID, at: root.location) }
        root.children = view
        return root
    }

    /// The screen's `backgroundColor` key: the background of its root view, which a spec gives
    /// here or as `rootView`'s `backgroundColor`, not both.
    public var backgroundColor: Located<ColorValue>? {
        get { storage.value.backgroundColor }
        _modify { yield &storage.value.backgroundColor }
    }

    /// Every colour the screen sets: its background, then each element's background and text
    /// colour and those of its variations, depth first.
    public var colors: [ColorValue] {
        var result: [ColorValue] = []
        _ = visitColors { color in
            result.append(color)
            return false
        }
        return result
    }

    /// True when some colour of ``colors`` satisfies `predicate`; stops at the first one, and
    /// builds no list.
    public func containsColor(where predicate: (ColorValue) -> Bool) -> Bool {
        visitColors(predicate)
    }

    /// Hands ``colors`` to `body` in order until it returns true; returns whether it did.
    private func visitColors(_ body: (ColorValue) -> Bool) -> Bool {
        func visit(_ element: Element) -> Bool {
            if let color = element.backgroundColor, body(color.value) { return true }
            if let color = element.textColor, body(color.value) { return true }
            if let variations = element.variations, variations.value.colors.contains(where: body) { return true }
            return element.children.contains(where: visit)
        }
        if let color = storage.value.backgroundColor, body(color.value) { return true }
        if let rootView, visit(rootView) { return true }
        return view.contains(where: visit)
    }

    /// The id of the root view when `rootView` gives none.
    public static let rootViewID = "rootView"

    /// Every element of the root view, depth first in input order.
    public var allElements: [Element] { view.flatMap(\.subtree) }
}
