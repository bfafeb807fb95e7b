import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// A tab shows the `tabBarItem` of the tab bar controller's child: a navigation controller's own
/// when it has one ([tabBarItem](https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem)),
/// else its root's, else the root's title (reference/voiceover.md A1.9).
@Suite struct ContainerTabBarItemTests {
    static let yaml = """
        screens:
          inbox:
            title: Inbox
            tabBarItem: {title: Mail}
          archive: {title: Archive}
          drafts: {title: Drafts}
        scenes:
          tabs:
            root:
              tabs:
                id: tabs
                items:
                  - navigation: {id: inboxNav, stack: [inbox], tabBarItem: {title: Messages, hint: Your mail, badge: "2"}}
                  - navigation: {id: archiveNav, stack: [archive], tabBarItem: {title: Old, label: Archived mail}}
                  - {navigation: {id: draftsNav, stack: [drafts]}}
                  - inbox
                selected: 0
        """

    @Test func theChildsOwnItemWinsOverItsRootsAndTitle() {
        let project = Spec.project(Self.yaml).project
        let environment = Fixtures.environment("iphone-16", .portrait, ios: 18)
        let result = SceneAccessibility.analyze(Fixtures.scene("tabs", in: project, environment), project: project)
        #expect(result.elements.filter { $0.id.hasPrefix("tab.") }.map { "\($0.id): \(result.announcement(for: $0).text)" } == [
            "tab.0: Selected: Messages: 2 items. Tab. 1 of 4.",
            "tab.1: Archived mail. Tab. 2 of 4.",
            "tab.2: Drafts. Tab. 3 of 4.",
            "tab.3: Mail. Tab. 4 of 4.",
        ])
        #expect(result.elements.first { $0.id == "tab.0" }.flatMap { result.announcement(for: $0).hint } == "Your mail")
    }
}
