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
}
