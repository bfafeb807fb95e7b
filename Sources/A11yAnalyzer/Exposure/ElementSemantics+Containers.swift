import A11yCore
import Hierarchy

extension ElementSemantics {
    /// True when the element supplies `accessibilityElements`: it gives `order`, or it is a
    /// segmented control or a standalone tab bar (whose segments or item buttons are its elements).
    var listsElements: Bool { element.order != nil || element.kind == .segmented || element.kind == .tabBar }

    /// What makes the element a container (reference/voiceover.md A1.6): being a UITabBar or having the `tabBar` trait,
    /// a `list`, `landmark` or `dataTable` container type, a `semanticGroup` with a label, value
    /// or identifier, or being a segmented control. Nil for plain views and unlabelled semantic
    /// groups, which are flattened.
    var containerRole: ContainerMembership.Role? {
        if element.kind == .segmented { return .segmentedControl }
        if traits.contains(.tabBar) || element.kind == .tabBar { return .tabBar }
        switch element.containerType?.value {
        case .list: return .list
        case .landmark: return .landmark
        case .dataTable: return .dataTable
        case .semanticGroup:
            let labelled = element.label != nil || element.value != nil || element.identifier != nil
            return labelled ? .semanticGroup : nil
        case nil: return nil
        }
    }

    /// True when the element gives context to the elements beneath it: a segmented control, the
    /// `tabBar` trait, a `list` or `landmark` container. A `dataTable` gives none here: the format
    /// has no row and column data to say "Row N. Column M." with.
    var providesContext: Bool {
        element.kind == .segmented || element.kind == .tabBar || traits.contains(.tabBar)
            || element.containerType?.value == .list || element.containerType?.value == .landmark
    }
}
