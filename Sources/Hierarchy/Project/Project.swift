import A11yCore

/// Everything one run loaded: the merged app facts, every screen and every scene.
///
/// The values live in one shared box: a project is copied into every rule input, orientation
/// resolution and scene layout, and copying it retains the box once, where its fields (the
/// files, the screens, the app facts' texts) were retained one by one.
public struct Project: Sendable {
    /// The project's values, never changed once made.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let files: [SpecFile]
        @usableFromInline let app: AppSpec
        @usableFromInline let screens: [String: Screen]
        @usableFromInline let scenes: [Scene]

        init(files: [SpecFile], app: AppSpec, screens: [String: Screen], scenes: [Scene]) {
            self.files = files
            self.app = app
            self.screens = screens
            self.scenes = scenes
        }
    }

    @usableFromInline let storage: Storage

    /// The files, in the order they were found.
    @inlinable public var files: [SpecFile] { storage.files }
    /// The app facts merged key by key over every file.
    @inlinable public var app: AppSpec { storage.app }
    /// Screens by id.
    @inlinable public var screens: [String: Screen] { storage.screens }
    /// Every scene, file by file in file order.
    @inlinable public var scenes: [Scene] { storage.scenes }

    public init(files: [SpecFile], app: AppSpec) {
        var screens: [String: Screen] = [:]
        for file in files {
            for screen in file.screens where screens[screen.id] == nil { screens[screen.id] = screen }
        }
        storage = Storage(files: files, app: app, screens: screens, scenes: files.flatMap(\.scenes))
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
