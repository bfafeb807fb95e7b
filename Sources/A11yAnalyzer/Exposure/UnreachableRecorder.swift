import A11yCore
import Hierarchy

/// Collects the would-be elements a walk cuts off: accessibility elements (and control parts)
/// inside pruned subtrees, behind an accessible ancestor, beside a modal view or left out of an
/// `order`.
struct UnreachableRecorder {
    let factory: ElementFactory
    private(set) var entries: [UnreachableElement] = []

    /// `element` and everything inside it.
    mutating func record(_ element: Element, at place: Placement, reason: UnreachableElement.Reason) {
        let semantics = factory.semantics(element)
        if semantics.isAccessibilityElement {
            let visible = place.ancestorsDrawn && semantics.isDrawn
            append(factory.element(element, at: place, context: nil), reason: reason, visible: visible)
        }
        recordInside(element, at: place, reason: reason)
    }

    /// Everything inside `element`: a container cell's text label, its parts and its subviews' subtrees.
    mutating func recordInside(_ element: Element, at place: Placement, reason: UnreachableElement.Reason) {
        recordTextLabel(of: element, at: place, reason: reason)
        for part in ControlParts(element: element, frame: nil).parts {
            recordPart(part, of: element, at: place, reason: reason)
        }
        for (child, childPlace) in zip(element.children, factory.childPlaces(of: element, at: place)) {
            record(child, at: childPlace, reason: reason)
        }
    }

    /// One part of `owner`.
    mutating func recordPart(_ part: ElementPart, of owner: Element, at place: Placement, reason: UnreachableElement.Reason) {
        let visible = place.ancestorsDrawn && factory.semantics(owner).isDrawn
        append(factory.part(part, of: owner, at: place, context: nil), reason: reason, visible: visible)
    }

    /// Would-be elements inside `container` that its `order` leaves out; listed ones (and what
    /// lies inside them) are walked on their own.
    mutating func recordUnlisted(in container: Element, at place: Placement, listed: Set<String>) {
        for part in ControlParts(element: container, frame: nil).parts
        where !listed.contains(factory.partID(part, of: container, at: place)) {
            recordPart(part, of: container, at: place, reason: .notInOrder)
        }
        for (child, childPlace) in zip(container.children, factory.childPlaces(of: container, at: place)) {
            recordUnlisted(child, at: childPlace, listed: listed)
        }
    }

    private mutating func recordUnlisted(_ element: Element, at place: Placement, listed: Set<String>) {
        guard !listed.contains(element.resolvedID(at: place.path)) else { return }
        let semantics = factory.semantics(element)
        if semantics.isAccessibilityElement {
            let visible = place.ancestorsDrawn && semantics.isDrawn
            append(factory.element(element, at: place, context: nil), reason: .notInOrder, visible: visible)
        }
        recordTextLabel(of: element, at: place, reason: .notInOrder)
        for part in ControlParts(element: element, frame: nil).parts
        where !listed.contains(factory.partID(part, of: element, at: place)) {
            recordPart(part, of: element, at: place, reason: .notInOrder)
        }
        for (child, childPlace) in zip(element.children, factory.childPlaces(of: element, at: place)) {
            recordUnlisted(child, at: childPlace, listed: listed)
        }
    }

    /// The text label of `element` when it is a cell that is not an element (an `order` never
    /// lists it: only the cell's own walk reaches it).
    private mutating func recordTextLabel(of element: Element, at place: Placement, reason: UnreachableElement.Reason) {
        guard let text = factory.textLabel(of: element, at: place, provider: nil) else { return }
        append(text, reason: reason, visible: place.ancestorsDrawn && factory.semantics(element).isDrawn)
    }

    private mutating func append(_ element: AccessibilityElement, reason: UnreachableElement.Reason, visible: Bool) {
        entries.append(UnreachableElement(element: element, reason: reason, isVisible: visible))
    }
}
