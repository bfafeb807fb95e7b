import A11yCore
import Hierarchy
import TestSupport
import Testing
import OrientationResolver
@testable import Lifecycle

/// reference/uikit.md 2.3 and experiment E1: `willTransition(to:with:)` only when a size class
/// changes, `viewWillTransition(to:with:)` on every size change.
@Suite struct RotationTests {
    private let player = """
        screens:
          menu: {title: Menu}
          player: {title: Player, rotationHandling: traits}
        scenes:
          main:
            root: {navigation: {id: nav, stack: [menu]}}
            presentations:
              - {present: player, style: overFullScreen}
        """

    private func rotation(_ environment: Environment) throws -> Transition {
        try #require(Fixtures.transition(.rotation, in: Fixtures.transitions(player, environment)))
    }

    private let both = [
        "nav.willTransition(to:with:)", "menu.willTransition(to:with:)", "player.willTransition(to:with:)",
        "nav.viewWillTransition(to:with:)", "menu.viewWillTransition(to:with:)", "player.viewWillTransition(to:with:)",
    ]
    private let sizeOnly = [
        "nav.viewWillTransition(to:with:)", "menu.viewWillTransition(to:with:)", "player.viewWillTransition(to:with:)",
    ]

    @Test("2.3 iPhone portrait to landscape: the height class changes, both callbacks fire (experiment E1)",
          arguments: [InterfaceOrientation.portrait, .landscapeRight])
    func iPhone(orientation: InterfaceOrientation) throws {
        #expect(try rotation(Fixtures.environment("iphone-16", orientation)).texts(ofStep: 0) == both)
    }

    @Test("2.3 iPhone Max portrait to landscape (C/R to R/C): both callbacks fire")
    func iPhoneMax() throws {
        #expect(try rotation(Fixtures.environment("iphone-16-pro-max")).texts(ofStep: 0) == both)
    }

    @Test("2.3 iPad full-screen rotation: willTransition(to: UITraitCollection) is not called (experiment E1)",
          arguments: ["ipad-mini", "ipad-pro-11", "ipad-pro-13"])
    func iPadFullScreen(device: String) throws {
        let rotation = try rotation(Fixtures.environment(device))
        #expect(rotation.texts(ofStep: 0) == sizeOnly)
        #expect(rotation.steps[0].title.hasSuffix("no size class changes, so willTransition(to:with:) is not called"))
    }

    @Test("2.3 iPad Split View resize that crosses a class boundary: both callbacks fire")
    func splitCrossingABoundary() throws {
        #expect(try rotation(Fixtures.environment("ipad-pro-11", multitasking: .splitTwoThirds)).texts(ofStep: 0) == both)
    }

    @Test("2.3 a resize that does not cross a boundary: only viewWillTransition(to:with:)")
    func slideOverRotation() throws {
        #expect(try rotation(Fixtures.environment("ipad-pro-11", multitasking: .slideOver)).texts(ofStep: 0) == sizeOnly)
    }

    @Test("2.3 trait transition first, then size transition: flagged as community-only, forwarding flagged too")
    func orderIsFlagged() throws {
        let flagged = try rotation(Fixtures.environment()).flagged
        #expect(flagged == [
            "menu.willTransition(to:with:) rotationForwarding", "player.willTransition(to:with:) rotationForwarding",
            "nav.viewWillTransition(to:with:) traitsBeforeSize", "menu.viewWillTransition(to:with:) rotationForwarding",
            "player.viewWillTransition(to:with:) rotationForwarding",
        ])
    }

    @Test("2.3 only view controllers whose views are in the window hear the rotation")
    func removedViewsAreLeftOut() throws {
        let yaml = player.replacingOccurrences(of: "style: overFullScreen", with: "style: fullScreen")
        let rotation = try #require(Fixtures.transition(.rotation, in: Fixtures.transitions(yaml, Fixtures.environment("ipad"))))
        #expect(rotation.texts(ofStep: 0) == ["player.viewWillTransition(to:with:)"])
    }

    @Test("1.1, 2.3 no callbacks when the effective mask keeps the interface where it is")
    func portraitOnlyAppDoesNotRotate() throws {
        let yaml = "app: {orientations: portrait}\n" + player
        let rotation = try #require(Fixtures.transition(.rotation, in: Fixtures.transitions(yaml)))
        #expect(rotation.title == "the device turns to landscapeLeft, but the interface stays portrait")
        #expect(rotation.steps.map(\.title) == ["the effective mask [portrait] does not allow landscapeRight"])
        #expect(rotation.callbacks.isEmpty)
    }

    @Test("1.10, 2.3 a landscape-only player presented full screen starts in landscape and stays there")
    func landscapeOnlyPlayerStaysLandscape() throws {
        let yaml = player.replacingOccurrences(of: "rotationHandling: traits}", with: "rotationHandling: traits, orientations: landscape}")
            .replacingOccurrences(of: "style: overFullScreen", with: "style: fullScreen")
        let rotation = try #require(Fixtures.transition(.rotation, in: Fixtures.transitions(yaml)))
        #expect(rotation.title.hasPrefix("the device turns to portrait, but the interface stays landscape"))
        #expect(rotation.callbacks.isEmpty)
    }
}

/// An analysis that already resolved a scene's orientation (a lint run's orientation rules) hands
/// it to the lifecycle analysis instead of having it resolved again.
@Suite struct GivenOrientationTests {
    @Test("transitions with the scene's orientation resolution given are the transitions without it",
          arguments: [InterfaceOrientation.portrait, .landscapeRight])
    func givenResolution(orientation: InterfaceOrientation) throws {
        let project = Fixtures.project(Fixtures.presenting("pageSheet"))
        let scene = Fixtures.scene("main", in: project, Fixtures.environment("iphone-16", orientation))
        let resolution = OrientationResolver.resolve(scene, project: project, assumptions: .defaults)
        let given = LifecycleAnalyzer.transitions(for: scene, project: project, orientation: resolution)
        #expect(given == LifecycleAnalyzer.transitions(for: scene, project: project))
        #expect(given.map(\.kind).last == .rotation)
    }
}
