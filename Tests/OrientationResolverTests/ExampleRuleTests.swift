import A11yCore
import Hierarchy
import OrientationResolver
import TestSupport
import Testing

/// Every orientation rule over Examples/orientation.yaml in the default matrix.
@Suite("Rules on Examples/orientation.yaml")
struct ExampleRuleTests {
    let project = Examples.project("orientation.yaml")

    func findings() -> [Finding] {
        EnvironmentMatrix.defaultMatrix(for: project.app).environments.flatMap { environment in
            let input = RuleInput(project: project, environment: environment)
            return (OrientationRules.all + PresentationRules.all).flatMap { $0.findings(in: input) }
        }
    }

    @Test("plainNavigation: orientation-override-ignored on landscapeOnly's orientations key (20:5)")
    func overrideIgnored() {
        let found = findings().filter { $0.ruleID == "orientation-override-ignored" }
        #expect(Set(found.map(\.scope)) == ["plainNavigation"])
        #expect(Set(found.map { "\($0.location.line):\($0.location.column)" }) == ["20:5"])
        #expect(found.allSatisfy { $0.subject == "landscapeOnly" && $0.message.contains("nav (UINavigationController)") })
        // The hint names UIKit's API first, then the spec key for it.
        #expect(Set(found.compactMap(\.hint)) == [
            "answer in nav: its own supportedInterfaceOrientations or its delegate's navigationControllerSupportedInterfaceOrientations(_:) "
                + "(a spec's orientations or delegateOrientations), or return topViewController's supportedInterfaceOrientations (forwardsOrientations: top)",
        ])
    }

    @Test("video: the trait-based rotation handler never runs on the iPad (experiment E1), at rotationHandling (25:5)")
    func traitRotation() {
        let found = findings().filter { $0.ruleID == "orientation-trait-rotation-on-ipad" }
        #expect(Set(found.map(\.scope)) == ["video"])
        #expect(Set(found.map { "\($0.location.line):\($0.location.column)" }) == ["25:5"])
        #expect(Set(found.flatMap(\.environments)) == ["ipad-pro-11 portrait iOS 26", "ipad-pro-11 landscape iOS 26"])
    }

    @Test("no other rule reports anything on the example")
    func nothingElse() {
        let others = findings().filter { !["orientation-override-ignored", "orientation-trait-rotation-on-ipad"].contains($0.ruleID) }
        #expect(others.isEmpty, "\(others)")
    }
}
