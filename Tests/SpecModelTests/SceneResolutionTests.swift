import A11yCore
import Hierarchy
import TestSupport
import Testing

@Suite("Scene resolution (reference/uikit.md 3)")
struct SceneResolutionTests {
    static func single(_ presentation: String, app: String = "{devices: [iphone, ipad]}") -> Project {
        Fixtures.project("""
            app: \(app)
            screens:
              menu:
                view: [{button: {id: anchor, title: More}}]
              detail: {title: Detail}
            scenes:
              main:
                root: menu
                presentations:
                  - \(presentation)
            """)
    }

    static func style(_ presentation: String, _ environment: Hierarchy.Environment) -> StyleResolution {
        Fixtures.scene("main", in: single(presentation), environment).presentations[0].style
    }

    @Test("3.1 automatic is pageSheet on iOS 13-17 and formSheet from iOS 18")
    func automatic() {
        #expect(Self.style("{present: detail}", Fixtures.environment("ipad", ios: 17)).effective == .pageSheet)
        #expect(Self.style("{present: detail}", Fixtures.environment("ipad", ios: 18)).effective == .formSheet)
        #expect(Self.style("{present: detail}", Fixtures.environment("ipad")).requested == .automatic)
    }

    @Test("3.2 a sheet in compact height fills the window unless edge-attached (iOS 15+)")
    func sheetCompactHeight() {
        let landscape = Fixtures.environment("iphone-16", .landscapeRight)
        #expect(Self.style("{present: detail, style: pageSheet}", landscape).fillsWindow)
        #expect(Self.style("{present: detail, style: pageSheet}", Fixtures.environment("iphone-16")).fillsWindow == false)
        #expect(Self.style("{present: detail, style: pageSheet, edgeAttachedInCompactHeight: true}", landscape).fillsWindow == false)
    }

    @Test("3.2 a popover is a popover in regular width and a form sheet in compact width, unless adaptiveStyle says otherwise")
    func popoverAdaptation() {
        let popover = "{present: detail, style: popover, source: anchor"
        #expect(Self.style(popover + "}", Fixtures.environment("ipad")).effective == .popover)
        #expect(Self.style(popover + "}", Fixtures.environment("iphone-16")).effective == .formSheet)
        #expect(Self.style(popover + ", adaptiveStyle: none}", Fixtures.environment("iphone-16")).effective == .popover)
        #expect(Self.style(popover + ", adaptiveStyle: fullScreen}", Fixtures.environment("iphone-16")).effective == .fullScreen)
        #expect(Self.style(popover + "}", Fixtures.environment("iphone-16-pro-max", .landscapeRight)).effective == .popover)
    }

    @Test("3.2 a screen's own modalPresentationStyle applies when the presentation has no style")
    func ownStyle() {
        let project = Fixtures.project("""
            screens:
              menu: {title: Menu}
              detail: {modalPresentationStyle: overFullScreen, modalTransitionStyle: crossDissolve}
            scenes:
              main: {root: menu, presentations: [{present: detail}]}
            """)
        let presentation = Fixtures.scene("main", in: project, Fixtures.environment("iphone-16")).presentations[0]
        #expect(presentation.style.effective == .overFullScreen)
        #expect(presentation.transition == .crossDissolve)
    }

    static let contexts = Fixtures.project("""
        screens:
          list: {title: List}
          info: {title: Info}
          overlay: {title: Overlay}
          plain: {title: Plain}
        scenes:
          inTabs:
            root: {tabs: {id: tabs, items: [{navigation: {id: nav, stack: [list]}}, info]}}
            presentations: [{present: overlay, from: list, style: overCurrentContext}]
          noContext:
            root: {container: {id: box, children: [{node: plain}]}}
            presentations: [{present: overlay, from: plain, style: currentContext}]
          sheetFromChild:
            root: {tabs: {id: tabs2, items: [{navigation: {id: nav2, stack: [info]}}]}}
            presentations: [{present: overlay, from: info, style: pageSheet}]
        """)

    @Test("3.4 context styles present from the nearest view controller that defines a context (navigation by default)")
    func contextWalk() {
        let scene = Fixtures.scene("inTabs", in: Self.contexts, Fixtures.environment("iphone-16"))
        #expect(scene.presentations[0].presenter.id == "nav")
        #expect(scene.onScreen.map(\.id) == ["tabs", "nav", "list", "overlay"])
    }

    @Test("3.4 with no context defined, the root of the caller's hierarchy presents")
    func contextFallback() {
        let scene = Fixtures.scene("noContext", in: Self.contexts, Fixtures.environment("iphone-16"))
        #expect(scene.presentations[0].presenter.id == "box")
        #expect(scene.removed.map(\.id) == ["box", "plain"])
    }

    @Test("3.4 other styles are presented by the root ancestor of the caller")
    func rootAncestor() {
        let scene = Fixtures.scene("sheetFromChild", in: Self.contexts, Fixtures.environment("iphone-16"))
        #expect(scene.presentations[0].caller.id == "info")
        #expect(scene.presentations[0].presenter.id == "tabs2")
    }

