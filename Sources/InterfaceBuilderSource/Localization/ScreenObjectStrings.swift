import A11yCore
import Hierarchy

/// Gives the parts of a screen outside its views the text of a strings table's keys: a view
/// controller's `title`, a navigation item's `title` and `prompt`, a back bar button item's and a
/// bar button item's `title`, a tab bar item's `title` (a screen's or a container's); the
/// accessibility label of a bar button item or tab bar item and a tab bar item's hint. A property the model does not hold for the
/// part is left as the storyboard says.
enum ScreenObjectStrings {
    /// One key of a table: the property it names (after the object id) and the text.
    typealias Entry = (property: Substring, text: Located<String>)

    /// Applies `entries`, the keys naming the object `id`, to `part` of `screen`.
    static func apply(_ entries: [Entry], objectID id: String, part: ScreenObject.Part, to screen: inout Screen) {
        if part == .tabBarItem { return apply(entries, to: &screen.tabBarItem) }
        for (property, text) in entries {
            switch (part, property) {
            case (.viewController, "title"): screen.title = text
            case (.navigationItem, "title"): screen.navigationItem?.title = text
            // Interface Builder writes no empty prompt, and the bar shows no prompt row for none.
            case (.navigationItem, "prompt"): screen.navigationItem?.prompt = text.value.isEmpty ? nil : text
            case (.backBarButtonItem, "title"): screen.navigationItem?.backButtonTitle = text
            case (.barButtonItem, "title"): updateBarItem(id, of: &screen) { $0.title = text.value.isEmpty ? nil : text }
            case (.barButtonItem, "accessibilityLabel"): updateBarItem(id, of: &screen) { $0.label = text }
            default: break
            }
        }
    }

    /// Applies `entries` to a tab bar item, when there is one: a screen's, or a container's
    /// (``ScreenObject/Part/containerTabBarItem``).
    static func apply(_ entries: [Entry], to item: inout TabBarItemSpec?) {
        for (property, text) in entries {
            switch property {
            case "title": item?.title = text
            case "accessibilityLabel": item?.label = text
            case "accessibilityHint": item?.hint = text
            default: break
            }
        }
    }

    /// Applies `update` to the bar button item with id `id` among the screen's navigation item's
    /// left and right items and its toolbar items.
    private static func updateBarItem(_ id: String, of screen: inout Screen, _ update: (inout BarItem) -> Void) {
        func visit(_ items: inout [BarItem]) {
            for index in items.indices where items[index].id?.value == id { update(&items[index]) }
        }
        if var item = screen.navigationItem {
            visit(&item.leftItems)
            visit(&item.rightItems)
            screen.navigationItem = item
        }
        visit(&screen.toolbarItems)
    }
}
