import A11yCore
import Hierarchy

/// What `a11y-modal-no-escape` takes for a way out of a presentation: dismiss buttons, the system
/// items that close, and the taps that unwind or dismiss.
extension ModalNoEscapeRule {
    /// Labels of buttons that dismiss, compared without case.
    static let dismissLabels: Set<String> = ["close", "cancel", "done", "dismiss", "back", "exit"]
    /// System bar items that dismiss: `close`, `cancel`, `done`, and `stop`, the X apps used to
    /// close a presented screen before iOS 13 added `close`.
    static let dismissSystemItems: Set<String> = ["close", "cancel", "done", "stop"]

    /// True for a button whose label names a dismissal.
    static func isDismissButton(_ element: AccessibilityElement) -> Bool {
        guard element.traits.contains(.button), let label = element.label else { return false }
        return dismissLabels.contains(WhitespaceTrimming.trimmed(label).lowercased())
    }

    /// True for a button whose label holds text code sets to a value a11y-check does not know
    /// (``Element/setInCode``): it may say Close.
    static func mayBeDismissButton(_ element: AccessibilityElement) -> Bool {
        element.traits.contains(.button) && element.label.map(DuplicateLabelRule.holdsTextFromCode) == true
    }

    /// A control a tap on which the rule asks about: a view or a screen's bar item, by where it
    /// is written; an item of a standalone toolbar or navigation bar, by where the bar is and the
    /// part of the bar it is (such items are parts of the bar's element).
    struct Tap: Hashable {
        let location: SourceLocation
        let part: ElementPart?

        init(location: SourceLocation, part: ElementPart? = nil) {
            self.location = location
            self.part = part
        }

        /// The control `element` is: a view's parts (a segmented control's segments) are the view.
        init(_ element: AccessibilityElement) {
            switch element.part {
            case .barItem?, .leftBarItem?, .rightBarItem?: self.init(location: element.location, part: element.part)
            default: self.init(location: element.location)
            }
        }
    }

    /// The views and bar items of `screen` (its bar items' custom views among them) that leave
    /// it: those that perform an unwind segue (``Element/unwinds``) and those whose action
    /// dismisses it (``Element/dismisses``). Whatever they say, a tap leaves the screen.
    static func unwindingTaps(_ screen: Screen) -> [Tap] {
        taps(screen, element: { $0.unwinds?.value == true || $0.dismisses?.value == true },
             item: { $0.unwinds?.value == true || $0.dismisses?.value == true })
    }

    /// The buttons (and other controls a tap acts with) and bar items of `screen` whose action
    /// a11y-check has not read (``Element/actionFromCode``): a tap may leave the screen. A value
    /// control's action (``valueControls``) reports the value the user set, and is not taken for
    /// a way out it does not show.
    static func unreadActionTaps(_ screen: Screen) -> [Tap] {
        taps(screen, element: { $0.actionFromCode?.value == true && !valueControls.contains($0.kind) },
             item: { $0.actionFromCode?.value == true })
    }

    /// The controls whose action reports a value the user set (UISwitch's `isOn`, UISlider's
    /// `value`, a text field's text: `.valueChanged`, `.editingChanged`), not a command.
    static let valueControls: Set<ElementKind> = [.switch, .slider, .stepper, .segmented, .pageControl, .textField, .textView]

    /// The views (its bar items' custom views among them) and bar items (those of its
    /// standalone toolbars and navigation bars among them) of `screen` that `element` and `item`
    /// pick.
    private static func taps(_ screen: Screen, element: (Element) -> Bool, item: (BarItem) -> Bool) -> [Tap] {
        let items = (screen.navigationItem?.leftItems ?? []) + (screen.navigationItem?.rightItems ?? []) + screen.toolbarItems
        let views = (screen.view + items.compactMap(\.customView)).flatMap(\.subtree)
        var taps = views.filter(element).map { Tap(location: $0.location) } + items.filter(item).map { Tap(location: $0.location) }
        for bar in views where bar.hasBarItems {
            let sides: [([BarItem], (Int) -> ElementPart)] = [
                (bar.barItems?.value ?? [], ElementPart.barItem), (bar.leftBarItems?.value ?? [], ElementPart.leftBarItem),
                (bar.rightBarItems?.value ?? [], ElementPart.rightBarItem),
            ]
            for (barItems, part) in sides {
                taps += barItems.indices.filter { item(barItems[$0]) }.map { Tap(location: bar.location, part: part($0)) }
            }
        }
        return taps
    }

    /// Where the close, cancel and done system items of `screen`'s bars are written.
    static func dismissItemLocations(_ screen: Screen) -> [SourceLocation] {
        let items = (screen.navigationItem?.leftItems ?? []) + (screen.navigationItem?.rightItems ?? []) + screen.toolbarItems
        return items.filter { item in item.system.map { dismissSystemItems.contains($0.value) } ?? false }.map(\.location)
    }
}
