import A11yCore
import Hierarchy

/// Reads a `<tabBarItem key="tabBarItem">`: a content view controller's (its screen's
/// `tabBarItem`) or a container's, as a storyboard sets it on a navigation controller that is a
/// tab (the container's ``ContainerSettings/tabBarItem``).
enum TabBarItemReader {
    /// Titles UIKit gives the tab bar system items (`UITabBarItem.SystemItem`).
    static let systemTitles = [
        "more": "More", "favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated",
        "recents": "Recents", "contacts": "Contacts", "history": "History", "bookmarks": "Bookmarks",
        "search": "Search", "downloads": "Downloads", "mostRecent": "Most Recent", "mostViewed": "Most Viewed",
    ]

    /// The item `node` describes. `record` is called with the node unless it is a system item,
    /// whose title and image UIKit sets and does not let change
    /// ([init(tabBarSystemItem:tag:)](https://developer.apple.com/documentation/uikit/uitabbaritem/init(tabbarsystemitem:tag:))),
    /// so that a strings table's keys reach it.
    static func item(_ node: XMLNode, record: (XMLNode) -> Void) -> TabBarItemSpec {
        var item = TabBarItemSpec(location: node.location)
        let at = node.location
        if node["systemItem"] == nil { record(node) }
        if let title = node["title"] ?? node["systemItem"].flatMap({ systemTitles[$0] }) { item.title = Located(title, at: at) }
        if let image = node["image"] { item.image = Located(image, at: at) }
        if let badge = node["badgeValue"] { item.badge = Located(badge, at: at) }
        if let label = node.child("accessibility", key: "accessibilityConfiguration")?["label"] { item.label = Located(label, at: at) }
        return item
    }
}
