/// What one spec file declares.
public struct SpecFile: Sendable {
    /// The path as the user named it (or as found under a directory they named).
    public let path: String
    /// The `app` mapping, when the file has one.
    public var app: AppSpec?
    /// Screens, in file order.
    public var screens: [Screen] = []
    /// Scenes, in file order.
    public var scenes: [Scene] = []

    public init(path: String) {
        self.path = path
    }
}
