import A11yCore
import Hierarchy
import OrientationResolver
import TestSupport
import Testing

/// Rules about a scene look at every view controller the user can reach there without a new
/// presentation, and say how it is reached (issue #16, point 8).
@Suite struct ReachableControllerRuleTests {
    private func messages(_ rule: any Rule, _ yaml: String, on device: String) -> [String] {
        let input = RuleInput(project: Fixtures.project(yaml), environment: Fixtures.environment(device))
        return rule.findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test("willTransition(to:with:) for traits never runs on a full-screen iPad (https://developer.apple.com/documentation/uikit/uicontentcontainer/willtransition(to:with:)); a tab the user selects next counts")
    func traitRotationInATabThatIsNotSelected() {
        let found = messages(OrientationTraitRotationOnIPadRule(), """
            app: {devices: [ipad], requiresFullScreen: true}
            screens:
              library: {title: Library}
              video: {rotationHandling: traits}
              detail: {rotationHandling: traits}
            scenes:
              main:
                root:
                  tabs:
                    id: tabs
                    items: [library, {navigation: {id: nav, stack: [video, detail]}}]
            """, on: "ipad-pro-11")
        #expect(found == [
            "4:11 video (reached by selecting tab 2 of 2 in tabs) reacts to rotation in willTransition(to: UITraitCollection), "
                + "but on ipad-pro-11 portrait iOS 26 rotating between portrait and landscapeLeft keeps regular / regular, so it never runs",
            "5:12 detail (reached by selecting tab 2 of 2 in tabs) reacts to rotation in willTransition(to: UITraitCollection), "
                + "but on ipad-pro-11 portrait iOS 26 rotating between portrait and landscapeLeft keeps regular / regular, so it never runs",
        ])
    }

    @Test("supportedInterfaceOrientations is not called for a multitasking iPad app (https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations): a lock below the top of a stack counts")
    func multitaskingLockBelowTheTopOfAStack() {
        let found = messages(OrientationMultitaskingIgnoresLocksRule(), """
            app: {devices: [ipad], orientations: all}
            screens:
              list: {orientations: portrait}
              detail: {title: Detail}
            scenes:
              main:
                root: {navigation: {id: nav, stack: [list, detail]}}
            """, on: "ipad-pro-11")
        #expect(found == [
            "3:10 list (reached by going back in nav) locks orientation to [portrait], but the iPad app supports multitasking "
                + "(all four orientations, no UIRequiresFullScreen), so UIKit never asks it and the interface follows the device",
        ])
        // The hint names the Info.plist keys and UIKit's API first, then the spec's key.
        let input = RuleInput(project: Fixtures.project("app: {devices: [ipad], orientations: all}\nscreens:\n  list: {orientations: portrait}\n"),
                              environment: Fixtures.environment("ipad-pro-11"))
        #expect(OrientationMultitaskingIgnoresLocksRule().findings(in: input).compactMap(\.hint) == [
            "set UIRequiresFullScreen in the Info.plist (deprecated in iPadOS 26; a spec's app requiresFullScreen: true) or drop an "
                + "orientation from UISupportedInterfaceOrientations~ipad, or on iPadOS 26 use prefersInterfaceOrientationLocked",
        ])
    }

    @Test("every tab, every screen of a stack, every split column, each with its route; on-screen ones have none")
    func reachableControllersAndTheirRoutes() {
        let project = Fixtures.project("""
            screens:
              a: {title: A}
              b: {title: B}
              c: {title: C}
              d: {title: D}
              e: {title: E}
            scenes:
              main:
                root:
                  tabs:
                    id: tabs
                    items: [{navigation: {id: nav, stack: [a, b]}}, {split: {id: split, primary: c, secondary: d}}, e]
            """)
        let scene = Fixtures.scene("main", in: project, Fixtures.environment("iphone-16"))
        #expect(ReachableControllers.all(in: scene).map { "\($0.node.id): \($0.route ?? "on screen")" } == [
            "tabs: on screen", "nav: on screen", "b: on screen",
            "split: selecting tab 2 of 3 in tabs", "c: selecting tab 2 of 3 in tabs", "d: selecting tab 2 of 3 in tabs",
            "e: selecting tab 3 of 3 in tabs",
            "a: going back in nav",
        ])
    }
}
