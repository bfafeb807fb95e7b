import A11yCore
import Hierarchy

/// Turns a content view controller element (`viewController`, `tableViewController`, …) into a
/// screen: its title, class, navigation item, toolbar and tab bar items, presentation styles, its
/// root view's background and accessibility (``RootViewReader``) and the subviews of its root view.
struct ScreenMapper {
    let context: IBContext

    /// The screen `id` for `controller`.
    func screen(_ controller: XMLNode, id: String) -> Screen {
        var screen = Screen(id: id, location: controller.location)
        let at = controller.location
        if let customClass = controller["customClass"] { screen.className = Located(customClass, at: at) }
        if let identifier = controller["storyboardIdentifier"] { screen.storyboardIdentifier = Located(identifier, at: at) }
        if let title = controller["title"] { screen.title = Located(title, at: at) }
        record(controller, as: .viewController, of: id)
        if let style = controller["modalPresentationStyle"].flatMap(PresentationStyle.init) { screen.modalPresentationStyle = Located(style, at: at) }
        if let style = controller["modalTransitionStyle"].flatMap(TransitionStyle.init) { screen.modalTransitionStyle = Located(style, at: at) }
        if controller.isYes("definesPresentationContext") { screen.definesPresentationContext = Located(true, at: at) }
        if controller.isYes("providesPresentationContextTransitionStyle") { screen.providesPresentationContextTransitionStyle = Located(true, at: at) }
        if let item = controller.child("navigationItem", key: "navigationItem") { screen.navigationItem = navigationItem(item, of: id) }
        if let items = controller.child("toolbarItems") { screen.toolbarItems = items.children("barButtonItem").map { barItem($0, of: id) } }
        if let item = controller.child("tabBarItem", key: "tabBarItem") {
            screen.tabBarItem = TabBarItemReader.item(item) { record($0, as: .tabBarItem, of: id) }
        }
        screen.view = Self.pruned(rootElements(controller), keeping: context.anchorIDs)
        if let root = controller.child(key: "view") { RootViewReader(context: context).apply(root, to: &screen) }
        return screen
    }

    /// `elements` without the plain containers that hold nothing and say nothing to
    /// accessibility (``EmptyContainers``); views whose id is in `keeping` (popover anchors) stay.
    static func pruned(_ elements: [Element], keeping: Set<String>) -> [Element] {
        EmptyContainers.pruned(elements, keeping: keeping)
    }

    /// The root view's subviews; for a table or collection view controller the root view is the
    /// table or collection view itself. Interface Builder lays out the content of a scroll view
    /// from its top, and UIKit moves it below the bars of the device the app runs on
    /// (``SafeAreaContent``).
    private func rootElements(_ controller: XMLNode) -> [Element] {
        guard let root = controller.child(key: "view") else { return [] }
        let mapper = ElementMapper(context: context)
        let adjusts = controller["automaticallyAdjustsScrollViewInsets"] != "NO"
        if root.isNamed(.view) {
            return mapper.children(of: root) { element, node in adjusts ? SafeAreaContent.adjusted(element, node: node) : element }
        }
        guard let element = mapper.element(root) else { return [] }
        return [adjusts ? SafeAreaContent.adjusted(element, node: root) : element]
    }

    /// Records `node`'s object id as `part` of the screen `screenID`, for the strings tables' keys.
    private func record(_ node: XMLNode, as part: ScreenObject.Part, of screenID: String) {
        if let id = node.id { context.screenObjects[id] = ScreenObject(screenID: screenID, part: part) }
    }

    private func navigationItem(_ node: XMLNode, of screenID: String) -> NavigationItemSpec {
        var item = NavigationItemSpec(location: node.location)
        record(node, as: .navigationItem, of: screenID)
        if let title = node["title"] { item.title = Located(title, at: node.location) }
        if let prompt = node["prompt"], !prompt.isEmpty { item.prompt = Located(prompt, at: node.location) }
        if node["largeTitleDisplayMode"] == "always" { item.largeTitle = Located(true, at: node.location) }
        if node.isYes("hidesBackButton") { item.hidesBackButton = Located(true, at: node.location) }
        item.leftItems = (node.child("barButtonItem", key: "leftBarButtonItem").map { [$0] } ?? node.child("leftBarButtonItems")?.children ?? [])
            .map { barItem($0, of: screenID) }
        item.rightItems = (node.child("barButtonItem", key: "rightBarButtonItem").map { [$0] } ?? node.child("rightBarButtonItems")?.children ?? [])
            .map { barItem($0, of: screenID) }
        if let back = node.child("barButtonItem", key: "backBarButtonItem") {
            if let title = back["title"] { item.backButtonTitle = Located(title, at: back.location) }
            record(back, as: .backBarButtonItem, of: screenID)
        }
        if let titleView = node.child(key: "titleView"), let element = ElementMapper(context: context).element(titleView) {
            item.titleView = element
        }
        return item
    }

    /// A bar button item; one of a system item (whose title is UIKit's) is not recorded for the
    /// strings tables.
    private func barItem(_ node: XMLNode, of screenID: String) -> BarItem {
        if node["systemItem"] == nil { record(node, as: .barButtonItem, of: screenID) }
        return BarItemReader(context: context).item(node)
    }
}
