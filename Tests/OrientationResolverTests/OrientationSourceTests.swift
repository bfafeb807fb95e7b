import A11yCore
import Hierarchy
import OrientationResolver
import TestSupport
import Testing

/// reference/uikit.md 1.1 and 1.2: device vs interface orientation, and the app mask.
@Suite("1.1-1.2 rotation table and app mask")
struct RotationAndAppMaskTests {
    @Test("1.1 device landscapeLeft rotates the interface to landscapeRight and vice versa; flat and unknown never rotate")
    func rotationTable() {
        let project = Fixtures.project("""
            app: {orientations: all}
            screens:
              home: {orientations: all}
            """)
        let result = Fixtures.orientation("home", in: project, Fixtures.environment("iphone-se"))
        #expect(result.rotations.rows.map(\.device) == DeviceOrientation.allCases)
        #expect(result.rotations[.portrait] == .portrait)
        #expect(result.rotations[.portraitUpsideDown] == .portraitUpsideDown)
        #expect(result.rotations[.landscapeLeft] == .landscapeRight)
        #expect(result.rotations[.landscapeRight] == .landscapeLeft)
        #expect(result.rotations[.faceUp] == nil)
        #expect(result.rotations[.faceDown] == nil)
        #expect(result.rotations[.unknown] == nil)
    }

    @Test("1.1 a device orientation outside the mask leaves the interface as it is (null)")
    func outsideMask() {
        let project = Fixtures.project("""
            screens:
              reader: {orientations: portrait}
            """)
        let result = Fixtures.orientation("reader", in: project, Fixtures.environment("iphone-16"))
        #expect(result.rotations.rows.map(\.interface) == [.portrait, nil, nil, nil, nil, nil, nil])
    }

    @Test("1.2 the app delegate's mask replaces the Info.plist value")
    func delegateWins() {
        let project = Fixtures.project("""
            app: {orientations: all, delegateOrientations: portrait}
            screens:
              home: {title: Home}
            """)
        let result = Fixtures.orientation("home", in: project, Fixtures.environment("iphone-se"))
        #expect(result.appMask.source == .delegate)
        #expect(result.appMask.mask == .portrait)
        #expect(result.effectiveMask == .portrait)
    }

    @Test("1.2 the ~iphone / ~ipad key wins over the plain key on its device")
    func deviceKeyWins() {
        var app = AppSpec(location: nil)
        app.orientations = Located(InfoPlistOrientations(plain: .portrait, iphone: .landscape), at: SourceLocation(file: "x", line: 1, column: 1))
        #expect(AppMask(app: app, idiom: .iphone) == AppMask(app: app, idiom: .iphone))
        #expect(AppMask(app: app, idiom: .iphone).mask == .landscape)
        #expect(AppMask(app: app, idiom: .iphone).source == .deviceKey)
        #expect(AppMask(app: app, idiom: .ipad).mask == .portrait)
        #expect(AppMask(app: app, idiom: .ipad).source == .plainKey)
    }

    @Test("1.2 nothing declared: iPad all, iPhone allButUpsideDown; an empty mask counts as all (Decomp)")
    func defaults() {
        let app = AppSpec(location: nil)
        #expect(AppMask(app: app, idiom: .ipad).mask == .all)
        #expect(AppMask(app: app, idiom: .iphone).mask == .allButUpsideDown)
        #expect(AppMask(app: app, idiom: .iphone).source == .default)
        var empty = AppSpec(location: nil)
        empty.orientations = Located(InfoPlistOrientations(plain: []), at: SourceLocation(file: "x", line: 1, column: 1))
        #expect(AppMask(app: empty, idiom: .iphone).mask == .all)
    }
}
