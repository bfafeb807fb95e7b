/// A part of a screen that holds text outside its views, as an Interface Builder object: what a
/// key of a storyboard's strings table (`"<objectID>.title"`) may name besides a view.
public struct ScreenObject: Sendable, Hashable {
    /// Which part of the screen the object is.
    public enum Part: Sendable, Hashable {
        /// The view controller (`title`).
        case viewController
        /// Its `navigationItem` (`title`, `prompt`).
        case navigationItem
        /// The navigation item's `backBarButtonItem` (`title`: ``NavigationItemSpec/backButtonTitle``).
        case backBarButtonItem
        /// A bar button item of the navigation item or of `toolbarItems`, found by its id (`title`,
        /// `accessibilityLabel`).
        case barButtonItem
        /// Its `tabBarItem` (`title`, `accessibilityLabel`, `accessibilityHint`).
        case tabBarItem
        /// The `tabBarItem` of a container (a navigation controller that is a tab), whose node id
        /// ``ScreenObject/screenID`` then holds (``ContainerSettings/tabBarItem``).
        case containerTabBarItem
    }

    /// The id of the screen the object belongs to; a container's node id for
    /// ``Part/containerTabBarItem``.
    public let screenID: String
    public let part: Part

    public init(screenID: String, part: Part) {
        self.screenID = screenID
        self.part = part
    }
}
