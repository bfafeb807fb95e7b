import A11yCore
import Hierarchy
import TestSupport
import Testing

@Suite struct SceneCatalogTests {
    private let project = Fixtures.project("""
        screens:
          list: {title: List}
          detail: {title: Detail}
          lonely: {title: Alone}
          settings: {title: Settings}
        scenes:
          main:
            root: {navigation: {id: nav, stack: [list, detail]}}
            presentations:
              - present: settings
        """)

    @Test("the catalog holds the declared scenes, then one standalone scene per screen in no scene")
    func entries() {
        let catalog = SceneCatalog(project)
        #expect(catalog.entries.map(\.scene.id) == ["main", "lonely"])
        #expect(catalog.entries.map(\.isStandalone) == [false, true])
        #expect(catalog.entries[0].nodes.node("detail").map { catalog.entries[0].nodes.parent(of: $0)?.id } == "nav")
        #expect(catalog.entries[0].nodes.node("settings").map { catalog.entries[0].nodes.tree(of: $0) } == .presentation(0))
    }

    @Test("resolving a catalog gives what resolving the project does, in every environment")
    func resolvesLikeTheProject() {
        let catalog = SceneCatalog(project)
        for environment in [Fixtures.environment("iphone-16"), Fixtures.environment("ipad", .landscapeLeft)] {
            let direct = SceneResolver.resolveAll(project: project, environment: environment)
            let shared = SceneResolver.resolveAll(catalog, project: project, environment: environment)
            #expect(shared.map(\.id) == direct.map(\.id))
            #expect(shared.map(\.isStandalone) == direct.map(\.isStandalone))
            #expect(shared.map { $0.onScreen.map(\.id) } == direct.map { $0.onScreen.map(\.id) })
            #expect(shared.map { $0.shownPresentations.map(\.presented.id) } == direct.map { $0.shownPresentations.map(\.presented.id) })
        }
    }
}
