import A11yCore
import Testing

/// `TextLines.of`: the lines between `"\n"`s, a `"\r"` before one left out; for a text without
/// `"\r\n"`, what `split(separator: "\n", omittingEmptySubsequences: false)` gives.
@Suite struct TextLinesTests {
    @Test(arguments: ["", "one", "one\ntwo", "one\n\ntwo\n", "\n", "café\n👩‍👩‍👧 x\n", "a\rb\n", "e\u{301}\nf"])
    func theLinesAreThoseSplittingTheCharactersGives(text: String) {
        #expect(TextLines.of(text) == text.split(separator: "\n", omittingEmptySubsequences: false))
    }

    /// A file saved with Windows line ends has the lines it has with `"\n"` (split by characters,
    /// `"\r\n"` is one character and the whole file one line).
    @Test func windowsLineEndsGiveTheSameLines() {
        #expect(TextLines.of("one\r\n\r\ntwo\r\nthree").map(String.init) == ["one", "", "two", "three"])
        #expect(TextLines.of("a\r\nb\nc\r").map(String.init) == ["a", "b", "c\r"])
    }
}
