import A11yCore
import Hierarchy
import OrientationResolver
import TestSupport
import Testing

/// `orientation-override-ignored` on `shouldAutorotate` since iOS 16, when UIKit no longer asks it
/// on rotation (https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate):
/// the ignored NO is reported only when the interface may rotate, that is, when it allows more
/// than one orientation. A portrait-only screen returning NO (an onboarding screen locked both
/// ways) never rotates either way, and ignoring its NO changes nothing.
@Suite struct ShouldAutorotateOneOrientationTests {
    private func findings(_ yaml: String) -> [String] {
        let project = Fixtures.project(yaml)
        let input = RuleInput(project: project, environment: Fixtures.environment("iphone-16", ios: 17))
        return OrientationOverrideIgnoredRule().findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.subject)" }
    }

    @Test func aNoOnAScreenThatMayRotateIsIgnoredAndSaysSo() {
        #expect(findings("""
            screens:
              player: {title: Player, orientations: allButUpsideDown, shouldAutorotate: false}
            scenes:
              main:
                root: player
            """) == ["2:59 player"])
    }

    @Test func aNoOnAPortraitOnlyScreenChangesNothing() {
        #expect(findings("""
            screens:
              onboarding: {title: Welcome, orientations: portrait, shouldAutorotate: false}
            scenes:
              main:
                root: onboarding
            """) == [])
    }
}
