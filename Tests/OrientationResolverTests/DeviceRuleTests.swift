import A11yCore
import Hierarchy
import OrientationResolver
import TestSupport
import Testing

/// reference/uikit.md 1.8-1.10: iPad multitasking, upside-down portrait, orientation at presentation.
@Suite("1.8-1.10 multitasking, upside down, presentation")
struct DeviceRuleTests {
    static let lockedScreen = """
        screens:
          player: {orientations: landscape}
        """

    @Test("1.8 an iPad app with all four orientations and no UIRequiresFullScreen ignores every view controller mask")
    func multitaskingIgnoresMasks() {
        let project = Fixtures.project("app: {devices: [ipad], orientations: all}\n" + Self.lockedScreen)
        let result = Fixtures.orientation("player", in: project, Fixtures.environment("ipad-pro-11"))
        #expect(result.ignoresViewControllerMasks)
        #expect(result.decider == nil)
        #expect(result.effectiveMask == .all)
        #expect(result.initialOrientation == .portrait)
    }

    @Test("1.8 UIRequiresFullScreen, or fewer than four orientations, makes UIKit honour the mask again")
    func optOut() {
        let fullScreen = Fixtures.project("app: {devices: [ipad], requiresFullScreen: true}\n" + Self.lockedScreen)
        #expect(Fixtures.orientation("player", in: fullScreen, Fixtures.environment("ipad-pro-11")).effectiveMask == .landscape)
        let threeOrientations = Fixtures.project("app: {devices: [ipad], orientations: allButUpsideDown}\n" + Self.lockedScreen)
        #expect(Fixtures.orientation("player", in: threeOrientations, Fixtures.environment("ipad-pro-11")).effectiveMask == .landscape)
    }

    @Test("1.8 UIRequiresFullScreen is ignored on iPhone; the mask counts there")
    func iphoneUnaffected() {
        let project = Fixtures.project("app: {devices: [iphone, ipad], orientations: all}\n" + Self.lockedScreen)
        #expect(Fixtures.orientation("player", in: project, Fixtures.environment("iphone-16")).effectiveMask == .landscape)
    }

    static let upsideDown = Fixtures.project("""
        app: {devices: [iphone, ipad], orientations: all, requiresFullScreen: true}
        screens:
          home: {orientations: all}
        """)

    @Test("1.9 a Face ID iPhone never uses portraitUpsideDown, even when Info.plist and the view controller allow it")
    func faceID() {
        let result = Fixtures.orientation("home", in: Self.upsideDown, Fixtures.environment("iphone-16"))
        #expect(result.effectiveMask == .allButUpsideDown)
        #expect(result.rotations[.portraitUpsideDown] == nil)
    }

    @Test("1.9 a Home-button iPhone and an iPad allow it when both masks include it",
          arguments: ["iphone-se", "ipad-pro-11"])
    func homeButtonAndIPad(device: String) {
        let result = Fixtures.orientation("home", in: Self.upsideDown, Fixtures.environment(device))
        #expect(result.effectiveMask == .all)
        #expect(result.rotations[.portraitUpsideDown] == .portraitUpsideDown)
    }

    static let presentations = Fixtures.project("""
        screens:
          menu: {title: Menu}
          player: {orientations: landscape, preferredOrientation: landscapeLeft}
          plain: {orientations: landscape}
        scenes:
          full:
            root: menu
            presentations: [{present: player, style: fullScreen}]
          sheet:
            root: menu
            presentations: [{present: player, style: pageSheet}]
          unpreferred:
            root: menu
            presentations: [{present: plain, style: fullScreen}]
        """)

    @Test("1.10 a full-screen presentation whose mask excludes the current orientation rotates to its preferred one")
    func fullScreenRotates() {
        let result = Fixtures.orientation("full", in: Self.presentations, Fixtures.environment("iphone-16"))
        #expect(result.initialOrientation == .landscapeLeft)
        #expect(result.preferredOrientationAskedOf.map(\.id) == ["player"])
    }

    @Test("1.10 without a preferred orientation the current orientation is kept when allowed")
    func currentKept() {
        let result = Fixtures.orientation("unpreferred", in: Self.presentations, Fixtures.environment("iphone-16", .landscapeRight))
        #expect(result.initialOrientation == .landscapeRight)
    }

    @Test("1.10 a sheet does not rotate: its mask and preferred orientation are not consulted")
    func sheetNoRotation() {
        let result = Fixtures.orientation("sheet", in: Self.presentations, Fixtures.environment("iphone-16"))
        #expect(result.initialOrientation == .portrait)
        #expect(result.preferredOrientationAskedOf.isEmpty)
    }

    @Test("1.10 overFullScreen is not a full-screen presentation controller: the preferred orientation is not asked (unverified row, model reading)")
    func overFullScreenKeepsOrientation() {
        let project = Fixtures.project("""
            screens:
              menu: {title: Menu}
              player: {preferredOrientation: landscapeLeft}
            scenes:
              main:
                root: menu
                presentations: [{present: player, style: overFullScreen}]
            """)
        let result = Fixtures.orientation("main", in: project, Fixtures.environment("iphone-16"))
        #expect(result.initialOrientation == .portrait)
        #expect(result.preferredOrientationAskedOf.isEmpty)
    }

    @Test("1.10 after a full-screen view controller is dismissed, the presenter's mask applies again")
    func dismissal() {
        let project = Fixtures.project("""
            screens:
              menu: {orientations: portrait}
              player: {orientations: landscape}
            scenes:
              playing:
                root: menu
                presentations: [{present: player, style: fullScreen}]
              dismissed:
                root: menu
            """)
        let environment = Fixtures.environment("iphone-16", .landscapeRight)
        #expect(Fixtures.orientation("playing", in: project, environment).effectiveMask == .landscape)
        let back = Fixtures.orientation("dismissed", in: project, environment)
        #expect(back.effectiveMask == .portrait)
        #expect(back.initialOrientation == .portrait)
    }
}
