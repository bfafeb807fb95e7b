import A11yCore
import Hierarchy

/// Turns bar button items (navigation bar sides, toolbars) into the button elements UIKit exposes.
enum BarItemElements {
    /// The label VoiceOver reads for `item`: `label`, else `title`, else the system item's name
    /// (``SystemItemNames``), else the image name, as UIButton does.
    static func label(of item: BarItem) -> Located<String>? {
        if let label = item.label { return label }
        if let title = item.title { return title }
        if let system = item.system, let name = SystemItemNames.name(of: system.value) {
            return Located(name, at: system.location)
        }
        return item.image
    }

    /// True when the item is a space, which UIKit does not expose.
    static func isSpacer(_ item: BarItem) -> Bool {
        item.system.map { SystemItemNames.spacers.contains($0.value) } ?? false
    }

    /// A button for `item`, with id `item.id` or `fallbackID`, in `frame`; "Dimmed." when the item
    /// is not enabled, as a disabled UIButton is
    /// ([isEnabled](https://developer.apple.com/documentation/uikit/uibarbuttonitem/isenabled)).
    static func button(_ item: BarItem, fallbackID: String, screenID: String, frame: Rect) -> AccessibilityElement {
        let label = label(of: item)
        let traits: TraitSet = item.enabled?.value == false ? [.button, .notEnabled] : [.button]
        return AccessibilityElement(id: item.id?.value ?? fallbackID, screenID: screenID, kind: .button, part: nil,
                                    path: ElementPath([]), label: label?.value, value: nil, hint: nil, traits: traits,
                                    frame: frame, location: item.location, labelLocation: label?.location, context: nil,
                                    containers: [])
    }

    /// Frames for `count` items in item order: the first item outermost, from the left edge of
    /// `bar` when `fromLeft`, else from its right edge (as `leftBarButtonItems` and
    /// `rightBarButtonItems` are laid out).
    static func frames(count: Int, in bar: Rect, fromLeft: Bool) -> [Rect] {
        (0..<count).map { index in
            let step = BarMetrics.itemMargin + Double(index) * BarMetrics.itemWidth
            let x = fromLeft ? bar.x + step : bar.x + bar.width - step - BarMetrics.itemWidth
            return Rect(x: x, y: bar.y, width: BarMetrics.itemWidth, height: bar.height)
        }
    }
}
