import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// Tab bars outside a tab bar controller: a standalone UITabBar and a view with the `tabBar` trait
/// read their items as "Tab. i of n" (reference/voiceover.md A2.3, A3.3 `testTabBars`).
@Suite struct StandaloneTabBarTests {
    private static func bar(selected: String) -> String {
        """
        - tabBar:
            id: bar
            frame: [0, 803, 400, 49]
            \(selected)
            items:
              - {title: Home}
              - {title: Inbox, badge: "3"}
              - {title: Settings, enabled: false}
              - {image: gear}
              - {id: custom, title: Custom, label: Label, value: Value, hint: Hint}
        """
    }

    @Test("A3.3 testTabBars (AccessibilitySnapshot reference legends, iOS 18.5): a UITabBar's items read Tab. i of n in item order, Selected: on the selected one, Dimmed. when disabled, the badge or value as value")
    func standaloneTabBar() {
        let result = Fixtures.analyze(view: Self.bar(selected: "selected: 1"), options: AnalysisOptions(voiceOverRelease: .iOS17))
        #expect(result.spoken == [
            "bar.0: Home. Tab. 1 of 5.", "bar.1: Selected: Inbox: 3 items. Tab. 2 of 5.", "bar.2: Settings. Dimmed. Tab. 3 of 5.",
            "bar.3: Tab. 4 of 5.", "custom: Label: Value. Tab. 5 of 5.",
        ])
        #expect(result.hints == ["-", "-", "-", "-", "Hint"])
        #expect(result.elements.map(\.frame?.x) == [0, 80, 160, 240, 320])
        #expect(result.elements.allSatisfy { $0.containers == [ContainerMembership(id: "bar", role: .tabBar)] })
    }

    @Test("A2.3 (AccessibilitySnapshot, UITabBar context): a UITabBar with nothing selected numbers its items the same and says Selected: nowhere")
    func standaloneTabBarWithoutSelection() {
        let result = Fixtures.analyze(view: Self.bar(selected: ""), options: AnalysisOptions(voiceOverRelease: .iOS17))
        #expect(result.texts == [
            "Home. Tab. 1 of 5.", "Inbox: 3 items. Tab. 2 of 5.", "Settings. Dimmed. Tab. 3 of 5.", "Tab. 4 of 5.", "Label: Value. Tab. 5 of 5.",
        ])
    }

    @Test("AccessibilitySnapshot's reference images of iOS 26.2 (same commit as the 17.5 ones): a badge is no longer spoken (\"Item B. Tab. 2 of 4.\"); a given value still is")
    func badgesAreSilentOnIOS26() {
        let result = Fixtures.analyze(view: Self.bar(selected: ""))
        #expect(result.texts == [
            "Home. Tab. 1 of 5.", "Inbox. Tab. 2 of 5.", "Settings. Dimmed. Tab. 3 of 5.", "Tab. 4 of 5.", "Label: Value. Tab. 5 of 5.",
        ])
    }

    @Test("A2.3 (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/tabbar): a view with the tabBar trait numbers its elements in reading order, with or without a selected one")
    func tabBarTraitView() {
        let view = """
            - view:
                traits: [tabBar]
                frame: [0, 800, 393, 49]
                children:
                  - button: {id: c, title: Me, frame: [262, 0, 131, 49]}
                  - button: {id: a, title: Feed, frame: [0, 0, 131, 49]}
                  - button: {id: b, title: Search, SELECTED frame: [131, 0, 131, 49]}
            """
        let selected = Fixtures.analyze(view: view.replacingOccurrences(of: "SELECTED", with: "traits: [selected],"))
        #expect(selected.spoken == ["a: Feed. Tab. 1 of 3.", "b: Selected: Search. Tab. 2 of 3.", "c: Me. Tab. 3 of 3."])
        let none = Fixtures.analyze(view: view.replacingOccurrences(of: "SELECTED", with: ""))
        #expect(none.texts == ["Feed. Tab. 1 of 3.", "Search. Tab. 2 of 3.", "Me. Tab. 3 of 3."])
    }

    @Test("A2.3 (AccessibilitySnapshot, UITabBar context: index among the bar's item buttons, count = items.count): an order on a UITabBar lists its item buttons by id without renumbering them; the unlisted ones are unreachable")
    func orderedTabBar() {
        let result = Fixtures.analyze(view: """
            - tabBar:
                id: bar
                order: [second, bar.0]
                frame: [0, 803, 400, 49]
                items: [{title: One}, {id: second, title: Two}, {title: Three}]
            """)
        #expect(result.spoken == ["second: Two. Tab. 2 of 3.", "bar.0: One. Tab. 1 of 3."])
        #expect(result.cutOff == ["bar.2: notInOrder"])
    }

    @Test("A3.3 testTabBars: a tab bar controller's items take value, hint and enabled like other items")
    func tabBarControllerItems() {
        let project = Spec.project("""
            screens:
              feed: {title: Feed, tabBarItem: {title: Feed, badge: "2", value: 2 new posts, hint: Shows your feed.}}
              me: {title: Me, tabBarItem: {title: Me, enabled: false}}
            scenes:
              main: {root: {tabs: {id: tabs, items: [feed, me]}}}
            """).project
        let environment = Fixtures.environment()
        let result = SceneAccessibility.analyze(SceneResolver.resolve(project.scenes[0], project: project, environment: environment),
                                                project: project)
        let announcements = result.elements.map { result.announcement(for: $0).description }
        #expect(announcements == ["Selected: Feed: 2 new posts. Tab. 1 of 2. | Shows your feed.", "Me. Dimmed. Tab. 2 of 2."])
    }
}
