import A11yCore
import A11yModel
import Foundation
import OrientationResolver
import TestSupport
import Testing

/// The three ways to reach the landscape-only screen of Examples/orientation.yaml, and the
/// video player (seed 001, a device experiment).
@Suite("Examples/orientation.yaml (seed 001)")
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

    @Test("video: starts in landscapeLeft (preferredOrientationWins, seed 001)")
    func video() {
        let result = Fixtures.orientation("video", in: project, iphonePortrait)
        #expect(result.decider?.id == "video")
        #expect(result.initialOrientation == .landscapeLeft)
        #expect(result.assumptions.contains(.preferredOrientationWins))
        #expect(result.sizeClasses == .compactCompact)
    }

    @Test("the JSON report has formatVersion 1, every field of format.md, explicit nulls, and decodes again")
    func json() throws {
        let report = OrientationReport(project: project, matrix: .defaultMatrix(for: project.app))
        #expect(report.formatVersion == 1)
        #expect(report.environments.map(\.environment) == [
            "iphone-16 portrait iOS 26", "iphone-16 landscape iOS 26", "ipad-pro-11 portrait iOS 26", "ipad-pro-11 landscape iOS 26",
        ])
        let data = try JSONEncoder().encode(report)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["formatVersion"] as? Int == 1)
        let environments = try #require(object["environments"] as? [[String: Any]])
        let direct = try #require((environments[0]["scenes"] as? [[String: Any]])?.first)
        #expect(Set(direct.keys) == ["scene", "standalone", "decider", "reason", "appMask", "effectiveMask", "initialOrientation",
                                     "rotations", "sizeClasses", "crash", "assumptions"])
        #expect(direct["crash"] is NSNull)
        #expect(direct["effectiveMask"] as? [String] == ["landscapeLeft", "landscapeRight"])
        let rotations = try #require(direct["rotations"] as? [String: Any])
        #expect(rotations.count == 7)
        #expect(rotations["portrait"] is NSNull)
        #expect(rotations["landscapeLeft"] as? String == "landscapeRight")
        #expect(try JSONDecoder().decode(OrientationReport.self, from: data) == report)
    }

    @Test("the text renderer shows one row per scene with decider, mask, start and rotations")
    func text() {
        let report = OrientationReport(project: project, matrix: EnvironmentMatrix(devices: [Device.named("iphone")!], orientations: [.portrait]))
        let text = OrientationTextRenderer.render(report)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "iphone-16 portrait iOS 26")
        #expect(lines[1].hasPrefix("  scene "))
        #expect(lines[2].hasPrefix("  direct ") && lines[2].contains("landscapeOnly") && lines[2].contains("P>- U>- L>R R>L up>- down>- ?>-"))
        #expect(lines[3].contains("nav") && lines[3].contains("PLR"))
    }
}
