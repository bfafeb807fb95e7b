import A11yCore
import Hierarchy

/// Builds the view controller tree a storyboard controller loads with: a navigation
/// controller's root, a tab bar controller's tabs in order, a split view controller's columns,
/// and the children that embed segues put into container views.
struct ControllerTreeBuilder {
    let index: ControllerIndex
    let context: IBContext

    /// The tree of the controller with xml id `id`; nil (reported at `location`) when the file has
    /// no such controller or it would contain itself, or (noted) for a navigation controller with no
    /// root view controller, which code fills.
    func node(_ id: String, from location: SourceLocation, visiting: Set<String> = []) -> ViewControllerNode? {
        guard let controller = index.controllers[id], let modelID = index.modelIDs[id] else {
            context.report(.missingDestination, at: location, "no view controller with id '\(id)' in this file",
                           hint: "the segue's destination was deleted; reconnect it in Xcode")
            return nil
        }
        guard !visiting.contains(id) else {
            context.report(.segueCycle, at: location, "\(modelID) would contain itself; the relationship is left out")
            return nil
        }
        let inner = visiting.union([id])
        let relationships = (index.segues[id] ?? []).filter { $0.kind == "relationship" }
        func related(_ name: String) -> [ViewControllerNode] {
            relationships.filter { $0.node["relationship"] == name }.compactMap { segue in
                segue.destination.flatMap { node($0, from: segue.node.location, visiting: inner) }
            }
        }
        var settings = ContainerSettings()
        if let style = controller["modalPresentationStyle"].flatMap(PresentationStyle.init) {
            settings.modalPresentationStyle = Located(style, at: controller.location)
        }
        // A content view controller's item is its screen's (``ScreenMapper``); a UIKit container's is the node's.
        if ["navigationController", "tabBarController", "splitViewController"].contains(controller.name),
           let item = controller.child("tabBarItem", key: "tabBarItem") {
            settings.tabBarItem = TabBarItemReader.item(item) { node in
                if let objectID = node.id { context.screenObjects[objectID] = ScreenObject(screenID: modelID, part: .containerTabBarItem) }
            }
        }
        // The app's subclass of a UIKit container, whose code the Swift source joins to the node.
        if ["navigationController", "tabBarController", "splitViewController", "pageViewController"].contains(controller.name),
           let custom = controller["customClass"] {
            settings.className = Located(custom, at: controller.location)
        }
        switch controller.name {
        case "navigationController":
            let stack = related("rootViewController")
            guard !stack.isEmpty else {
                // UIKit shows an empty stack until code sets the root (setViewControllers(_:animated:)).
                context.reportOnce(.decidedInCode, name: "navigation " + id, at: controller.location,
                                   "\(modelID) has no root view controller in the storyboard: code sets it, so no scene is made for it")
                return nil
            }
            return ViewControllerNode(id: modelID, location: controller.location,
                                      kind: .navigation(stack: stack,
                                                        navigationBarHidden: controller.isYes("navigationBarHidden"),
                                                        toolbarHidden: controller["toolbarHidden"] != "NO"),
                                      settings: settings)
        case "tabBarController":
            return ViewControllerNode(id: modelID, location: controller.location,
                                      kind: .tabs(items: related("viewControllers"), selectedIndex: 0), settings: settings)
        case "splitViewController":
            let supplementary = related("supplementaryViewController").first
            return ViewControllerNode(id: modelID, location: controller.location,
                                      kind: .split(style: supplementary == nil ? .doubleColumn : .tripleColumn,
                                                   primary: related("masterViewController").first, supplementary: supplementary,
                                                   secondary: related("detailViewController").first, collapsesTo: .secondary),
                                      settings: settings)
        default:
            let embeds = (index.segues[id] ?? []).filter { $0.kind == "embed" }
            let children: [ContainerChild] = embeds.compactMap { segue in
                guard let child = segue.destination.flatMap({ node($0, from: segue.node.location, visiting: inner) }) else { return nil }
                var containment = ContainerChild(location: segue.node.location, node: child)
                containment.addedBy = Located(.storyboard, at: segue.node.location)
                if let frame = containerFrame(of: segue, in: controller) { containment.frame = Located(frame, at: segue.node.location) }
                return containment
            }
            guard !children.isEmpty else {
                return ViewControllerNode(id: modelID, location: controller.location, kind: .screen(modelID))
            }
            return ViewControllerNode(id: modelID, location: controller.location,
                                      kind: .container(screen: Located(modelID, at: controller.location), children: children),
                                      settings: settings)
        }
    }

    /// The frame of the container view holding an embed segue, in the root view's coordinates.
    private func containerFrame(of segue: ControllerIndex.Segue, in controller: XMLNode) -> Rect? {
        guard let root = controller.child(key: "view") else { return nil }
        func search(_ node: XMLNode, originX: Double, originY: Double) -> Rect? {
            // A visual effect view keeps its subviews in its content view, at its own origin.
            if node.name == "visualEffectView", let content = node.child(key: "contentView") {
                return search(content, originX: originX, originY: originY)
            }
            for view in node.child("subviews")?.children ?? [] {
                guard let frame = ElementMapper.frame(view, context: context) else { continue }
                let x = originX + frame.x, y = originY + frame.y
                if view.name == "containerView",
                   view.child("connections")?.children.contains(where: { $0.id == segue.node.id }) == true {
                    return Rect(x: x, y: y, width: frame.width, height: frame.height)
                }
                if let found = search(view, originX: x, originY: y) { return found }
            }
            return nil
        }
        return search(root, originX: 0, originY: 0)
    }
}
