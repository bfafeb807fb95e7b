import Testing
@testable import HTMLReport

@Suite("source lines")
struct SourceLinesTests {
    @Test func twoLinesEitherSideWithinTheFile() {
        var reads = 0
        let lines = SourceLines { _ in
            reads += 1
            return "one\ntwo\nthree\nfour\n"
        }
        #expect(lines.around(4, in: "a.yaml").map { "\($0.number) \($0.text)" } == ["2 two", "3 three", "4 four"])
        #expect(lines.around(1, in: "a.yaml").map(\.number) == [1, 2, 3])
        #expect(lines.around(5, in: "a.yaml") == [])
        #expect(reads == 1)
    }

    @Test func anUnreadableFileGivesNoLines() {
        #expect(SourceLines { _ in nil }.around(1, in: "missing.yaml") == [])
    }
}
