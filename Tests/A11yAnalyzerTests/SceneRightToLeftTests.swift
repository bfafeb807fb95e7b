import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// Bars in right-to-left layouts. Sources: UIKit mirrors navigation bars, toolbars and tab bars
/// under `semanticContentAttribute` for right-to-left languages (Apple, "Supporting right-to-left
/// languages"), and reference/voiceover.md A2.2 (rows read from the right in right-to-left).
@Suite struct SceneRightToLeftTests {
    static let yaml = """
        screens:
          apps: {title: Settings}
          music:
            title: Music
            navigationItem:
              rightItems: [{id: add, system: add}]
            view:
              - switch: {id: sync, label: Sync, on: false, frame: [16, 120, 51, 31]}
        scenes:
          nav:
            root: {navigation: {id: nav, stack: [apps, music]}}
        """

    @Test("the back button moves to the right edge and is still read first; the right item moves left")
    func mirroredNavigationBar() {
        let project = Spec.project(Self.yaml).project
        let environment = Fixtures.environment("iphone-16", .portrait, layoutDirection: .rightToLeft)
        let result = SceneAccessibility.analyze(Fixtures.scene(project.scenes[0].id, in: project, environment),
                                                project: project)
        #expect(result.spoken == [
            "nav.back: Settings. Back Button.", "nav.title: Music. Heading.", "add: Add. Button.",
            "sync: Sync. Switch Button. Off.",
        ])
        #expect(result.elements[0].frame == Rect(x: 265, y: 59, width: 120, height: 44))
        #expect(result.elements[2].frame == Rect(x: 8, y: 59, width: 60, height: 44))
    }
}
