import A11yCore
import Hierarchy
import Foundation
import OrientationResolver
import TestSupport
import Testing

/// The three ways to reach the landscape-only screen of Examples/orientation.yaml, and the
/// video player (experiment E1, a device experiment).
@Suite("Examples/orientation.yaml (experiment E1)")
struct ExampleSceneTests {
    let project = Examples.project("orientation.yaml")
    let iphonePortrait = Fixtures.environment("iphone-16")

    @Test("direct: the landscape-only screen presented fullScreen decides and rotates to landscape")
    func direct() {
        let result = Fixtures.orientation("direct", in: project, iphonePortrait)
        #expect(result.decider?.id == "landscapeOnly")
        #expect(result.effectiveMask == [.landscapeLeft, .landscapeRight])
        #expect(result.effectiveMask.names == ["landscapeLeft", "landscapeRight"])
        #expect(result.initialOrientation?.isLandscape == true)
        #expect(result.crash == nil)
    }

    @Test("plainNavigation: a plain UINavigationController decides with its default, portrait-capable")
    func plainNavigation() {
        let result = Fixtures.orientation("plainNavigation", in: project, iphonePortrait)
        #expect(result.decider?.id == "nav")
        #expect(result.effectiveMask == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(result.initialOrientation == .portrait)
    }

    @Test("landscapeNavigation: the navigation subclass's own override makes it landscape again")
    func landscapeNavigation() {
        let result = Fixtures.orientation("landscapeNavigation", in: project, iphonePortrait)
        #expect(result.decider?.id == "landscapeNav")
        #expect(result.effectiveMask == .landscape)
        #expect(result.initialOrientation?.isLandscape == true)
    }

    @Test("video: starts in landscapeLeft (preferredOrientationWins, experiment E1)")
    func video() {
        let result = Fixtures.orientation("video", in: project, iphonePortrait)
        #expect(result.decider?.id == "video")
        #expect(result.initialOrientation == .landscapeLeft)
        #expect(result.assumptions.contains(.preferredOrientationWins))
        #expect(result.sizeClasses == .compactCompact)
    }
}
