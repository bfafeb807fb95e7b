import A11yCore
import Hierarchy

/// The elements of the bars at the bottom of a container: a navigation controller's toolbar and a
/// tab bar controller's tab bar (reference/voiceover.md A1.9, A2.3, A3.4).
enum BottomBarElements {
    /// The toolbar items of `screen` (UIKit shows the top view controller's `toolbarItems`), spread
    /// evenly across `bar`; ids `toolbar.N` (N counts every item from 0) unless an item has one;
    /// an item's custom view shows its own elements.
    static func toolbar(of screen: Screen, bar: Rect, idiom: DeviceIdiom, options: AnalysisOptions) -> [AccessibilityNode] {
        let items = screen.toolbarItems
        let width = bar.width / Double(max(items.count, 1))
        return items.enumerated().flatMap { index, item -> [AccessibilityNode] in
            guard !BarItemElements.isSpacer(item) else { return [] }
            let frame = Rect(x: bar.x + Double(index) * width, y: bar.y, width: width, height: bar.height)
            return BarItemElements.nodes(item, fallbackID: "toolbar.\(index)", screenID: screen.id, frame: frame, idiom: idiom, options: options)
        }
    }

    /// The tab bar of `tabs` at `bar` (without the safe area below it): one element per item, `tab.N`, read "‹label›. Tab. i of n.",
    /// "Selected:" on the selected one, "Dimmed." on a disabled one, its `value` (else the badge,
    /// where `release` speaks it) as its value, its `hint` as its hint.
    static func tabBar(items: [ViewControllerNode], selectedIndex: Int, owner: ViewControllerNode, bar: Rect,
                       project: Project, release: VoiceOverRelease) -> [AccessibilityNode] {
        let width = bar.width / Double(max(items.count, 1))
        return items.enumerated().map { index, item in
            let spec = tabBarItem(of: item, project: project)
            let label = spec?.label ?? spec?.title ?? title(of: item, project: project)
            let frame = Rect(x: bar.x + Double(index) * width, y: bar.y, width: width, height: bar.height)
            var traits: TraitSet = [.button]
            if index == selectedIndex { traits.insert(.selected) }
            if spec?.enabled?.value == false { traits.insert(.notEnabled) }
            return .element(AccessibilityElement(
                id: "tab.\(index)", screenID: owner.id, kind: .button, part: nil, path: ElementPath([]),
                label: label?.value, value: spec.flatMap { TabBarItemValue.value(of: $0, release: release) }, hint: spec?.hint?.value, traits: traits, frame: frame,
                location: spec?.location ?? item.location, labelLocation: label?.location,
                context: .tabBarItem(index: index + 1, count: items.count),
                containers: [ContainerMembership(id: owner.id, role: .tabBar)]))
        }
    }

    /// The `tabBarItem` UIKit shows for a tab: the tab's own (a container's, as a storyboard sets it
    /// on a navigation controller, or the item's own screen's), else the first screen in the item's
    /// tree that sets one (a navigation controller without its own shows its root's).
    private static func tabBarItem(of node: ViewControllerNode, project: Project) -> TabBarItemSpec? {
        node.settings.tabBarItem
            ?? node.subtree.firstNonNil { $0.contentScreenID.flatMap { project.screens[$0]?.tabBarItem } }
    }

    /// The title a tab falls back to: the first content screen's title.
    private static func title(of node: ViewControllerNode, project: Project) -> Located<String>? {
        node.subtree.firstNonNil { $0.contentScreenID.flatMap { project.screens[$0]?.title } }
    }
}
