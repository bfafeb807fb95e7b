import A11yCore
import Hierarchy

/// Turns bar button items (navigation bar sides, toolbars) into the button elements UIKit exposes.
enum BarItemElements {
    /// The label VoiceOver reads for `item`: `label`, else `title`, else the system item's name
    /// (``SystemItemNames``), else what its image reads (``ImageLabel``), as UIButton does.
    static func label(of item: BarItem) -> Located<String>? {
        if let label = item.label { return label }
        if let title = item.title { return title }
        if let system = item.system, let name = SystemItemNames.name(of: system.value) {
            return Located(name, at: system.location)
        }
        return ImageLabel.label(of: item.image, isSystemSymbol: item.imageIsSystemSymbol)
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

    /// The nodes of `item` in `frame`: its button (``button(_:fallbackID:screenID:frame:)``), or the
    /// elements of the custom view it shows instead, placed in the frame (at its leading edge,
    /// or its trailing one with `trailing`) and centred in the bar's height
    /// ([customView](https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview)).
    static func nodes(_ item: BarItem, fallbackID: String, screenID: String, frame: Rect, trailing: Bool = false,
                      idiom: DeviceIdiom, options: AnalysisOptions) -> [AccessibilityNode] {
        guard var view = item.customView else {
            return [.element(button(item, fallbackID: fallbackID, screenID: screenID, frame: frame))]
        }
        let size = view.frame?.value ?? Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        if let located = view.frame {
            view.frame = Located(Rect(x: 0, y: 0, width: size.width, height: size.height), at: located.location)
        }
        let x = trailing ? frame.x + frame.width - size.width : frame.x
        var holder = Screen(id: screenID, location: item.location)
        holder.view = [view]
        return ScreenAccessibility.analyze(screen: holder, origin: (x, frame.y + (frame.height - size.height) / 2), idiom: idiom,
                                           options: options).nodes
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
