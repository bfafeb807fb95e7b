import AnalysisResult
import AnalysisText
import A11yCore
import Foundation
import Testing
import TestSupport
import ProjectAnalysis

/// A label's terminal escapes (`ESC[2J` clears the screen, OSC 0 sets the window title, OSC 8
/// hides a link) and bidi overrides (U+202E reverses what follows) are printed as their code
/// points by `voiceover`, `orientation` and `lifecycle` text (issue #30, point 5), never obeyed.
@Suite struct TerminalEscapingTests {
    private static let hostile = #"\e[2J\e]0;pwned\a\e]8;;https://evil.example\e\\click\e]8;;\e\\ \u202Egnp.exe"#

    @Test func voiceOverTextShowsControlAndBidiCharactersAsCodePoints() throws {
        let project = Fixtures.project("screens:\n  home:\n    view:\n      - label: {id: x, text: \"\(Self.hostile)\"}\n")
        let analysis = ProjectAnalysis(project: project, environments: [Fixtures.environment()], parts: .voiceOver)
        let text = AnalysisTextRenderer.render(analysis, .voiceOver)
        #expect(!text.unicodeScalars.contains { TerminalText.isControl($0) && $0 != "\n" })
        #expect(!text.unicodeScalars.contains(where: TerminalText.isBidiFormatting))
        #expect(text.contains(#"1. \u{1B}[2J\u{1B}]0;pwned\u{7}\u{1B}]8;;https://evil.example\u{1B}\click\u{1B}]8;;\u{1B}\ \u{202E}gnp.exe"#), "\(text)")
    }

    @Test func scalarsAreWrittenAsCodePointsAndLineBreaksKeptOnlyWhenAsked() {
        #expect(TerminalText.visible("a\u{1B}[2J\u{9B}b\u{7F}\u{2066}c\u{200F}\n") == #"a\u{1B}[2J\u{9B}b\u{7F}\u{2066}c\u{200F}\u{A}"#)
        #expect(TerminalText.visibleLines("one\u{202E}\ntwo\r\n") == "one\\u{202E}\ntwo\\u{D}\n")
        #expect(TerminalText.visible("Café ✓ ليس") == "Café ✓ ليس")
    }
}
