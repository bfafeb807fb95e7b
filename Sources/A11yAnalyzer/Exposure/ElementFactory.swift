import A11yCore
import Hierarchy

/// Turns spec elements and their parts into ``AccessibilityElement``s and places their children.
struct ElementFactory {
    let screenID: String
    let alphaThreshold: Double
    /// `assignedValueWins` (reference/assumptions.md).
    var assignedValueWins = true
    /// `cellWithControls` (reference/assumptions.md).
    var cellWithControls = Assumptions.CellWithControls.container
    /// The VoiceOver release whose speech tab bar items' values follow.
    var voiceOverRelease = VoiceOverRelease.iOS26

    func semantics(_ element: Element) -> ElementSemantics {
        ElementSemantics(element: element, alphaThreshold: alphaThreshold, cellWithControls: cellWithControls)
    }

    /// The accessibility element a spec element is.
    func element(_ element: Element, at place: Placement, context: AccessibilityContext?) -> AccessibilityElement {
        let semantics = semantics(element)
        let label = semantics.label
        return AccessibilityElement(
            id: element.resolvedID(at: place.path), screenID: screenID, kind: element.kind, part: nil, path: place.path,
            label: label?.value, value: semantics.value(assignedValueWins: assignedValueWins), hint: element.hint?.value, traits: semantics.traits,
            frame: place.windowFrame(of: element), location: element.location, labelLocation: label?.location,
            context: context, containers: place.containers)
    }

    /// The static text a cell that is not an accessibility element shows in its `textLabel` (its
    /// `text`): a UILabel VoiceOver reaches on its own, with id `CELL.text` and the context
    /// `provider` gives that id, standing at the cell's frame. Nil for other elements, for cells
    /// that are elements and for cells without text.
    func textLabel(of cell: Element, at place: Placement, provider: ContextProvider?) -> AccessibilityElement? {
        guard cell.kind == .cell, let text = cell.text, !text.value.isEmpty, !semantics(cell).isAccessibilityElement else { return nil }
        let id = "\(cell.resolvedID(at: place.path)).text"
        return AccessibilityElement(
            id: id, screenID: screenID, kind: .label, part: nil, path: place.path, label: text.value, value: nil, hint: nil,
            traits: ElementKind.label.defaultTraits, frame: place.windowFrame(of: cell), location: cell.location,
            labelLocation: text.location, context: provider?.context(forElementWithID: id), containers: place.containers)
    }

    /// The accessibility element of `part` of `owner` (which stands at `place`).
    func part(_ part: ElementPart, of owner: Element, at place: Placement, context: AccessibilityContext?) -> AccessibilityElement {
        let parts = ControlParts(element: owner, frame: place.windowFrame(of: owner))
        let label = parts.label(of: part)
        let membership = semantics(owner).containerRole.map { ContainerMembership(id: owner.resolvedID(at: place.path), role: $0) }
        return AccessibilityElement(
            id: partID(part, of: owner, at: place), screenID: screenID, kind: owner.kind, part: part, path: place.path,
            label: label?.value, value: parts.value(of: part, release: voiceOverRelease), hint: parts.hint(of: part), traits: parts.traits(of: part),
            frame: parts.frame(of: part),
            location: owner.location, labelLocation: label?.location, context: context,
            containers: place.containers + (membership.map { [$0] } ?? []))
    }

    /// `owner.N`, `owner.decrement`, `owner.increment`, or a tab bar item's own id.
    func partID(_ part: ElementPart, of owner: Element, at place: Placement) -> String {
        ControlParts(element: owner, frame: nil).id(of: part, ownerID: owner.resolvedID(at: place.path))
    }

    /// The placements of the children of `element` (which stands at `place`), in order; the
    /// element's own semantics are worked out once for all of them.
    func childPlaces(of element: Element, at place: Placement) -> [Placement] {
        guard !element.children.isEmpty else { return [] }
        let semantics = semantics(element)
        let membership = semantics.containerRole.map { ContainerMembership(id: element.resolvedID(at: place.path), role: $0) }
        return place.children(of: element, isDrawn: semantics.isDrawn, membership: membership)
    }
}
