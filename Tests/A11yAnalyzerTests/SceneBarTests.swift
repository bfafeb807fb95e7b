import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// Bars and context presentations in a scene. Sources: reference/voiceover.md A1.9 (the
/// navigation bar exposes back button, heading title and bar items; a tab bar its items), A2.3 and
/// A3.4 ("Tab. i of n", "Selected:", the badge as value, toolbar items as buttons), UIKit's
/// documentation of `toolbarItems` (the toolbar shows the top view controller's items) and of
/// `leftItemsSupplementBackButton` (left items replace the back button by default), and
/// reference/assumptions.md `contextStylesAdapt` (a context presentation leaves the tab bar visible).
@Suite struct SceneBarTests {
    static let yaml = """
        screens:
          apps:
            title: Settings
            navigationItem: {backButtonTitle: Apps}
          music:
            title: Music
            navigationItem:
              leftItems: [{id: edit, system: edit}]
            toolbarItems: [{system: flexibleSpace}, {id: share, system: action}, {system: add}]
            view:
              - switch: {id: sync, label: Sync Library, on: false, frame: [300, 120, 51, 31]}
          library:
            title: Library
            tabBarItem: {title: Library, badge: "3"}
          search: {title: Search}
          player:
            view:
              - button: {id: close, title: Close, frame: [16, 16, 80, 44]}
        scenes:
          toolbar:
            root: {navigation: {id: nav, stack: [apps, music], toolbarHidden: false}}
          backTitle:
            root: {navigation: {id: nav2, stack: [apps, search]}}
          tabs:
            root:
              tabs:
                id: tabs
                items: [{navigation: {id: libNav, stack: [library]}}, search]
                selected: 0
            presentations:
              - {present: player, from: library, style: overCurrentContext}
        """

    static func analyze(_ id: String, ios: Int = 18) -> SceneAccessibilityResult {
        let project = Spec.project(yaml).project
        let environment = Fixtures.environment("iphone-16", .portrait, ios: ios)
        return SceneAccessibility.analyze(Fixtures.scene(id, in: project, environment),
                                          project: project)
    }

    @Test("left items replace the back button; the toolbar comes last, spaces left out, system names spoken")
    func toolbarAndLeftItems() {
        let result = Self.analyze("toolbar")
        #expect(result.spoken == [
            "edit: Edit. Button.", "nav.title: Music. Heading.",
            "sync: Sync Library. Switch Button. Off.",
            "share: Share. Button.", "toolbar.2: Add. Button.",
        ])
        #expect(result.elements.last?.frame == Rect(x: 262, y: 774, width: 131, height: 44))
    }

    @Test("the back button reads the previous screen's backButtonTitle")
    func backButtonTitle() {
        #expect(Self.analyze("backTitle").spoken == ["nav.back: Apps. Back Button.", "nav.title: Search. Heading."])
    }

    @Test("an overCurrentContext presentation covers its navigation controller, not the tab bar")
    func contextPresentationKeepsTheTabBar() {
        let result = Self.analyze("tabs")
        #expect(result.spoken == [
            "close: Close. Button.",
            "tab.0: Selected: Library: 3 items. Tab. 1 of 2.",
            "tab.1: Search. Tab. 2 of 2.",
        ])
        #expect(result.unreachable.map { "\($0.element.id): \($0.reason)" }
            == ["nav.title: covered by player (overCurrentContext)"])
        // iOS 26 no longer speaks the badge (AccessibilitySnapshot's iOS 26.2 reference images).
        #expect(Self.analyze("tabs", ios: 26).spoken.dropFirst().first == "tab.0: Selected: Library. Tab. 1 of 2.")
        #expect(result.leaks.isEmpty)
    }
}

/// Large titles and compact bars. Sources: BarMetrics (UIKit's bar sizes: 44 pt bars, a 52 pt
/// large title row, 32 pt bars on an iPhone in compact height, where large titles collapse, and
/// the side safe area of Face ID iPhones in landscape).
@Suite struct SceneBarGeometryTests {
    static let yaml = """
        screens:
          inbox:
            title: Inbox
            navigationItem:
              largeTitle: true
              rightItems: [{id: compose, system: compose}]
            view:
              - label: {id: empty, text: No mail, frame: [16, 200, 200, 30]}
        scenes:
          mail:
            root: {navigation: {id: nav, stack: [inbox]}}
        """

    static func analyze(_ orientation: InterfaceOrientation) -> SceneAccessibilityResult {
        let project = Spec.project(yaml).project
        let environment = Fixtures.environment("iphone-16", orientation)
        return SceneAccessibility.analyze(Fixtures.scene(project.scenes[0].id, in: project, environment),
                                          project: project)
    }

    @Test("a large title sits on the row below the bar items")
    func largeTitle() {
        let result = Self.analyze(.portrait)
        #expect(result.spoken == ["compose: Compose. Button.", "nav.title: Inbox. Heading.", "empty: No mail"])
        #expect(result.elements[1].frame == Rect(x: 16, y: 103, width: 361, height: 52))
    }

    @Test("in compact height the bar is 32 pt at the top, the title is back in it, items clear the 59 pt side inset")
    func compactHeight() {
        let result = Self.analyze(.landscapeRight)
        #expect(result.spoken == ["nav.title: Inbox. Heading.", "compose: Compose. Button.", "empty: No mail"])
        let title = result.elements[0].frame
        #expect(title.map { [$0.x + $0.width / 2, $0.y, $0.height] } == [426, 0, 32])
        #expect(result.elements[1].frame == Rect(x: 852 - 59 - 8 - 60, y: 0, width: 60, height: 32))
    }
}
