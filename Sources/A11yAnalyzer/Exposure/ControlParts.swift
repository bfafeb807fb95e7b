import A11yCore
import A11yModel

/// The elements UIKit creates inside a UISegmentedControl (one button per segment) and a
/// UIStepper (Decrement and Increment buttons).
struct ControlParts {
    let element: Element
    /// The control's frame in window coordinates, when known.
    let frame: Rect?

    /// The parts the control has, in their UIKit order.
    var parts: [ElementPart] {
        switch element.kind {
        case .segmented: element.segments.indices.map { .segment($0) }
        case .stepper: [.decrement, .increment]
        default: []
        }
    }

    /// The label a part speaks: the segment's title, or "Decrement" / "Increment".
    func label(of part: ElementPart) -> Located<String>? {
        switch part {
        case .segment(let index): element.segments.indices.contains(index) ? element.segments[index] : nil
        case .decrement: Located("Decrement", at: element.location)
        case .increment: Located("Increment", at: element.location)
        }
    }

    /// Segments are buttons, the selected one also `selected`; stepper buttons are buttons,
    /// dimmed when the control is disabled or its `value` sits at the bound the button moves
    /// towards (`minimum` default 0, `maximum` default 100, UIStepper's defaults). Without a
    /// `value` the position is unknown and neither button is dimmed.
    func traits(of part: ElementPart) -> TraitSet {
        var traits: TraitSet = [.button]
        if element.enabled?.value == false { traits.insert(.notEnabled) }
        let value = element.value.flatMap { Double($0.value) }
        switch part {
        case .segment(let index):
            if element.selectedSegment?.value == index { traits.insert(.selected) }
        case .decrement:
            if let value, value <= (element.minimum?.value ?? 0) { traits.insert(.notEnabled) }
        case .increment:
            if let value, value >= (element.maximum?.value ?? 100) { traits.insert(.notEnabled) }
        }
        return traits
    }

    /// Segments share the control's width equally, first segment on the left (UIKit's default
    /// `apportionsSegmentWidthsByContent == false`; mirroring in right-to-left layouts is not
    /// modelled); the stepper's decrement button is its left half, increment its right half.
    func frame(of part: ElementPart) -> Rect? {
        guard let frame else { return nil }
        switch part {
        case .segment(let index):
            let width = frame.width / Double(max(element.segments.count, 1))
            return Rect(x: frame.x + width * Double(index), y: frame.y, width: width, height: frame.height)
        case .decrement:
            return Rect(x: frame.x, y: frame.y, width: frame.width / 2, height: frame.height)
        case .increment:
            return Rect(x: frame.x + frame.width / 2, y: frame.y, width: frame.width / 2, height: frame.height)
        }
    }

    /// The part a derived id names (`preset.1`, `stepper.increment`), given the control's id.
    func part(named id: String, ownerID: String) -> ElementPart? {
        parts.first { "\(ownerID).\($0.idSuffix)" == id }
    }
}
