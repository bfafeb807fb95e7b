import A11yCore
import Hierarchy

/// The elements UIKit creates inside a UISegmentedControl (one button per segment), a UIStepper
/// (Decrement and Increment buttons), a standalone UITabBar (one button per item), a standalone
/// UIToolbar or UINavigationBar (``StandaloneBarParts``) and a UITableViewCell with a detail
/// accessory (its "More Info" button).
struct ControlParts {
    let element: Element
    /// The control's frame in window coordinates, when known.
    let frame: Rect?

    /// The parts the control has, in their UIKit order.
    var parts: [ElementPart] {
        switch element.kind {
        case .segmented: element.segments.indices.map { .segment($0) }
        case .stepper: [.decrement, .increment]
        case .tabBar: tabItems.indices.map { .tabItem($0) }
        case .cell: element.accessory?.value.hasDetailButton == true ? [.detailButton] : []
        case .toolbar, .navigationBar: bar.parts
        default: []
        }
    }

    /// A standalone tab bar's items.
    private var tabItems: [TabBarItemSpec] { element.tabBarItems?.value ?? [] }

    /// A standalone toolbar's or navigation bar's parts.
    private var bar: StandaloneBarParts { StandaloneBarParts(element: element, frame: frame) }

    /// The id of `part` of the control whose id is `ownerID`: a tab bar item's or bar button
    /// item's own id, else `ownerID.suffix` (`preset.1`, `stepper.increment`, `bar.0`, `bar.left.0`).
    func id(of part: ElementPart, ownerID: String) -> String {
        if case .tabItem(let index) = part, tabItems.indices.contains(index), let id = tabItems[index].id {
            return id.value
        }
        if let id = bar.item(part)?.id { return id.value }
        return "\(ownerID).\(part.idSuffix)"
    }

    /// The value a part speaks in `release`: a tab bar item's `value`, else its badge ("3 items")
    /// where that release speaks it.
    func value(of part: ElementPart, release: VoiceOverRelease) -> String? {
        guard case .tabItem(let index) = part, tabItems.indices.contains(index) else { return nil }
        return TabBarItemValue.value(of: tabItems[index], release: release)
    }

    /// The hint a part speaks: a tab bar item's `hint`.
    func hint(of part: ElementPart) -> String? {
        guard case .tabItem(let index) = part, tabItems.indices.contains(index) else { return nil }
        return tabItems[index].hint?.value
    }

    /// The label a part speaks: the segment's title, "Decrement" / "Increment", or "More Info"
    /// (the info button's label, which VoiceOver speaks as "More Info, Button").
    func label(of part: ElementPart) -> Located<String>? {
        switch part {
        case .segment(let index): element.segments.indices.contains(index) ? element.segments[index] : nil
        case .decrement: Located("Decrement", at: element.location)
        case .increment: Located("Increment", at: element.location)
        case .detailButton: Located("More Info", at: element.accessory?.location ?? element.location)
        case .tabItem(let index):
            tabItems.indices.contains(index) ? tabItems[index].label ?? tabItems[index].title : nil
        case .barItem, .leftBarItem, .barTitle, .rightBarItem: bar.label(of: part)
        }
    }

    /// Segments and tab bar items are buttons, the selected one also `selected` (a tab bar item
    /// dimmed when it is disabled); stepper buttons are buttons,
    /// dimmed when the control is disabled or its `value` sits at the bound the button moves
    /// towards (`minimum` default 0, `maximum` default 100, UIStepper's defaults). Without a
    /// `value` the position is unknown and neither button is dimmed.
    func traits(of part: ElementPart) -> TraitSet {
        switch part {
        case .barItem, .leftBarItem, .barTitle, .rightBarItem: return bar.traits(of: part)
        default: break
        }
        var traits: TraitSet = [.button]
        if element.enabled?.value == false { traits.insert(.notEnabled) }
        let value = element.value.flatMap { Double($0.value) }
        switch part {
        case .segment(let index):
            if element.selectedSegment?.value == index { traits.insert(.selected) }
        case .tabItem(let index):
            if element.selectedSegment?.value == index { traits.insert(.selected) }
            if tabItems.indices.contains(index), tabItems[index].enabled?.value == false { traits.insert(.notEnabled) }
        case .decrement:
            if let value, value <= (element.minimum?.value ?? 0) { traits.insert(.notEnabled) }
        case .increment:
            if let value, value >= (element.maximum?.value ?? 100) { traits.insert(.notEnabled) }
        case .detailButton, .barItem, .leftBarItem, .barTitle, .rightBarItem:
            break
        }
        return traits
    }

    /// Segments (and tab bar items) share the control's width equally, the first on the left (UIKit's default
    /// `apportionsSegmentWidthsByContent == false`; mirroring in right-to-left layouts is not
    /// modelled); the stepper's decrement button is its left half, increment its right half; a
    /// cell's info button the square at its trailing end (the cell's height, at most 44 points).
    func frame(of part: ElementPart) -> Rect? {
        guard let frame else { return nil }
        switch part {
        case .segment(let index), .tabItem(let index):
            let width = frame.width / Double(max(parts.count, 1))
            return Rect(x: frame.x + width * Double(index), y: frame.y, width: width, height: frame.height)
        case .decrement:
            return Rect(x: frame.x, y: frame.y, width: frame.width / 2, height: frame.height)
        case .increment:
            return Rect(x: frame.x + frame.width / 2, y: frame.y, width: frame.width / 2, height: frame.height)
        case .detailButton:
            let side = min(frame.height, 44)
            return Rect(x: frame.x + frame.width - side, y: frame.y, width: side, height: frame.height)
        case .barItem, .leftBarItem, .barTitle, .rightBarItem:
            return bar.frame(of: part)
        }
    }
}
