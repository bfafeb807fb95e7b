/// The outermost ancestor that gives context to the elements beneath it (reference/voiceover.md
/// A1.6, A2.3): once one is found, every descendant keeps it.
enum ContextProvider {
    /// A container that lists its elements (`order`, or a segmented control's segments).
    case container(role: ContainerMembership.Role, members: [String])
    /// A view whose subviews hold its elements. Only the `tabBar` trait gives them context
    /// (a list or landmark of plain subviews says nothing, as in AccessibilitySnapshot).
    case superview(isTabBar: Bool)
    /// A UITabBar: each item button is numbered by its item's position among the bar's items
    /// (`ids`, in item order), whatever order lists them (A2.3).
    case tabBarItems(ids: [String])

    /// What the provider says about the element with `id`, for contexts known while building
    /// the tree; tab positions under a `tabBar` view are set once its subtree is ordered.
    func context(forElementWithID id: String) -> AccessibilityContext? {
        if case .tabBarItems(let ids) = self {
            return ids.firstIndex(of: id).map { .tabBarItem(index: $0 + 1, count: ids.count) }
        }
        guard case .container(let role, let members) = self, let index = members.firstIndex(of: id) else { return nil }
        let isLast = index == members.count - 1
        switch role {
        case .segmentedControl: return .series(index: index + 1, count: members.count)
        case .tabBar: return .tab(index: index + 1, count: members.count)
        case .list: return index == 0 ? .listStart : isLast ? .listEnd : nil
        case .landmark: return index == 0 ? .landmarkStart : isLast ? .landmarkEnd : nil
        case .dataTable, .semanticGroup: return nil
        }
    }

    /// True for a `tabBar` view whose listed groups are placed by the group's own frame.
    var overridesGroupFrames: Bool {
        if case .superview(isTabBar: true) = self { return true }
        return false
    }
}
