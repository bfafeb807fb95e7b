import A11yCore
import Hierarchy

extension ElementSemantics {
    /// True when the assumption `cellWithControls` decides whether the element is an
    /// accessibility element: it is a cell whose spec leaves `accessible` unset, whose accessory
    /// is not a checkmark (the cell stays one element, so that its selected trait is spoken) and
    /// that holds a control (``holdsControl``).
    var readsCellWithControls: Bool {
        element.kind == .cell && element.accessible == nil && element.accessory?.value != .checkmark && holdsControl
    }

    /// True when something below the element would be an interactive accessibility element of
    /// its own if the element were a container: a control such as a switch, text field, button,
    /// slider or page control (the traits a user acts on, as `a11y-hidden-control` counts them),
    /// or the buttons UIKit makes inside a segmented control or stepper. What its own checks
    /// prune (hidden, transparent, `accessibilityElementsHidden`) counts for nothing, as does
    /// anything inside an accessibility element. A cell inside is taken as a container whatever
    /// the assumption says, so that whether the assumption is read does not depend on its value.
    private var holdsControl: Bool {
        element.children.contains(where: exposesControl)
    }

    private func exposesControl(_ descendant: Element) -> Bool {
        let semantics = ElementSemantics(element: descendant, alphaThreshold: alphaThreshold, cellWithControls: .container)
        guard semantics.pruningReason == nil else { return false }
        if semantics.isAccessibilityElement {
            return !semantics.traits.isDisjoint(with: AccessibilityElement.interactiveTraits)
        }
        return !ControlParts(element: descendant, frame: nil).parts.isEmpty || descendant.children.contains(where: exposesControl)
    }
}
