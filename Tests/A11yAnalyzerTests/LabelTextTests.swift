import Testing
@testable import A11yAnalyzer

/// The byte-level shortcuts of the label checks give the answers of the text operations they
/// replace: ASCII labels are split and searched byte by byte, other labels as text.
@Suite struct LabelTextTests {
    static let labels = [
        "ic_close_24", "close.png", "Close.PNG", "close@2x", "photo@3X", "Close", "Close button", "Add\titem",
        "line\nbreak", "Search-field 2", "", "café_au_lait", "naïve.jpg", "Ünïcödé Button", "emoji 🙂 image",
        "KELVIN\u{212A}_x", "a\u{301}_b", "ends with tab\t", "x.tiff", ".webp", "close.JPEG", "x@2", "a@3", "a.png.txt",
        "png", "@2x", "tiff.", "A_", "Close Button", "Back", "picture!", "  ", "ends with digits 24", "Text-Field?",
        "KELVIN\u{212A}", "photo@2Xl", "x.Webp", "_", "__", "_|_", "é_", "—_—",
    ]

    @Test func wordsMatchTheCharacterSplit() {
        for label in Self.labels {
            let expected = label.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
            #expect(LabelText.words(of: label) == expected, "\(label)")
        }
    }

    @Test func lastWordIsTheLastOfTheWords() {
        for label in Self.labels {
            #expect(LabelText.lastWord(of: label) == LabelText.words(of: label).last, "\(label)")
        }
    }

    @Test func fileNamesMatchTheTextChecks() {
        for label in Self.labels {
            let lower = label.lowercased()
            let expected = !label.isEmpty && !label.contains(where: \.isWhitespace)
                && (lower.contains("_") && lower.contains { $0.isLetter || $0.isNumber } || lower.contains("@2x") || lower.contains("@3x")
                    || LabelText.fileExtensions.contains { lower.hasSuffix(".\($0)") })
            #expect(LabelText.looksLikeFileName(label) == expected, "\(label)")
        }
    }

    /// OpenTerm's caret style segments are titled "|", "█" and "_": symbols, not file names.
    @Test func anUnderscoreWithNoNameIsNoFileName() {
        #expect(["|", "█", "_", "__", "ic_close", "_1"].map(LabelText.looksLikeFileName) == [false, false, false, false, true, true])
    }
}
