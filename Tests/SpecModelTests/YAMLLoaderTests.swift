import A11yCore
import Hierarchy
import TestSupport
import Testing
import YAMLReader
import YAMLSource

/// The YAML layer: positions, encodings, documents, duplicate keys and syntax errors.
@Suite struct YAMLLoaderTests {
    @Test func marksAreOneBased() throws {
        let root = try #require(YAML.root("a: 1\nb:\n  c: x\n"))
        #expect(root.mark == Mark(line: 1, column: 1))
        #expect(root.entries?[0].key.mark == Mark(line: 1, column: 1))
        #expect(root["a"]?.mark == Mark(line: 1, column: 4))
        #expect(root["b"]?.mark == Mark(line: 3, column: 3))
        #expect(root["b"]?["c"]?.mark == Mark(line: 3, column: 6))
    }

    /// Columns count Unicode scalars: "é" is 2 UTF-8 bytes, an emoji 4, "e" + a combining accent 2 scalars.
    @Test(arguments: [
        ("é: x", Mark(line: 1, column: 4)),
        ("😀😀: x", Mark(line: 1, column: 5)),
        ("e\u{301}: x", Mark(line: 1, column: 5)),
        ("k: v\nnaïve café: x", Mark(line: 2, column: 13)),
    ])
    func columnsCountUnicodeScalars(text: String, valueMark: Mark) throws {
        let root = try #require(YAML.root(text))
        #expect(root.entries?.last?.value.mark == valueMark)
    }

