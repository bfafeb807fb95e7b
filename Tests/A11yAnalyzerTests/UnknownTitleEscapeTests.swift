import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// A presented screen whose one button has a title code sets from the app's strings
/// (`closeButton.setTitle(L10n.close, for: .normal)`, `textFromCode` in a spec): the button may say
/// Close, a way out VoiceOver users reach (reference/voiceover.md A1.7), so `a11y-modal-no-escape`
/// says nothing; a button whose known title names no dismissal leaves the screen reported.
/// UIKit: a full-screen presentation adds no dismiss region
/// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen).
@Suite struct UnknownTitleEscapeTests {
    static func yaml(button: String) -> String {
        """
        screens:
          shop:
            view:
              - button: {id: item, title: Sword, frame: [16, 100, 120, 44]}
          buy:
            view:
              - label: {id: price, text: 50 gold, frame: [16, 100, 300, 44]}
              - button: {id: close, \(button), frame: [16, 160, 120, 44]}
        scenes:
          main:
            root: shop
            presentations:
              - {present: buy, style: fullScreen}
        """
    }

    static func findings(button: String) -> [String] {
        let project = Spec.project(yaml(button: button)).project
        return ModalNoEscapeRule().findings(in: RuleInput(project: project, environment: Fixtures.environment("iphone-16", .portrait)))
            .map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func aButtonTitledInCodeMayBeTheWayOut() {
        #expect(Self.findings(button: "textFromCode: true") == [])
    }

    @Test func aButtonWhoseKnownTitleNamesNoDismissalIsNone() {
        #expect(Self.findings(button: "title: Buy") == [
            "13:9 buy (fullScreen) has no dismiss control VoiceOver can reach and no escape: true on iphone-16 portrait iOS 26",
        ])
    }
}
