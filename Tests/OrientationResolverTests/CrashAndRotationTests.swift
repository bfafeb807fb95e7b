import A11yCore
import Hierarchy
import OrientationResolver
import TestSupport
import Testing

/// reference/uikit.md 1.5-1.7: the effective mask, the no-common-orientation crash and shouldAutorotate.
@Suite("1.5-1.7 effective mask, crash, shouldAutorotate")
struct CrashAndRotationTests {
    @Test("1.5 the effective mask is the deciding view controller's mask intersected with the app mask")
    func intersection() {
        let project = Fixtures.project("""
            app: {orientations: [portrait, landscapeRight]}
            screens:
              home: {orientations: landscape}
            """)
        let result = Fixtures.orientation("home", in: project, Fixtures.environment("iphone-16"))
        #expect(result.effectiveMask == .landscapeRight)
        #expect(result.initialOrientation == .landscapeRight)
        #expect(result.sizeClasses == .compactCompact)
    }

    @Test("1.6 no common orientation with shouldAutorotate YES raises UIApplicationInvalidInterfaceOrientation")
    func crash() {
        let project = Fixtures.project("""
            app: {orientations: [portrait]}
            screens:
              player: {class: PlayerViewController, orientations: landscape}
            """)
        let result = Fixtures.orientation("player", in: project, Fixtures.environment("iphone-16"))
        #expect(result.crashCause == .noCommonOrientation)
        #expect(result.crash == UIKitException(
            name: "UIApplicationInvalidInterfaceOrientation",
            reason: "Supported orientations has no common orientation with the application, and [PlayerViewController shouldAutorotate] is returning YES"))
        #expect(result.effectiveMask.isEmpty)
        #expect(result.initialOrientation == nil)
        #expect(result.rotations.rows.allSatisfy { $0.interface == nil })
    }

    @Test("1.6 with shouldAutorotate NO there is no exception: the scene keeps its current orientation")
    func noCrashWithoutAutorotate() {
        let project = Fixtures.project("""
            app: {orientations: [portrait]}
            screens:
              player: {orientations: landscape, shouldAutorotate: false}
            """)
        let result = Fixtures.orientation("player", in: project, Fixtures.environment("iphone-16"))
        #expect(result.crash == nil)
        #expect(result.effectiveMask == .portrait)
    }

    @Test("1.6 a sheet-presented view controller with no common orientation does not crash: its presenter decides")
    func sheetDoesNotCrash() {
        let project = Fixtures.project("""
            app: {orientations: [portrait]}
            screens:
              menu: {title: Menu}
              player: {orientations: landscape}
            scenes:
              main:
                root: menu
                presentations: [{present: player, style: formSheet}]
            """)
        let result = Fixtures.orientation("main", in: project, Fixtures.environment("iphone-16"))
        #expect(result.crash == nil)
        #expect(result.decider?.id == "menu")
    }

    static let locked = """
        screens:
          home: {shouldAutorotate: false}
        """

    @Test("1.7 before iOS 16 shouldAutorotate NO stops rotation")
    func shouldAutorotateBefore16() {
        let result = Fixtures.orientation("home", in: Fixtures.project(Self.locked), Fixtures.environment("iphone-16", ios: 15))
        #expect(result.rotations.rows.allSatisfy { $0.interface == nil })
    }

    @Test("1.7 from iOS 16 UIKit no longer asks shouldAutorotate on rotation", arguments: [16, 26])
    func shouldAutorotateFrom16(ios: Int) {
        let result = Fixtures.orientation("home", in: Fixtures.project(Self.locked), Fixtures.environment("iphone-16", ios: ios))
        #expect(result.rotations[.landscapeLeft] == .landscapeRight)
        #expect(result.rotations[.portrait] == .portrait)
    }
}
