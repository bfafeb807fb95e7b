import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// The navigation bar's back button and title view. Sources: reference/voiceover.md A1.9 and A3.4
/// (the back button reads the previous item's title, or "Back", with the back button trait:
/// AccessibilitySnapshot's "Back Button." legend), UIKit's `hidesBackButton` and `titleView`.
@Suite struct SceneBackButtonTests {
    static let yaml = """
        screens:
          untitled:
            view:
              - label: {id: intro, text: Welcome, frame: [16, 200, 200, 30]}
          plain: {title: Plain}
          locked:
            title: Locked
            navigationItem: {hidesBackButton: true}
          custom:
            navigationItem:
              titleView: {segmented: {id: mode, segments: [Day, Week], selected: 1, frame: [0, 6, 131, 32]}}
        scenes:
          fallback:
            root: {navigation: {id: nav1, stack: [untitled, plain]}}
          hidden:
            root: {navigation: {id: nav2, stack: [plain, locked]}}
          titleView:
            root: {navigation: {id: nav3, stack: [custom]}}
        """

    static func spoken(_ id: String) -> [String] {
        let project = Spec.project(yaml).project
        let environment = Fixtures.environment("iphone-16", .portrait)
        return SceneAccessibility.analyze(Fixtures.scene(id, in: project, environment),
                                          project: project).spoken
    }

    @Test("a previous screen without a title gives \"Back\", spoken as the trait alone")
    func backFallback() {
        #expect(Self.spoken("fallback") == ["nav.back: Back Button.", "nav.title: Plain. Heading."])
    }

    @Test("hidesBackButton leaves only the title")
    func hidesBackButton() {
        #expect(Self.spoken("hidden") == ["nav.title: Locked. Heading."])
    }

    @Test("a titleView's elements stand in for the title, and the root has no back button")
    func titleView() {
        #expect(Self.spoken("titleView") == ["mode.0: Day. Button. 1 of 2.", "mode.1: Selected: Week. Button. 2 of 2."])
    }
}
