import A11yCore

/// The check on `order` (`accessibilityElements`) in one screen, whatever source described it:
/// it names descendants of the element that declares it, or the parts UIKit creates inside it
/// (a tab bar's item buttons).
struct ElementOrderChecks {
    let screen: Screen

    func diagnostics() -> [Diagnostic] {
        var result: [Diagnostic] = []
        checkOrders(in: screen.view, into: &result)
        if let root = screen.rootViewElement { checkOrder(root, into: &result) }
        return result
    }

    /// Checks `order` on `elements` and their descendants, depth first in file order, reading the
    /// elements in place (most declare no `order`) rather than copying them through `allElements`.
    private func checkOrders(in elements: [Element], into result: inout [Diagnostic]) {
        for index in elements.indices {
            if elements[index].order != nil { checkOrder(elements[index], into: &result) }
            checkOrders(in: elements[index].children, into: &result)
        }
    }

    private func checkOrder(_ element: Element, into result: inout [Diagnostic]) {
        guard let order = element.order else { return }
        let ownParts = ScreenIDs.ids(of: element).filter { $0 != element.id?.value }
        let descendants = Set(element.children.flatMap(\.subtree).flatMap(ScreenIDs.ids(of:)) + ownParts)
        for id in order.value where !descendants.contains(id.value) {
            result.append(Diagnostic(.orderNotDescendant, at: id.location,
                                     "'order' names '\(id.value)', which is not a descendant of this element\(Suggestion.didYouMean(id.value, in: descendants.sorted()))",
                                     hint: "accessibilityElements lists the element's own subviews (or deeper descendants) by id"))
        }
    }
}
