import A11yCore
import Hierarchy
import OrientationResolver
import TestSupport
import Testing

/// `orientation-override-ignored` on `shouldAutorotate` before iOS 16, when UIKit still asks it on
/// rotation, but only of the view controller that decides
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate): a pushed
/// screen's NO is ignored, and says so, unless the deciding view controller says NO too (every
/// screen inheriting one base class's override), when ignoring it changes nothing.
@Suite struct IgnoredShouldAutorotateTests {
    private func findings(_ yaml: String) -> [String] {
        let project = Fixtures.project(yaml)
        let input = RuleInput(project: project, environment: Fixtures.environment("iphone-16", ios: 15))
        return OrientationOverrideIgnoredRule().findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.subject)" }
    }

    @Test func aPushedScreensNoIsIgnoredWhenTheNavigationControllerRotates() {
        #expect(findings("""
            screens:
              list: {title: List}
              player: {title: Player, shouldAutorotate: false}
            scenes:
              main:
                root: {navigation: {id: nav, stack: [list, player]}}
            """) == ["3:27 player"])
    }

    @Test func aNoTheDecidingControllerSharesChangesNothing() {
        #expect(findings("""
            screens:
              list: {title: List}
              player: {title: Player, shouldAutorotate: false}
            scenes:
              main:
                root: {navigation: {id: nav, stack: [list, player], shouldAutorotate: false}}
            """) == [])
    }
}
