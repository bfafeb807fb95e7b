/// The ids a screen defines: its elements', the parts UIKit derives from them, and its bar items'.
enum ScreenIDs {
    /// Ids written in the spec, with their positions, in file order.
    static func declared(in screen: Screen) -> [Located<String>] {
        var ids: [Located<String>] = []
        var elements = screen.allElements
        if let titleView = screen.navigationItem?.titleView { elements += titleView.subtree }
        ids += elements.compactMap(\.id)
        let items = (screen.navigationItem?.leftItems ?? []) + (screen.navigationItem?.rightItems ?? []) + screen.toolbarItems
        ids += items.compactMap(\.id)
        return ids.sorted { $0.location < $1.location }
    }

    /// The element's id and the ids of the parts UIKit creates for it (segments, stepper buttons).
    static func ids(of element: Element) -> [String] {
        guard let id = element.id?.value else { return [] }
        switch element.kind {
        case .segmented: return [id] + element.segments.indices.map { "\(id).\($0)" }
        case .stepper: return [id, "\(id).decrement", "\(id).increment"]
        default: return [id]
        }
    }

    /// Every id an element reference (a popover `source`) may name in the screen.
    static func referable(in screen: Screen) -> Set<String> {
        var result = Set(declared(in: screen).map(\.value))
        for element in screen.allElements { result.formUnion(ids(of: element)) }
        return result
    }
}
