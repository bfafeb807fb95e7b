import A11yCore
import Testing
@testable import SwiftSource

/// Where a fact is located: lines end at a line feed, a carriage return, or both together, as
/// the Swift compiler counts them (The Swift Programming Language, Lexical Structure, "Whitespace
/// and Comments":
/// https://docs.swift.org/swift-book/documentation/the-swift-programming-language/lexicalstructure#Whitespace-and-Comments),
/// and columns count Unicode scalars, as every location a11y-check reports.
@Suite struct SwiftLocationTests {
    private func titleFact(_ source: String) -> A11yCore.SourceLocation? {
        SwiftFixture.facts(of: "Screen", in: source)?.facts.first { $0.property == .title }?.location
    }

    private let lines = ["final class Screen: UIViewController {", "    override func viewDidLoad() {", "        super.viewDidLoad()",
                         "        title = \"Inbox\"", "    }", "}"]

    @Test func lineFeedsCarriageReturnsAndBothEndALine() {
        for separator in ["\n", "\r\n", "\r"] {
            #expect(titleFact(lines.joined(separator: separator)) == SwiftFixture.at(4, 9), "lines ended by \(Array(separator.utf8))")
        }
        // Mixed in one file, each ends one line.
        let mixed = lines[0] + "\r\n" + lines[1] + "\r" + lines[2] + "\n" + lines[3...].joined(separator: "\n")
        #expect(titleFact(mixed) == SwiftFixture.at(4, 9))
    }

    @Test func columnsCountUnicodeScalarsNotBytes() {
        let source = "final class Screen: UIViewController {\n    override func viewDidLoad() { /* é→ */ title = \"Inbox\" }\n}"
        #expect(titleFact(source) == SwiftFixture.at(2, 44))
    }

    @Test func theLineTableOfAnEmptyOrUnterminatedFile() {
        #expect(SwiftLineStarts.of([]) == [0])
        #expect(SwiftLineStarts.of(Array("a\nb".utf8)) == [0, 2])
        #expect(SwiftLineStarts.of(Array("a\r\n\rb\n".utf8)) == [0, 3, 4, 6])
        #expect(SwiftLineStarts.line(of: 0, in: [0, 2]) == 1)
        #expect(SwiftLineStarts.line(of: 2, in: [0, 2]) == 2)
        #expect(SwiftLineStarts.line(of: 9, in: [0, 2]) == 2)
    }
}
