import A11yCore
import Hierarchy
import OrientationResolver
import TestSupport
import Testing

/// The orientation assumptions of reference/assumptions.md: both readings of each.
@Suite("reference/assumptions.md orientation assumptions")
struct AssumptionTests {
    static let video = Fixtures.project("""
        screens:
          menu: {title: Menu}
          video: {preferredOrientation: landscapeLeft}
        scenes:
          main:
            root: menu
            presentations: [{present: video, style: fullScreen}]
        """)

    @Test("preferredOrientationWins (default true, experiment E1): the presentation starts in preferredOrientation")
    func preferredWins() {
        let result = Fixtures.orientation("main", in: Self.video, Fixtures.environment("iphone-16"))
        #expect(result.initialOrientation == .landscapeLeft)
        #expect(result.assumptions == [.defaultMask, .preferredOrientationWins])
    }

    @Test("preferredOrientationWins=false (iOS 26 binary reading): the allowed device orientation is kept")
    func deviceWins() throws {
        let assumptions = try Assumptions().applying(["preferredOrientationWins": "false"])
        let result = Fixtures.orientation("main", in: Self.video, Fixtures.environment("iphone-16"), assumptions: assumptions)
        #expect(result.initialOrientation == .portrait)
    }

    static let mismatch = Fixtures.project("""
        screens:
          menu: {title: Menu}
          player: {orientations: landscape, preferredOrientation: portrait}
        scenes:
          main:
            root: menu
            presentations: [{present: player, style: fullScreen}]
        """)

    @Test("preferredOrientationMismatchCrashes (default: only iOS 12 and earlier): on iOS 13+ UIKit picks an allowed orientation")
    func mismatchWarns() {
        let result = Fixtures.orientation("main", in: Self.mismatch, Fixtures.environment("iphone-16", ios: 13))
        #expect(result.crash == nil)
        #expect(result.initialOrientation == .landscapeLeft)
        #expect(result.assumptions.contains(.preferredOrientationMismatchCrashes))
    }

    @Test("preferredOrientationMismatchCrashes=always: the old exception")
    func mismatchCrashes() throws {
        let assumptions = try Assumptions().applying(["preferredOrientationMismatchCrashes": "always"])
        let result = Fixtures.orientation("main", in: Self.mismatch, Fixtures.environment("iphone-16"), assumptions: assumptions)
        #expect(result.crashCause == .preferredOrientationUnsupported)
        #expect(result.crash?.reason == "preferredInterfaceOrientationForPresentation must return a supported interface orientation!")
    }

    static let sheetRoot = Fixtures.project("""
        app: {orientations: all}
        screens:
          home: {title: Home}
        """)

    @Test("defaultMask=documented (default): an iPhone view controller defaults to allButUpsideDown")
    func documentedDefault() {
        let result = Fixtures.orientation("home", in: Self.sheetRoot, Fixtures.environment("iphone-se"))
        #expect(result.effectiveMask == .allButUpsideDown)
        #expect(result.assumptions == [.defaultMask])
    }

    @Test("defaultMask=sheetStylesAll (iOS 18/26 decompile): a view controller whose resolved style is a sheet defaults to all")
    func sheetStylesAll() throws {
        let assumptions = try Assumptions().applying(["defaultMask": "sheetStylesAll"])
        let result = Fixtures.orientation("home", in: Self.sheetRoot, Fixtures.environment("iphone-se", ios: 18), assumptions: assumptions)
        #expect(result.effectiveMask == .all)
        let before18 = Fixtures.orientation("home", in: Self.sheetRoot, Fixtures.environment("iphone-se", ios: 17), assumptions: assumptions)
        #expect(before18.effectiveMask == .allButUpsideDown)
    }

    static let context = Fixtures.project("""
        screens:
          menu: {orientations: portrait}
          overlay: {orientations: landscape}
        scenes:
          main:
            root: menu
            presentations: [{present: overlay, style: overCurrentContext}]
        """)

    @Test("contextStylesAdapt=false (default, observed on iPhone): a context presentation in compact width defers to its context")
    func contextStaysBound() {
        let result = Fixtures.orientation("main", in: Self.context, Fixtures.environment("iphone-16"))
        #expect(result.decider?.id == "menu")
        #expect(result.assumptions.contains(.contextStylesAdapt))
    }

    @Test("contextStylesAdapt=true (archived guide): it adapts to fullScreen and the presented view controller decides")
    func contextAdapts() throws {
        let assumptions = try Assumptions().applying(["contextStylesAdapt": "true"])
        let result = Fixtures.orientation("main", in: Self.context, Fixtures.environment("iphone-16"), assumptions: assumptions)
        #expect(result.decider?.id == "overlay")
        #expect(result.effectiveMask == .landscape)
    }
}
