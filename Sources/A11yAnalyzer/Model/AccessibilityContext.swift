/// What a container tells VoiceOver about one of its elements: its place in a series, a tab bar,
/// or the boundary of a list or landmark (reference/voiceover.md A1.6, A2.3, A3.2).
public enum AccessibilityContext: Hashable, Sendable {
    /// An element of a UISegmentedControl: "‹description› i of n."
    case series(index: Int, count: Int)
    /// An element of a view with the `tabBar` trait: "Tab." and "i of n.", no "Button.".
    case tab(index: Int, count: Int)
    /// A UITabBar item: "Tab." and "i of n.", no "Button." (stands for the private `tabBarItem`
    /// trait UITabBarButton carries).
    case tabBarItem(index: Int, count: Int)
    /// The first element of a `list` container that lists its elements in `order`: "List Start."
    case listStart
    /// The last element of such a list: "List End."
    case listEnd
    /// The first element of a `landmark` container that lists its elements: "Landmark."
    case landmarkStart
    /// The last element of such a landmark: "End."
    case landmarkEnd

    /// True where VoiceOver says "Tab." and leaves out "Button.".
    var isTab: Bool {
        switch self {
        case .tab, .tabBarItem: true
        default: false
        }
    }
}

/// A container an element lies in, for rotor-style navigation: a `containerType` view, a view
/// with the `tabBar` trait, or a segmented control.
public struct ContainerMembership: Hashable, Sendable {
    /// What makes the ancestor a container.
    public enum Role: String, Hashable, Sendable, Codable {
        case list, landmark, dataTable, semanticGroup, tabBar, segmentedControl
    }

    /// The container's id (derived when the spec gives none).
    public let id: String
    /// What makes the ancestor a container.
    public let role: Role

    /// Creates a membership.
    public init(id: String, role: Role) {
        self.id = id
        self.role = role
    }
}
