import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// Split view controllers in a scene. Sources: BarMetrics (320 pt side columns in regular width),
/// reference/uikit.md 2.4 (a split view controller collapses to one column in compact
/// width), reference/voiceover.md A2.2 (one geometric order across the columns: the two titles
/// share a row).
@Suite struct SceneSplitTests {
    static let yaml = """
        screens:
          folders:
            title: Folders
            view:
              - label: {id: inbox, text: Inbox, frame: [16, 120, 200, 30]}
          message:
            title: Hello
            view:
              - label: {id: body, text: Hi there, frame: [16, 120, 300, 30]}
        scenes:
          mail:
            root:
              split:
                id: split
                style: doubleColumn
                primary: {navigation: {id: foldersNav, stack: [folders]}}
                secondary: {navigation: {id: messageNav, stack: [message]}}
        """

    static func analyze(_ device: String, _ orientation: InterfaceOrientation) -> SceneAccessibilityResult {
        let project = Spec.project(yaml).project
        let environment = Fixtures.environment(device, orientation)
        return SceneAccessibility.analyze(Fixtures.scene(project.scenes[0].id, in: project, environment),
                                          project: project)
    }

    @Test("regular width: both columns with their own bars, the secondary one from x = 320")
    func columns() {
        let result = Self.analyze("ipad", .landscapeRight)
        #expect(result.spoken == ["nav.title: Folders. Heading.", "nav.title: Hello. Heading.", "inbox: Inbox", "body: Hi there"])
        #expect(result.elements[3].frame == Rect(x: 336, y: 120, width: 300, height: 30))
    }

    /// Source: [splitViewController(_:collapseSecondary:onto:)](https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:collapsesecondary:onto:)):
    /// with no delegate taking the collapse, UINavigationController pushes the secondary view controller onto its stack.
    @Test("compact width: the collapsed secondary column sits on the primary's stack, with a Back button to it")
    func collapsed() {
        #expect(Self.analyze("iphone-16", .portrait).spoken == ["nav.back: Folders. Back Button.", "nav.title: Hello. Heading.", "body: Hi there"])
    }

    @Test("compact width: a secondary screen without a navigation controller of its own is pushed the same way")
    func collapsedScreen() {
        let yaml = Self.yaml.replacingOccurrences(of: "secondary: {navigation: {id: messageNav, stack: [message]}}", with: "secondary: message")
        let project = Spec.project(yaml).project
        let result = SceneAccessibility.analyze(Fixtures.scene(project.scenes[0].id, in: project, Fixtures.environment("iphone-16", .portrait)),
                                                project: project)
        #expect(result.spoken == ["nav.back: Folders. Back Button.", "nav.title: Hello. Heading.", "body: Hi there"])
    }

    @Test("compact width: collapsing to the primary column shows it alone")
    func collapsedToPrimary() {
        let yaml = Self.yaml.replacingOccurrences(of: "style: doubleColumn", with: "style: doubleColumn\n        collapsesTo: primary")
        let project = Spec.project(yaml).project
        let result = SceneAccessibility.analyze(Fixtures.scene(project.scenes[0].id, in: project, Fixtures.environment("iphone-16", .portrait)),
                                                project: project)
        #expect(result.spoken == ["nav.title: Folders. Heading.", "inbox: Inbox"])
    }
}