    @Test func flowItemsAfterMultiByteCharacters() throws {
        let root = try #require(YAML.root("k: [é, 😀, x]"))
        #expect(root["k"]?.items?.map(\.mark) == [
            Mark(line: 1, column: 5), Mark(line: 1, column: 8), Mark(line: 1, column: 11),
        ])
    }

    @Test func diagnosticColumnAfterMultiByteCharacters() {
        #expect(Spec.diagnostics("screens: {café: {titel: x}}") == ["1:18 spec-unknown-key"])
    }

    @Test func scalarStylesAndTags() throws {
        let root = try #require(YAML.root("a: plain\nb: 'single'\nc: \"double\"\nd: !!str 1\ne: |\n  lit\n"))
        #expect(root["a"]?.isPlainScalar == true)
        #expect(root["b"]?.isPlainScalar == false)
        #expect(root["c"]?.scalar == "double")
        #expect(root["d"]?.tag == "tag:yaml.org,2002:str")
        #expect(root["d"]?.isPlainScalar == false)
        #expect(root["e"]?.scalar == "lit\n")
    }

    @Test func invalidUTF8IsASyntaxErrorAtTheByte() {
        let bytes = Array("a: ok\nb: é".utf8) + [0xFF] + Array("\n".utf8)
        let result = SpecFileLoader.decode(bytes, path: Spec.path)
        #expect(result.diagnostics.map(\.summary) == ["2:5 spec-yaml-syntax"])
        #expect(result.file == nil)
    }

    @Test func truncatedUTF8SequenceIsASyntaxError() {
        let bytes = Array("a: 😀\nb: x".utf8) + [0xF0, 0x9F]
        #expect(Spec.diagnostics(bytes: bytes) == ["2:5 spec-yaml-syntax"])
    }

    @Test func utf8ByteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: [x, é, y]\n".utf8)
        let result = YAMLLoader.load(bytes, file: Spec.path)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.documents.first?.root)
        #expect(root.entries?.first?.key.mark == Mark(line: 1, column: 1))
        #expect(root["a"]?.mark == Mark(line: 1, column: 4))
        #expect(root["b"]?.items?.last?.mark == Mark(line: 2, column: 11))
        let spec: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("screens:\n  a: {titel: x}\n".utf8)
        #expect(Spec.diagnostics(bytes: spec) == ["2:7 spec-unknown-key"])
    }

    @Test func byteOrderMarkThenSyntaxErrorKeepsPosition() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: é".utf8) + [0xFE]
        #expect(Spec.diagnostics(bytes: bytes) == ["2:5 spec-yaml-syntax"])
    }

    /// `text` in UTF-16, little- or big-endian, with or without a byte-order mark.
    private static func utf16(_ text: String, bigEndian: Bool, byteOrderMark: Bool) -> [UInt8] {
        let units: [UInt16] = (byteOrderMark ? [0xFEFF] : []) + Array(text.utf16)
        return units.flatMap { unit -> [UInt8] in
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            return bigEndian ? [high, low] : [low, high]
        }
    }

    @Test(arguments: [false, true], [false, true])
    func utf16IsRefused(bigEndian: Bool, byteOrderMark: Bool) {
        let bytes = Self.utf16("a: 1\n", bigEndian: bigEndian, byteOrderMark: byteOrderMark)
        let result = SpecFileLoader.decode(bytes, path: Spec.path)
        #expect(result.diagnostics.map(\.summary) == ["1:1 spec-encoding"])
        #expect(result.diagnostics.first?.message.contains("UTF-16") == true)
        #expect(result.file == nil)
    }

    @Test func utf32IsRefused() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0, 0] + Array("a".unicodeScalars).flatMap { [UInt8($0.value), 0, 0, 0] }
        let result = SpecFileLoader.decode(bytes, path: Spec.path)
        #expect(result.diagnostics.map(\.summary) == ["1:1 spec-encoding"])
        #expect(result.diagnostics.first?.message.contains("UTF-32") == true)
    }

    @Test func tabIndentationIsASyntaxErrorWithATabHint() throws {
        let result = Spec.decode("screens:\n  home:\n\ttitle: Home\n")
        #expect(result.diagnostics.map(\.summary) == ["3:1 spec-yaml-syntax"])
        let hint = try #require(result.diagnostics.first?.hint)
        #expect(hint.contains("tabs"))
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func tabHintFollowsEveryLineBreak(lineBreak: String) throws {
        let text = ["screens:", "  home:", "    title: Home", "\tview: []"].joined(separator: lineBreak)
        let result = Spec.decode(text)
        #expect(result.diagnostics.map(\.summary) == ["4:1 spec-yaml-syntax"])
        #expect(result.diagnostics.first?.hint?.contains("tabs") == true)
    }

    @Test(arguments: ["\r\n", "\r"])
    func marksCountOtherLineBreaks(lineBreak: String) throws {
        let root = try #require(YAML.root(["a: 1", "b:", "  c: é"].joined(separator: lineBreak)))
        #expect(root["b"]?["c"]?.mark == Mark(line: 3, column: 6))
        let bytes = Array(["a: 1", "b: é"].joined(separator: lineBreak).utf8) + [0xC0]
        #expect(Spec.diagnostics(bytes: bytes) == ["2:5 spec-yaml-syntax"])
    }

    @Test func otherSyntaxErrorsHaveNoTabHint() throws {
        let result = Spec.decode("screens:\n  home: [a, b\n")
        #expect(result.diagnostics.map(\.summary) == ["3:1 spec-yaml-syntax"])
        let hint = try #require(result.diagnostics.first?.hint)
        #expect(!hint.contains("tab"))
    }

    @Test(arguments: ["", "\n\n", "# only a comment\n", "# one\n\n   # two\n# three"])
    func emptyAndCommentOnlyFilesAreEmptySpecs(text: String) throws {
        let result = Spec.decode(text)
        #expect(result.diagnostics.isEmpty)
        let file = try #require(result.file)
        #expect(file.app == nil)
        #expect(file.screens.isEmpty)
        #expect(file.scenes.isEmpty)
    }

    @Test func secondDocumentIsReportedWhereItStarts() {
        #expect(Spec.diagnostics("screens: {a: {}}\n---\nscreens: {b: {}}\n") == ["2:1 spec-multiple-documents"])
        #expect(Spec.diagnostics("---\nscreens: {}\n...\n# next\n--- {}\n") == ["5:1 spec-multiple-documents"])
    }

    @Test func secondDocumentDoesNotAddScreens() throws {
        let result = Spec.decode("screens: {a: {}}\n---\nscreens: {b: {}}\n")
        #expect(result.file?.screens.map(\.id) == ["a"])
    }

    @Test func duplicateKeyIsReportedAtTheSecondWithTheFirstPosition() throws {
        let result = Spec.decode("screens:\n  home: {}\n  other: {}\n  home: {title: Again}\n")
        #expect(result.diagnostics.map(\.summary) == ["4:3 spec-duplicate-key"])
        let message = try #require(result.diagnostics.first?.message)
        #expect(message.contains("'home'"))
        #expect(message.contains("line 2, column 3"))
    }

    @Test func duplicateKeysInFlowMappingAndQuotedForms() {
        #expect(Spec.diagnostics("screens: {a: {title: x, \"title\": y}}") == ["1:25 spec-duplicate-key"])
        #expect(Spec.diagnostics("screens: {a: {}, b: {}}\nscreens: {}") == ["2:1 spec-duplicate-key"])
    }

    @Test func everyRepeatOfAKeyIsReported() {
        let result = YAML.load("a: 1\na: 2\na: 3\n")
        #expect(result.diagnostics.map(\.summary) == ["2:1 spec-duplicate-key", "3:1 spec-duplicate-key"])
        #expect(result.diagnostics.allSatisfy { $0.message.contains("line 1, column 1") })
    }
}
