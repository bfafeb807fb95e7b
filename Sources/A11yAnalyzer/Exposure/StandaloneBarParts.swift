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
            return Self.exposed(toolbarItems).map { .barItem($0) }
        case .navigationBar:
            let left = Self.exposed(leftItems).map { ElementPart.leftBarItem($0) }
            let right = Self.exposed(rightItems).map { ElementPart.rightBarItem($0) }
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
        case .barItem(let index):
            let exposed = Self.exposed(toolbarItems)
            guard let position = exposed.firstIndex(of: index) else { return nil }
            let width = frame.width / Double(exposed.count)
            return Rect(x: frame.x + width * Double(position), y: frame.y, width: width, height: frame.height)
        case .leftBarItem(let index), .rightBarItem(let index):
            let isLeft = if case .leftBarItem = part { true } else { false }
            let exposed = Self.exposed(isLeft ? leftItems : rightItems)
            guard let position = exposed.firstIndex(of: index) else { return nil }
            return BarItemElements.frames(count: exposed.count, in: frame, fromLeft: isLeft)[position]
        case .barTitle:
            return Rect(x: frame.x + frame.width / 3, y: frame.y, width: frame.width / 3, height: frame.height)
        default:
            return nil
        }
    }

    /// The indices of the items UIKit exposes: all but the spaces.
    private static func exposed(_ items: [BarItem]) -> [Int] {
        items.indices.filter { !BarItemElements.isSpacer(items[$0]) }
    }
}
