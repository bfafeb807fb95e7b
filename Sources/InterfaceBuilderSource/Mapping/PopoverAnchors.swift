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
        collectHolders(below: scenes)
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

    /// Records, for every `barButtonItem` below `scenes`, the nearest view element above it (and
    /// below `scenes`) with an id; the items of a controller's navigation item and toolbar items
    /// are in no view. The items are found in one pass over the arena's records and each climbs
    /// its parents: no walk of the whole file. Each name met on the way is classified once per
    /// file (`isView`, by name index), and only those: classifying every name of the file took
    /// two dictionary lookups per name, more than the climbs.
    private mutating func collectHolders(below scenes: XMLNode) {
        let arena = scenes.arena
        let items = arena.indices(arena.elementIndices(named: "barButtonItem"), below: scenes.index)
        guard !items.isEmpty else { return }
        var isView = [Bool?](repeating: nil, count: arena.names.count)
        for item in items {
            guard let id = XMLNode(arena: arena, index: item).id else { continue }
            var ancestor = arena.elements[Int(item)].parent
            while ancestor > scenes.index {
                let name = Int(arena.elements[Int(ancestor)].name)
                if isView[name] == nil {
                    isView[name] = ElementMapper.kinds[arena.names[name]] != nil || ElementMapper.customClasses[arena.names[name]] != nil
                }
                if isView[name] == true, let holderID = XMLNode(arena: arena, index: ancestor).id {
                    holders[id] = holderID
                    break
                }
                ancestor = arena.elements[Int(ancestor)].parent
            }
        }
    }
}
