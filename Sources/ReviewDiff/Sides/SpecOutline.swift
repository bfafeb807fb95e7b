import A11yCore

/// What one decoded spec file declares, as far as a diff needs it: where each screen, scene and
/// the `app` entry start, and which screens each scene shows. How a diff finds the scenes whose
/// inputs changed (``SceneInputs``) and recognises a renamed file (the ids it declares).
public struct SpecOutline: Sendable, Equatable {
    /// A screen or scene id and where its entry starts.
    public struct Entry: Sendable, Equatable {
        public let id: String
        public let location: SourceLocation
        /// For a scene, the ids of the screens it shows; empty for a screen.
        public let shownScreens: Set<String>

        public init(id: String, location: SourceLocation, shownScreens: Set<String> = []) {
            self.id = id
            self.location = location
            self.shownScreens = shownScreens
        }
    }

    public let screens: [Entry]
    public let scenes: [Entry]
    /// Where the file's `app` entry starts, when it has one: every scene depends on it (a code
    /// file is one such entry from its first line).
    public let app: SourceLocation?

    public init(screens: [Entry], scenes: [Entry], app: SourceLocation?) {
        self.screens = screens
        self.scenes = scenes
        self.app = app
    }

    /// The screen and scene ids the file declares.
    public var ids: Set<String> { Set(screens.map(\.id) + scenes.map(\.id)) }
}
