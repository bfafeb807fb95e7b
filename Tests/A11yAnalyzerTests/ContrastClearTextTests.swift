import A11yAnalyzer
import A11yCore
import Hierarchy
import Testing
import TestSupport

/// Text drawn in a fully transparent colour is not drawn at all: WCAG 2.2 SC 1.4.3 is about the
/// visual presentation of text (https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html),
/// and a colour of alpha 0 blended over its background leaves the background
/// (https://developer.apple.com/documentation/uikit/uicolor/clear). AudioKit Synth One's TuneUp
/// buttons keep a title ("d1Button") in a clear title colour beside their icon, for VoiceOver and
/// UI tests; they were reported at 1.00:1.
@Suite struct ContrastClearTextTests {
    @Test func textInAClearColourIsNotCheckedAndFaintTextStillIs() {
        let screen = Fixtures.screen("""
            screens:
              tuneUp:
                backgroundColor: "#FFFFFF"
                view:
                  - label: {id: hidden, text: Hidden, textColor: "#00000000", frame: [16, 100, 300, 20]}
                  - button: {id: d1Button, title: d1Button, image: D1_icon, textColor: "#FFFFFF00", frame: [16, 140, 60, 60]}
                  - label: {id: faint, text: Faint, textColor: "#0000000D", frame: [16, 220, 300, 20]}
            """)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: "tuneUp")
        #expect(ContrastRule().findings(in: input).map { "\($0.location.line): \($0.message)" }
            == ["7: 'faint' has a contrast ratio of 1.11:1 against its background; it needs 4.50:1"])
    }
}
