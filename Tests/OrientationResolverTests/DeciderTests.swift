import A11yCore
import Hierarchy
import OrientationResolver
import TestSupport
import Testing

/// reference/uikit.md 1.3: which view controller the system asks, by presentation style.
@Suite("1.3 whose mask counts")
struct DeciderTests {
    static func scene(_ style: String, extra: String = "") -> Project {
        Fixtures.project("""
            app: {devices: [iphone, ipad], requiresFullScreen: true}
            screens:
              menu: {orientations: portrait}
              top: {orientations: [portrait, landscapeLeft]}
            scenes:
              main:
                root: menu
                presentations:
                  - {present: top, style: \(style)\(extra)}
            """)
    }

    @Test("1.3 none presented: the root decides")
    func root() {
        let project = Fixtures.project("""
            screens:
              menu: {orientations: portrait}
            scenes:
              main: {root: menu}
            """)
        let result = Fixtures.orientation("main", in: project, Fixtures.environment("iphone-16"))
        #expect(result.decider?.id == "menu")
        #expect(result.effectiveMask == .portrait)
    }

    @Test("1.3 fullScreen: the presented view controller decides")
    func fullScreen() {
        let result = Fixtures.orientation("main", in: Self.scene("fullScreen"), Fixtures.environment("iphone-16"))
        #expect(result.decider?.id == "top")
        #expect(result.effectiveMask == [.portrait, .landscapeLeft])
    }

    @Test("1.3 overFullScreen: the presented mask intersects the presenters still on screen (Decomp)")
    func overFullScreen() {
        let result = Fixtures.orientation("main", in: Self.scene("overFullScreen"), Fixtures.environment("iphone-16"))
        #expect(result.decider?.id == "top")
        #expect(result.answers.map(\.node.id) == ["top", "menu"])
        #expect(result.effectiveMask == .portrait)
    }

    @Test("1.3 pageSheet: the sheet's own mask is ignored, the presenter decides, also when it fills the window in compact height",
          arguments: [InterfaceOrientation.portrait, .landscapeRight])
    func pageSheet(orientation: InterfaceOrientation) {
        let result = Fixtures.orientation("main", in: Self.scene("pageSheet"), Fixtures.environment("iphone-16", orientation))
        #expect(result.decider?.id == "menu")
        #expect(result.effectiveMask == .portrait)
    }

    @Test("1.3 popover: the view controller underneath decides (iPad, with a source)")
    func popover() {
        let project = Fixtures.project("""
            app: {devices: [ipad], requiresFullScreen: true}
            screens:
              menu:
                orientations: portrait
                view: [{button: {id: anchor, title: More}}]
              top: {orientations: all}
            scenes:
              main:
                root: menu
                presentations:
                  - {present: top, style: popover, source: anchor}
            """)
        let result = Fixtures.orientation("main", in: project, Fixtures.environment("ipad-pro-11"))
        #expect(result.decider?.id == "menu")
        #expect(result.effectiveMask == .portrait)
    }

    @Test("1.3 currentContext / overCurrentContext: the context and the chain below decide",
          arguments: ["currentContext", "overCurrentContext"])
    func contextStyles(style: String) {
        let result = Fixtures.orientation("main", in: Self.scene(style), Fixtures.environment("ipad-pro-11"))
        #expect(result.decider?.id == "menu")
        #expect(result.effectiveMask == .portrait)
    }

    @Test("1.3 custom: shouldPresentInFullscreen (fillsScreen, default true) makes the presented view controller decide")
    func custom() {
        let fills = Fixtures.orientation("main", in: Self.scene("custom"), Fixtures.environment("iphone-16"))
        #expect(fills.decider?.id == "top")
        let partial = Fixtures.orientation("main", in: Self.scene("custom", extra: ", fillsScreen: false"), Fixtures.environment("iphone-16"))
        #expect(partial.decider?.id == "menu")
    }

    @Test("1.3 automatic resolves to a sheet (3.1), so the presenter decides")
    func automatic() {
        let result = Fixtures.orientation("main", in: Self.scene("automatic"), Fixtures.environment("iphone-16", ios: 17))
        #expect(result.decider?.id == "menu")
    }
}
