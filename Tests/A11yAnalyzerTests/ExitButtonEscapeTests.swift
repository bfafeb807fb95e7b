import Testing
@testable import A11yAnalyzer

/// A presented screen whose button says Exit (in any case: `EXIT`) has a way out VoiceOver users
/// reach, as one saying Close or Done does (reference/voiceover.md A1.7): `a11y-modal-no-escape`
/// says nothing (artsy/eidolon's admin panel, presented full screen with an EXIT button that
/// dismisses it). UIKit: a full-screen presentation adds no dismiss region
/// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen).
@Suite struct ExitButtonEscapeTests {
    @Test func anExitButtonIsTheWayOut() {
        #expect(UnknownTitleEscapeTests.findings(button: "title: EXIT") == [])
        #expect(UnknownTitleEscapeTests.findings(button: "title: Exit") == [])
    }

    @Test func aButtonThatOnlyStartsWithExitIsNone() {
        #expect(UnknownTitleEscapeTests.findings(button: "title: Exit mode") == [
            "13:9 buy (fullScreen) has no dismiss control VoiceOver can reach and no escape: true on iphone-16 portrait iOS 26",
        ])
    }
}
