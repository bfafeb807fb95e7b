import A11yCore

/// The scenes a run resolves in every environment: the project's scenes, then a standalone scene
/// for every screen that belongs to no scene, each with its node lookup. None of it depends on the
/// environment, so a run builds it once and resolves it per environment.
public struct SceneCatalog: Sendable {
    /// One scene to resolve.
    public struct Entry: Sendable {
        public let scene: Scene
        /// True for a screen that belongs to no scene, shown on its own.
        public let isStandalone: Bool
        /// Lookup over the scene's view controllers.
        public let nodes: SceneNodes
    }

    /// The project's scenes in order, then the standalone screens in file order.
    public let entries: [Entry]

    /// The catalog of `project`, each scene's node lookup built on all cores.
    public init(_ project: Project) {
        self.init(project, screensInNoScene: project.screensInNoScene)
    }

    /// The catalog of `project`, whose ``Project/screensInNoScene`` the caller has already worked
    /// out (`screensInNoScene`).
    public init(_ project: Project, screensInNoScene: [Screen]) {
        let declared = project.scenes.concurrentMap { Entry(scene: $0, isStandalone: false, nodes: SceneNodes($0)) }
        let standalone = screensInNoScene.concurrentMap { screen in
            let scene = Scene.standalone(screen)
            return Entry(scene: scene, isStandalone: true, nodes: SceneNodes(scene))
        }
        entries = declared + standalone
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }

    /// The catalog of `scope`, a restriction of this catalog's project (some of its scenes and
    /// screens, unchanged: a dark scope, ``Project/darkScope(for:)``) whose screens in no scene
    /// are `screensInNoScene`: each entry this catalog holds is taken from it, node lookup and
    /// all, and only a scene it lacks is indexed again.
    public func restricted(to scope: Project, screensInNoScene: [Screen]) -> SceneCatalog {
        var declared: [String: Entry] = [:]
        var standalone: [String: Entry] = [:]
        for entry in entries {
            if entry.isStandalone {
                standalone[entry.scene.id] = standalone[entry.scene.id] ?? entry
            } else {
                declared[entry.scene.id] = declared[entry.scene.id] ?? entry
            }
        }
        let scenes = scope.scenes.map { scene in
            declared[scene.id] ?? Entry(scene: scene, isStandalone: false, nodes: SceneNodes(scene))
        }
        let screens = screensInNoScene.map { screen in
            standalone[screen.id] ?? {
                let scene = Scene.standalone(screen)
                return Entry(scene: scene, isStandalone: true, nodes: SceneNodes(scene))
            }()
        }
        return SceneCatalog(entries: scenes + screens)
    }
}
