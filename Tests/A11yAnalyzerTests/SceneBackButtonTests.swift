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

    @Test("UINavigationBar centres the titleView in the bar, wherever the file drew it (ParkenDD's title button was drawn at the bar's trailing edge)")
    func titleViewIsCentred() {
        let yaml = Self.yaml.replacing("frame: [0, 6, 131, 32]", with: "frame: [159, 3.5, 131, 37]")
        let project = Spec.project(yaml).project
        let environment = Fixtures.environment("iphone-16", .portrait)
        let result = SceneAccessibility.analyze(Fixtures.scene("titleView", in: project, environment), project: project)
        // The bar is 0, 59, 393 x 44: the 131 x 37 view at x (393 - 131) / 2, y 59 + (44 - 37) / 2.
        #expect(result.elements.map(\.frame) == [Rect(x: 131, y: 62.5, width: 65.5, height: 37),
                                                  Rect(x: 196.5, y: 62.5, width: 65.5, height: 37)])
    }

    @Test("a titleView's elements stand in for the title, and the root has no back button")
    func titleView() {
        #expect(Self.spoken("titleView") == ["mode.0: Day. Button. 1 of 2.", "mode.1: Selected: Week. Button. 2 of 2."])
    }
}
