import A11yCore
import Hierarchy
import OrientationResolver
import TestSupport
import Testing

/// `orientation-override-ignored` judges a window root's tree once per environment: scenes that
/// share the root node (a storyboard's navigation stack, and each presentation from its screens)
/// find what each finds on its own, in its own scene.
@Suite struct SharedRootTreeTests {
    private let yaml = """
        screens:
          menu: {title: Menu}
          landscapeOnly:
            orientations: [landscapeLeft, landscapeRight]
          sheet: {title: Sheet}
          cover: {title: Cover}
        scenes:
          plain:
            root: {navigation: {id: nav, stack: [menu, landscapeOnly]}}
        """

    @Test func eachSceneWithTheRootFindsWhatItFindsAlone() throws {
        let project = Fixtures.project(yaml)
        let environment = Fixtures.environment()
        let plain = try #require(project.scenes.first)
        // Scenes that show the same root node with presentations above it, as the storyboard
        // source makes them.
        let presenting = ["sheet": PresentationStyle.pageSheet, "cover": .fullScreen].sorted { $0.key < $1.key }.map { id, style in
            var scene = Scene(id: "\(id)Scene", location: plain.location, root: plain.root)
            scene.presentations = Spec.project("""
                screens:
                  menu: {title: Menu}
                  \(id): {title: \(id)}
                scenes:
                  main:
                    root: menu
                    presentations:
                      - {present: \(id), style: \(style.rawValue)}
                """).project.scenes[0].presentations
            return scene
        }
        let resolved = ([plain] + presenting).map {
            SceneResolver.resolve($0, project: project, environment: environment, assumptions: .defaults)
        }
        let rule = OrientationOverrideIgnoredRule()
        let together = rule.findings(in: RuleInput(project: project, environment: environment, scenes: resolved, assumptions: .defaults))
        let alone = resolved.flatMap { scene in
            rule.findings(in: RuleInput(project: project, environment: environment, scenes: [scene], assumptions: .defaults))
        }
        #expect(together == alone)
        #expect(together.map(\.scope) == ["plain", "coverScene", "sheetScene"])
    }
}
