import A11yCore

/// The ids a screen defines: its elements', the parts UIKit derives from them, and its bar items'.
package enum ScreenIDs {
    /// Ids written in the spec, with their positions, in file order.
    package static func declared(in screen: Screen) -> [Located<String>] {
        var ids: [Located<String>] = []
        appendIDs(of: screen.view, to: &ids)
        if let titleView = screen.navigationItem?.titleView { appendIDs(of: [titleView], to: &ids) }
        appendIDs(of: screen.navigationItem?.leftItems ?? [], to: &ids)
        appendIDs(of: screen.navigationItem?.rightItems ?? [], to: &ids)
        appendIDs(of: screen.toolbarItems, to: &ids)
        return LocationOrder.sorted(ids)
    }

    /// Appends the ids of bar items and of their custom views, in order.
    private static func appendIDs(of items: [BarItem], to ids: inout [Located<String>]) {
        for item in items {
            if let id = item.id { ids.append(id) }
            if let view = item.customView { appendIDs(of: [view], to: &ids) }
        }
    }

    /// Appends the ids of `elements` and their descendants, depth first in file order. It reads
    /// the elements in place rather than through ``Element/subtree``, which copies every element.
    private static func appendIDs(of elements: [Element], to ids: inout [Located<String>]) {
        for index in elements.indices {
            if let id = elements[index].id { ids.append(id) }
            for item in elements[index].tabBarItems?.value ?? [] {
                if let id = item.id { ids.append(id) }
            }
            for item in elements[index].allBarItems {
                if let id = item.id { ids.append(id) }
            }
            appendIDs(of: elements[index].children, to: &ids)
        }
    }

    /// The element's id and the ids of the parts UIKit creates for it (segments, stepper buttons,
    /// a tab bar's item buttons: an item's own id, else `ID.N`; a standalone toolbar's item
    /// buttons likewise, a standalone navigation bar's `ID.left.N`, `ID.title`, `ID.right.N`; a
    /// cell's detail button `ID.detail`).
    package static func ids(of element: Element) -> [String] {
        let itemIDs = (element.tabBarItems?.value.compactMap(\.id?.value) ?? []) + element.allBarItems.compactMap(\.id?.value)
        guard let id = element.id?.value else { return itemIDs }
        switch element.kind {
        case .tabBar:
            return [id] + (element.tabBarItems?.value ?? []).enumerated().map { $1.id?.value ?? "\(id).\($0)" }
        case .toolbar:
            return [id] + (element.barItems?.value ?? []).enumerated().map { $1.id?.value ?? "\(id).\($0)" }
        case .navigationBar:
            let left = (element.leftBarItems?.value ?? []).enumerated().map { $1.id?.value ?? "\(id).left.\($0)" }
            let right = (element.rightBarItems?.value ?? []).enumerated().map { $1.id?.value ?? "\(id).right.\($0)" }
            return [id] + left + ["\(id).title"] + right
        case .segmented: return [id] + element.segments.indices.map { "\(id).\($0)" }
        case .stepper: return [id, "\(id).decrement", "\(id).increment"]
        case .cell where element.accessory?.value.hasDetailButton == true: return [id, "\(id).detail"]
        default: return [id]
        }
    }

    /// Every id an element reference (a popover `source`) may name in the screen.
    package static func referable(in screen: Screen) -> Set<String> {
        var result = Set(declared(in: screen).map(\.value))
        for element in screen.allElements { result.formUnion(ids(of: element)) }
        return result
    }
}