    @Test("3.3 fullScreen removes the presenter's views; sheets and overFullScreen do not; custom only when it says so")
    func removal() {
        let iphone = Fixtures.environment("iphone-16")
        #expect(Fixtures.scene("main", in: Self.single("{present: detail, style: fullScreen}"), iphone).removed.map(\.id) == ["menu"])
        #expect(Fixtures.scene("main", in: Self.single("{present: detail, style: pageSheet}"), iphone).removed.isEmpty)
        #expect(Fixtures.scene("main", in: Self.single("{present: detail, style: overFullScreen}"), iphone).removed.isEmpty)
        #expect(Fixtures.scene("main", in: Self.single("{present: detail, style: custom}"), iphone).removed.isEmpty)
        let removing = Fixtures.scene("main", in: Self.single("{present: detail, style: custom, removesPresentersView: true}"), iphone)
        #expect(removing.removed.map(\.id) == ["menu"])
        #expect(removing.onScreen.map(\.id) == ["detail"])
    }

    @Test("3.3 a sheet filling the window in compact height keeps the presenter's views (sheetInCompactHeightCallsPresenter)")
    func sheetCompactHeightKeepsPresenter() throws {
        let landscape = Fixtures.environment("iphone-16", .landscapeRight)
        let scene = Fixtures.scene("main", in: Self.single("{present: detail, style: pageSheet}"), landscape)
        #expect(scene.removed.isEmpty)
        #expect(scene.assumptions == [.sheetInCompactHeightCallsPresenter])
        let docs = try Assumptions().applying(["sheetInCompactHeightCallsPresenter": "true"])
        #expect(Fixtures.scene("main", in: Self.single("{present: detail, style: pageSheet}"), landscape, assumptions: docs).removed.map(\.id) == ["menu"])
    }

    @Test("3.6 a popover without a source crashes in regular width only")
    func popoverCrash() {
        let project = Self.single("{present: detail, style: popover}")
        let ipad = Fixtures.scene("main", in: project, Fixtures.environment("ipad")).presentations[0]
        guard case .crashed(let crash) = ipad.outcome else { Issue.record("expected a crash"); return }
        #expect(crash.cause == .popoverWithoutSource)
        #expect(crash.exception.name == "NSGenericException")
        #expect(Fixtures.scene("main", in: project, Fixtures.environment("iphone-16")).presentations[0].outcome == .presented)
    }

    @Test("3.5 partialCurl with a style other than fullScreen crashes")
    func partialCurl() {
        let iphone = Fixtures.environment("iphone-16")
        let sheet = Fixtures.scene("main", in: Self.single("{present: detail, transition: partialCurl}"), iphone)
        #expect(sheet.presentations[0].outcome.isPresented == false)
        let full = Fixtures.scene("main", in: Self.single("{present: detail, style: fullScreen, transition: partialCurl}"), iphone)
        #expect(full.presentations[0].outcome == .presented)
    }

    @Test("3.6 presenting from a view controller that is already presenting is refused, and later entries never happen")
    func alreadyPresenting() {
        let project = Fixtures.project("""
            screens:
              menu: {title: Menu}
              a: {title: A}
              b: {title: B}
              c: {title: C}
            scenes:
              main:
                root: menu
                presentations:
                  - {present: a, style: pageSheet}
                  - {present: b, from: menu}
                  - {present: c}
            """)
        let scene = Fixtures.scene("main", in: project, Fixtures.environment("iphone-16"))
        #expect(scene.presentations[0].outcome == .presented)
        #expect(scene.presentations[1].outcome == .refused("Attempt to present b on menu (from menu) which is already presenting a."))
        #expect(scene.presentations[2].outcome == .notReached(afterIndex: 1))
        #expect(scene.onScreen.map(\.id) == ["menu", "a"])
    }

    @Test("on screen: navigation top, selected tab, split columns or the collapsed column in compact width")
    func onScreen() {
        let project = Fixtures.project("""
            screens:
              p: {title: P}
              s: {title: S}
              x: {title: X}
            scenes:
              split:
                root: {split: {id: sv, primary: p, secondary: {navigation: {id: nav, stack: [x, s]}}, collapsesTo: secondary}}
            """)
        #expect(Fixtures.scene("split", in: project, Fixtures.environment("ipad")).onScreen.map(\.id) == ["sv", "p", "nav", "s"])
        #expect(Fixtures.scene("split", in: project, Fixtures.environment("iphone-16")).onScreen.map(\.id) == ["sv", "nav", "s"])
    }

    @Test("a screen in no scene is analysed as the root of a synthesized scene")
    func standalone() {
        let project = Fixtures.project("screens:\n  lonely: {title: Alone}\n")
        let scenes = SceneResolver.resolveAll(project: project, environment: Fixtures.environment("iphone-16"))
        #expect(scenes.map(\.id) == ["lonely"])
        #expect(scenes[0].isStandalone)
        #expect(scenes[0].onScreen.map(\.id) == ["lonely"])
    }
}
