import A11yCore
import Hierarchy

/// Where popover segues anchor: a view (`popoverAnchorView`), or a bar button item
/// (`popoverAnchorBarButtonItem`). An item of the controller's own navigation item or toolbar is
/// on screen as a bar item of the model; an item of a standalone `UINavigationBar` or `UIToolbar`
/// placed in a view is not (the bar is a `custom` element whose items are not modelled), so the
/// popover anchors at that bar, which holds the item's frame
/// ([sourceItem](https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem)).
struct PopoverAnchors {
    /// The bar view holding each bar button item placed in a view, by the item's id.
    private var holders: [String: String] = [:]
    /// The ids of the views every popover anchors at: kept even when they say nothing.
    private(set) var viewIDs: Set<String> = []

    /// No anchors (a xib has no segues).
    init() {}

    /// The anchors of `segues`, the segues of the storyboard's `scenes`.
    init(scenes: XMLNode, segues: [ControllerIndex.Segue]) {
        let arena = scenes.arena
        let isBarButtonItem = arena.names.map { $0 == "barButtonItem" }
        if isBarButtonItem.contains(true) {
            let isView = arena.names.map { ElementMapper.kinds[$0] != nil || ElementMapper.customClasses[$0] != nil }
            collect(scenes.index, holder: nil, in: arena, isBarButtonItem: isBarButtonItem, isView: isView)
        }
        for segue in segues {
            if let view = segue.node["popoverAnchorView"] {
                viewIDs.insert(view)
            } else if let item = segue.node["popoverAnchorBarButtonItem"], let bar = holders[item] {
                viewIDs.insert(bar)
            }
        }
    }

    /// The id `segue` anchors at in the model: its view, the bar holding its bar button item, or
    /// the item itself.
    func source(of segue: XMLNode) -> String? {
        if let view = segue["popoverAnchorView"] { return view }
        guard let item = segue["popoverAnchorBarButtonItem"] else { return nil }
        return holders[item] ?? item
    }

    /// Records, for every `barButtonItem` below the element `node`, the nearest view element
    /// above it with an id (`holder`); the items of a controller's navigation item and toolbar
    /// items are in no view. Walks the arena's records, each name classified once per file
    /// (`isBarButtonItem`, `isView`, by name index): this visits every element of the file.
    private mutating func collect(_ node: Int32, holder: XMLNode?, in arena: XMLElementArena, isBarButtonItem: [Bool], isView: [Bool]) {
        var child = arena.elements[Int(node)].firstChild
        while child >= 0 {
            let record = arena.elements[Int(child)]
            if isBarButtonItem[Int(record.name)], let holder, let id = XMLNode(arena: arena, index: child)["id"], let holderID = holder["id"] {
                holders[id] = holderID
            }
            var childHolder = holder
            if isView[Int(record.name)] {
                let view = XMLNode(arena: arena, index: child)
                if view.attributeIndex("id") != nil { childHolder = view }
            }
            collect(child, holder: childHolder, in: arena, isBarButtonItem: isBarButtonItem, isView: isView)
            child = record.nextSibling
        }
    }
}
