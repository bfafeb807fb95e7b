import A11yCore
import Hierarchy
import OrientationResolver
import TestSupport
import Testing

/// reference/uikit.md 1.4: containers compute their own mask and consult children only when a
/// subclass forwards.
@Suite("1.4 container masks")
struct ContainerMaskTests {
    static func root(_ node: String, screens: String = "") -> OrientationResolution {
        let project = Fixtures.project("""
            screens:
              a: {orientations: landscape}
              b: {orientations: portrait}
            \(screens)
            scenes:
              main:
                root: \(node)
            """)
        return Fixtures.orientation("main", in: project, Fixtures.environment("iphone-16"))
    }

    @Test("1.4 UINavigationController answers with its own default, not the top child's mask")
    func navigationDefault() {
        let result = Self.root("{navigation: {id: nav, stack: [b, a]}}")
        #expect(result.decider?.id == "nav")
        #expect(result.answers[0].source == .default)
        #expect(result.effectiveMask == .allButUpsideDown)
        #expect(result.maskAskedOf.map(\.id) == ["nav"])
    }

    @Test("1.4 UITabBarController uses neither the selected child nor the intersection of its children")
    func tabsDefault() {
        let result = Self.root("{tabs: {id: tabs, items: [a, b], selected: a}}")
        #expect(result.decider?.id == "tabs")
        #expect(result.effectiveMask == .allButUpsideDown)
    }

    @Test("1.4 the container delegate's supportedInterfaceOrientations decides when implemented")
    func delegate() {
        let result = Self.root("{tabs: {id: tabs, items: [a, b], delegateOrientations: portrait}}")
        #expect(result.answers[0].source == .delegate)
        #expect(result.effectiveMask == .portrait)
    }

    @Test("1.4 a subclass's own override wins over its delegate")
    func overrideBeforeDelegate() {
        let result = Self.root("{navigation: {id: nav, stack: [a], orientations: landscape, delegateOrientations: portrait}}")
        #expect(result.answers[0].source == .override)
        #expect(result.effectiveMask == .landscape)
    }

    @Test("1.4 a navigation subclass that forwards to topViewController asks the top child")
    func forwardsTop() {
        let result = Self.root("{navigation: {id: nav, stack: [b, a], forwardsOrientations: top}}")
        #expect(result.answers[0].source == .forwarded(to: "a"))
        #expect(result.maskAskedOf.map(\.id) == ["nav", "a"])
        #expect(result.effectiveMask == .landscape)
    }

    @Test("1.4 a tab bar subclass that forwards to the selected child asks it")
    func forwardsSelected() {
        let result = Self.root("{tabs: {id: tabs, items: [a, b], selected: b, forwardsOrientations: selected}}")
        #expect(result.effectiveMask == .portrait)
    }

    @Test("1.4 UISplitViewController keeps the default and does not consult its columns")
    func split() {
        let result = Self.root("{split: {id: split, primary: a, secondary: b}}")
        #expect(result.decider?.id == "split")
        #expect(result.effectiveMask == .allButUpsideDown)
    }

    @Test("1.4 UIPageViewController: its delegate, else the default")
    func page() {
        #expect(Self.root("{page: {id: pages, pages: [a, b]}}").effectiveMask == .allButUpsideDown)
        #expect(Self.root("{page: {id: pages, pages: [a, b], delegateOrientations: landscape}}").effectiveMask == .landscape)
    }

    @Test("1.4 a custom container has no childFor... hook: it answers itself unless it forwards to a child by id")
    func customContainer() {
        let plain = Self.root("{container: {id: box, children: [{node: a}]}}")
        #expect(plain.effectiveMask == .allButUpsideDown)
        let forwarding = Self.root("{container: {id: box, children: [{node: a}], forwardsOrientations: a}}")
        #expect(forwarding.effectiveMask == .landscape)
    }

    @Test("1.4 a per-idiom mask leaves an idiom out: that idiom gets the view controller default")
    func perIdiom() {
        let project = Fixtures.project("""
            app: {devices: [iphone, ipad], requiresFullScreen: true}
            screens:
              home: {orientations: {ipad: landscape}}
            """)
        #expect(Fixtures.orientation("home", in: project, Fixtures.environment("iphone-16")).effectiveMask == .allButUpsideDown)
        #expect(Fixtures.orientation("home", in: project, Fixtures.environment("ipad-pro-11")).effectiveMask == .landscape)
    }
}
