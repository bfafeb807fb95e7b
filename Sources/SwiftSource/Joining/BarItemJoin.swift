import A11yCore
import Hierarchy

/// Joins what code sets on a bar button item through its outlet (`@IBOutlet var share:
/// UIBarButtonItem!`, then `share.accessibilityLabel = "Share"`): the items of a standalone
/// toolbar or navigation bar, and a screen's navigation item and toolbar items. A
/// UIBarButtonItem is not a view, but VoiceOver reads its button with the item's
/// `accessibilityLabel`, else its `title`, else its image
/// (https://developer.apple.com/documentation/uikit/uibarbuttonitem).
extension CodeJoin {
    /// `element` with what code sets on its bar items; nil when code sets nothing on any.
    static func joinedBarItems(_ facts: CodeFacts, of element: Element, owners: [String]) -> Element? {
        var element = element
        var changed = false
        for side in [\Element.barItems, \Element.leftBarItems, \Element.rightBarItems] {
            guard let items = element[keyPath: side], let joined = joinedBarItems(facts, items.value, owners: owners) else { continue }
            element[keyPath: side] = Located(joined, at: items.location)
            changed = true
        }
        return changed ? element : nil
    }

    /// `screen` with what its class's code sets on its navigation item's and toolbar's items.
    static func applyBarItemOutlets(_ facts: CodeFacts, of className: String, to screen: inout Screen) {
        let owners = [className]
        // Written back only when code sets something on an item: the screen is not copied for nothing.
        if let item = screen.navigationItem {
            let left = joinedBarItems(facts, item.leftItems, owners: owners), right = joinedBarItems(facts, item.rightItems, owners: owners)
            if left != nil || right != nil {
                var edited = item
                if let left { edited.leftItems = left }
                if let right { edited.rightItems = right }
                screen.navigationItem = edited
            }
        }
        if let joined = joinedBarItems(facts, screen.toolbarItems, owners: owners) { screen.toolbarItems = joined }
    }

    /// `items` with what the nearest of `owners` declaring an item's outlet sets on it; nil when
    /// code sets nothing on any.
    private static func joinedBarItems(_ facts: CodeFacts, _ items: [BarItem], owners: [String]) -> [BarItem]? {
        var joined: [BarItem]?
        for (index, item) in items.enumerated() {
            guard let outlet = outletOwner(facts, of: item.outlets, among: owners) else { continue }
            let values = facts.values(of: .member(outlet.name), in: outlet.owner)
            guard !values.isEmpty else { continue }
            var edited = item
            for property in CodeProperty.allCases {
                if let fact = values[property] { apply(fact, to: &edited) }
            }
            if joined == nil { joined = items }
            joined![index] = edited
        }
        return joined
    }

    /// Applies one fact to a bar item: its label, title, image and `isEnabled`. A title or image
    /// the syntax does not settle is ``Element/setInCode``.
    private static func apply(_ fact: CodeFact, to item: inout BarItem) {
        let at = fact.location
        switch (fact.property, fact.value) {
        case (.accessibilityLabel, _): item.label = spoken(fact.value, at: at)
        case (.title, _), (.text, _): item.title = spoken(fact.value, at: at)
        case (.image, .text(let image)): item.image = Located(image, at: at); item.imageIsSystemSymbol = nil
        case (.image, .systemImage(let name)): item.image = Located(name, at: at); item.imageIsSystemSymbol = Located(true, at: at)
        case (.image, .none): item.image = nil; item.imageIsSystemSymbol = nil
        case (.image, _): item.image = Located(Element.setInCode, at: at); item.imageIsSystemSymbol = nil
        case (.isEnabled, .flag(let flag)): item.enabled = Located(flag, at: at)
        default: break
        }
    }
}
