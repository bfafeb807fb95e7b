import Testing
import Hierarchy

/// `UnsafeRawBufferPointer.holds`, the byte search behind the suppression check.
@Suite struct ByteSearchTests {
    private func holds(_ text: String, _ pattern: String) -> Bool {
        Array(text.utf8).withUnsafeBytes { $0.holds(pattern.utf8) }
    }

    @Test func findsPatternsAnywhere() {
        #expect(holds("# a11y-check:disable all", "a11y-check:"))
        #expect(holds("a11y-check:", "a11y-check:"))
        #expect(holds("x: 1 # a11y-check:", "a11y-check:"))
        #expect(holds("aa11y-check:", "a11y-check:"))
    }

    @Test func rejectsPartialAndShortInput() {
        #expect(!holds("a11y-check", "a11y-check:"))
        #expect(!holds("", "a11y-check:"))
        #expect(!holds("a11y check:", "a11y-check:"))
        #expect(holds("anything", ""))
    }
}
