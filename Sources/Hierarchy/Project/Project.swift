import A11yCore

/// Everything one run loaded: the merged app facts, every screen and every scene.
public struct Project: Sendable {
    /// The files, in the order they were found.
    public let files: [SpecFile]
    /// The app facts merged key by key over every file.
    public let app: AppSpec
    /// Screens by id.
    public let screens: [String: Screen]
    /// Every scene, file by file in file order.
    public let scenes: [Scene]

    public init(files: [SpecFile], app: AppSpec) {
        self.files = files
        self.app = app
        var screens: [String: Screen] = [:]
        for file in files {
            for screen in file.screens where screens[screen.id] == nil { screens[screen.id] = screen }
        }
        self.screens = screens
        self.scenes = files.flatMap(\.scenes)
    }

    /// True when some screen sets a colour whose light and dark values differ: the default
    /// matrix then checks both appearances.
    public var colorsVaryWithAppearance: Bool {
        screens.values.contains { screen in screen.containsColor(where: \.variesWithAppearance) }
    }

    /// Screens in file order.
    public var orderedScreens: [Screen] { files.flatMap(\.screens) }

    /// Screens that no scene shows (each is analyzed on its own, full screen).
    public var screensInNoScene: [Screen] {
        let used = Set(scenes.concurrentMap { scene in
            scene.allNodes.compactMap(\.contentScreenID)
        }.joined())
        return orderedScreens.filter { !used.contains($0.id) }
    }
}
