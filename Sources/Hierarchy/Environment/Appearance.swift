/// `UIUserInterfaceStyle`: the light or dark appearance the interface is drawn in.
public enum Appearance: String, CaseIterable, Sendable, Codable {
    case light
    case dark
}
