import A11yCore
import Hierarchy

/// The elements UIKit creates inside a standalone UIToolbar (one button per bar button item,
/// spaces left out) and a standalone UINavigationBar (its top item's left items, its title as a
/// heading, its right items): the bars a screen holds as views, not a navigation controller's.
/// Labels, traits and frames are those of a navigation controller's bar items
/// (``BarItemElements``).
struct StandaloneBarParts {
    let element: Element
    /// The bar's frame in window coordinates, when known.
    let frame: Rect?

    private var toolbarItems: [BarItem] { element.barItems?.value ?? [] }
    private var leftItems: [BarItem] { element.leftBarItems?.value ?? [] }
    private var rightItems: [BarItem] { element.rightBarItems?.value ?? [] }

    /// The parts the bar exposes, in UIKit's order.
    var parts: [ElementPart] {
        switch element.kind {
        case .toolbar:
            return toolbarItems.indices.filter { !BarItemElements.isSpacer(toolbarItems[$0]) }.map { .barItem($0) }
        case .navigationBar:
            let left = leftItems.indices.filter { !BarItemElements.isSpacer(leftItems[$0]) }.map { ElementPart.leftBarItem($0) }
            let right = rightItems.indices.filter { !BarItemElements.isSpacer(rightItems[$0]) }.map { ElementPart.rightBarItem($0) }
            return left + (element.title == nil ? [] : [.barTitle]) + right
        default:
            return []
        }
    }

    /// The bar button item `part` stands for; nil for the title.
    func item(_ part: ElementPart) -> BarItem? {
        switch part {
        case .barItem(let index): toolbarItems.indices.contains(index) ? toolbarItems[index] : nil
        case .leftBarItem(let index): leftItems.indices.contains(index) ? leftItems[index] : nil
        case .rightBarItem(let index): rightItems.indices.contains(index) ? rightItems[index] : nil
        default: nil
        }
    }

    /// An item's label (``BarItemElements/label(of:)``), or the title.
    func label(of part: ElementPart) -> Located<String>? {
        if case .barTitle = part { return element.title }
        return item(part).flatMap(BarItemElements.label(of:))
    }

    /// An item is a button, dimmed when it or the bar is not enabled; the title is a heading.
    func traits(of part: ElementPart) -> TraitSet {
        if case .barTitle = part { return [.header, .staticText] }
        let dimmed = element.enabled?.value == false || item(part)?.enabled?.value == false
        return dimmed ? [.button, .notEnabled] : [.button]
    }

    /// A toolbar's items share its width equally, in item order (UIKit spreads them by their
    /// own widths and the flexible spaces between them, which the file does not give); a
    /// navigation bar's items sit from its edges and its title in its middle third, as a
    /// navigation controller's bar lays them out (``BarItemElements/frames(count:in:fromLeft:)``).
    func frame(of part: ElementPart) -> Rect? {
        guard let frame else { return nil }
        switch part {
        case .barItem:
            let exposed = parts
            guard let position = exposed.firstIndex(of: part) else { return nil }
            let width = frame.width / Double(exposed.count)
            return Rect(x: frame.x + width * Double(position), y: frame.y, width: width, height: frame.height)
        case .leftBarItem, .rightBarItem:
            let isLeft = if case .leftBarItem = part { true } else { false }
            let side = parts.filter { if case .leftBarItem = $0 { isLeft } else if case .rightBarItem = $0 { !isLeft } else { false } }
            guard let position = side.firstIndex(of: part) else { return nil }
            return BarItemElements.frames(count: side.count, in: frame, fromLeft: isLeft)[position]
        case .barTitle:
            return Rect(x: frame.x + frame.width / 3, y: frame.y, width: frame.width / 3, height: frame.height)
        default:
            return nil
        }
    }
}
