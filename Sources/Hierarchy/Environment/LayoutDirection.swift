/// `UIUserInterfaceLayoutDirection`: the reading direction of the interface.
public enum LayoutDirection: String, CaseIterable, Sendable, Codable {
    case leftToRight
    case rightToLeft
}
