@testable import A11yCore
@testable import Hierarchy
@testable import YAMLSource
import Testing

/// The shortcuts of the screen id check agree with the operations they replace: a stable sort by
/// location, and a dictionary of the ids seen so far.
@Suite struct ScreenIDCheckTests {
    /// A pseudo-random generator, so every run checks the same cases.
    private struct Generator {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
    }

    private static func located(_ text: String, line: Int, column: Int = 1) -> Located<String> {
        Located(text, at: SourceLocation(file: "ids.yaml", line: line, column: column))
    }

    /// What the check did before: one dictionary lookup per id, in order.
    private static func dictionaryRepeats(_ ids: [Located<String>]) -> [[Int]] {
        var seen: [String: Int] = [:]
        var repeats: [[Int]] = []
        for (index, id) in ids.enumerated() {
            if let first = seen[id.value] { repeats.append([index, first]) } else { seen[id.value] = index }
        }
        return repeats
    }

    private static func repeats(_ ids: [Located<String>]) -> [[Int]] {
        var repeats: [[Int]] = []
        RepeatedIDs.forEach(in: ids) { repeats.append([$0, $1]) }
        return repeats
    }

    @Test func sortingByLocationAgreesWithAStableSort() {
        var generator = Generator()
        for round in 0..<400 {
            let count = generator.next(12)
            let runs = round % 4
            var values: [Located<String>] = []
            for index in 0..<count {
                // Few distinct lines and columns, so equal locations are common; `runs` ascending
                // runs (0: random order).
                let line = runs == 0 ? generator.next(4) : (index % runs) * 3 + generator.next(2)
                values.append(Self.located("v\(index)", line: line + 1, column: generator.next(2) + 1))
            }
            let expected = values.sorted { $0.location < $1.location }
            #expect(LocationOrder.sorted(values) == expected, "\(values)")
        }
    }

    @Test func mergesTheBarItemRunAboveTheElements() {
        let ids = [Self.located("a", line: 10), Self.located("b", line: 12), Self.located("c", line: 12), Self.located("item", line: 4),
                   Self.located("late", line: 12)]
        #expect(LocationOrder.sorted(ids).map(\.value) == ["item", "a", "b", "c", "late"])
    }

    @Test func repeatsAgreeWithADictionary() {
        var generator = Generator()
        let names = ["a", "b", "button1", "e\u{301}", "\u{E9}", "K", "\u{212A}", "label-with-a-long-name-1", "label-with-a-long-name-2", ""]
        for _ in 0..<400 {
            let ids = (0..<generator.next(40)).map { Self.located(names[generator.next(names.count)], line: $0 + 1) }
            #expect(Self.repeats(ids) == Self.dictionaryRepeats(ids), "\(ids.map(\.value))")
        }
        let many = (0..<3000).map { Self.located("id\($0 % 1700)", line: $0 + 1) }
        #expect(Self.repeats(many) == Self.dictionaryRepeats(many))
        #expect(Self.repeats(many).count == 1300)
    }

    /// Canonically equivalent ids are repeats although their bytes differ.
    @Test func equivalentTextsAreRepeats() {
        let ids = [Self.located("\u{212A}", line: 1), Self.located("K", line: 2), Self.located("e\u{301}", line: 3), Self.located("\u{E9}", line: 4)]
        #expect(Self.repeats(ids) == [[1, 0], [3, 2]])
        #expect(RepeatedIDs.asciiHash("K") != nil)
        #expect(RepeatedIDs.asciiHash("\u{212A}") == nil)
    }

    /// Ids whose unseeded hashes all land in one slot of the table make a probe longer than the
    /// table tolerates: the seeded dictionary takes over and finds the same repeats, in time
    /// linear in the ids instead of quadratic.
    @Test func idsMadeToCollideFallBackToTheDictionary() throws {
        let colliding = (0..<800_000).lazy.map { "id\($0)" }.filter { RepeatedIDs.asciiHash($0)! & 0xFFF == 0 }
        let texts = Array(colliding.prefix(100))
        try #require(texts.count == 100)
        let ids = (texts + texts.prefix(10)).enumerated().map { Self.located($1, line: $0 + 1) }
        #expect(RepeatedIDs.asciiRepeats(in: ids) == nil)
        #expect(Self.repeats(ids) == Self.dictionaryRepeats(ids))
        #expect(Self.repeats(ids).count == 10)
    }

    /// A colour read from a scalar's bytes is the colour its text parses to.
    @Test func coloursFromBytesAgreeWithTheirText() {
        let texts = ["#1E90FF", "#1e90ff80", "#FFFFFFCC", "#000000", "#12345", "#1234567", "1E90FF", "#GG0000", "#1E90FF8", "", "#", "#ÿÿÿ"]
        for text in texts {
            let fromBytes = Array(text.utf8).withUnsafeBufferPointer { Color(hexBytes: $0) }
            #expect(fromBytes == Color(hex: text), "\(text)")
        }
        #expect(Color(hex: "#FF000080") == Color(red: 1, green: 0, blue: 0, alpha: Double(0x80) / 255))
        #expect(Color(hex: "#00FF00") == Color(red: 0, green: 1, blue: 0))
    }
}
