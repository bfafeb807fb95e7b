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

    @Test func crlfLinesEndBeforeTheCarriageReturn() {
        let lines = SourceLines { _ in "one\r\ntwo\r\nthree ü\r\n" }
        #expect(lines.around(2, in: "a.yaml").map(\.text) == ["one", "two", "three ü"])
    }

    @Test func anUnreadableFileGivesNoLines() {
        #expect(SourceLines { _ in nil }.around(1, in: "missing.yaml") == [])
    }

    /// Each declaration with a line either side, merged where they touch, per file in the order
    /// the cards name them; a file that cannot be read keeps its declarations and shows no line.
    @Test func excerptsOfTheDeclarations() {
        let lines = SourceLines { path in
            path == "b.yaml" ? (1...20).map { "b\($0)" }.joined(separator: "\n") : nil
        }
        var card = ReportFixtures.card()
        card.elements[0].location = SourceReference(file: "b.yaml", line: 5)
        card.elements[1].location = SourceReference(file: "missing.yaml", line: 3)
        card.elements[2].location = SourceReference(file: "b.yaml", line: 7)
        card.elements[3].location = SourceReference(file: "b.yaml", line: 20)
        var other = card
        other.elements[0].location = SourceReference(file: "b.yaml", line: 12)
        let excerpts = lines.excerpts(declaring: [card, other])
        #expect(excerpts.map(\.file) == ["b.yaml", "missing.yaml"])
        #expect(excerpts[0].declared == [5, 7, 12, 20])
        #expect(excerpts[0].lines.map(\.number) == [4, 5, 6, 7, 8, 11, 12, 13, 19, 20])
        #expect(excerpts[0].lines.first?.text == "b4")
        #expect(excerpts[1].declared == [3])
        #expect(excerpts[1].lines == [])
    }
}
