import A11yCore
import Hierarchy

/// Maps a xib's top-level objects: each view controller to a screen, and each top-level view (a
/// view, a cell template, a reusable view) to a screen whose root view holds it, named after the
/// File's Owner's class when the owner's `view` outlet points at it. A top-level view that is not
/// the owner's `view` is a component (``Screen/component``): no view controller shows it as its own.
/// A component an outlet of the owner names, or holds a view one names (a custom view's
/// `contentView`, or the subviews a class that loads its own xib's content reaches: the class
/// that owns the xib, https://developer.apple.com/documentation/uikit/uinib/instantiate(withowner:options:)),
/// takes the owner's class, so the code of that class joins its outlets.
struct XibMapper {
    let context: IBContext
    let fileBase: String

    /// True when `node` or a node inside it has one of the ids `ids`.
    private static func holdsAny(of ids: Set<String>, _ node: XMLNode) -> Bool {
        if let id = node.id, ids.contains(id) { return true }
        return node.children.contains { holdsAny(of: ids, $0) }
    }

    func screens(_ objects: XMLNode) -> [Screen] {
        let owner = objects.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        let ownerOutlets = owner?.child("connections")?.children.filter { $0.name == "outlet" } ?? []
        let ownerView = ownerOutlets.first { $0["property"] == "view" }?["destination"]
        let ownerReached = Set(ownerOutlets.compactMap { $0["destination"] })
        var screens: [Screen] = []
        var taken: Set<String> = []
        let mapper = ElementMapper(context: context)
        for object in objects.children where object.name != "placeholder" {
            var name: String
            if ControllerIndex.contentControllers.contains(object.name) {
                name = fileBase + "." + ControllerIndex.readableName(object)
            } else if object.id == ownerView, let ownerClass = owner?["customClass"] {
                name = fileBase + "." + ownerClass
            } else {
                name = fileBase + "." + (object["customClass"] ?? object.id ?? object.name)
            }
            if !taken.insert(name).inserted {
                name += "-" + (object.id ?? "")
                taken.insert(name)
            }
            if ControllerIndex.contentControllers.contains(object.name) {
                screens.append(ScreenMapper(context: context).screen(object, id: name))
                continue
            }
            guard ElementMapper.kinds[object.name] != nil || ElementMapper.customClasses[object.name] != nil else { continue }
            var screen = Screen(id: name, location: object.location)
            if let customClass = owner?["customClass"], Self.holdsAny(of: ownerReached, object) {
                screen.className = Located(customClass, at: owner!.location)
            }
            if let element = mapper.element(object) {
                // A top-level view is the root view when it is the owner's view: its subviews
                // are the screen's content; any other top-level view is shown as one element.
                let isRoot = object.id == ownerView && object.name == "view"
                screen.view = ScreenMapper.pruned(isRoot ? element.children : [element], keeping: context.anchorIDs)
                if isRoot { RootViewReader(context: context).apply(object, to: &screen) }
            }
            // Only the File's Owner's `view` is a view controller's view; any other top-level
            // view (a cell, a reusable view) is a component of some page.
            if object.id != ownerView { screen.component = Located(true, at: object.location) }
            screens.append(screen)
        }
        return screens
    }
}
