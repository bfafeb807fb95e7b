@testable import Hierarchy
import Testing

/// Key names compared by bytes find exactly the keys a `String` comparison found.
@Suite struct KeyTextTests {
    private static func key(_ text: String) throws -> KeyText {
        let root = try #require(YAML.root("\(text): x"))
        return try #require(root.entries.flatMap { KeyText($0[0].key) })
    }

    @Test func switchCasesCompareBytes() throws {
        func name(_ key: KeyText) -> String {
            switch key {
            case "id": "id"
            case "title": "title"
            case "titleView": "titleView"
            default: "none"
            }
        }
        #expect(try name(Self.key("title")) == "title")
        #expect(try name(Self.key("titleView")) == "titleView")
        #expect(try name(Self.key("id")) == "id")
        #expect(try name(Self.key("titl")) == "none")
        #expect(try name(Self.key("titles")) == "none")
        #expect(try name(Self.key("Title")) == "none")
        #expect(try name(Self.key("'title'")) == "title")
        #expect(try Self.key("hint").matches("hint"))
        #expect(try !Self.key("hint").matches("hints"))
        #expect(try Self.key("é").text == "é")
    }

    /// Byte comparison equals `String` comparison for these names because they are ASCII
    /// without the three characters (`K`, `;`, `` ` ``) that another character is canonically
    /// equivalent to (U+212A KELVIN SIGN, U+037E GREEK QUESTION MARK, U+1FEF GREEK VARIA).
    @Test func everyDecoderNameIsComparableByBytes() {
        let lists: [[String]] = [
            ElementDecoder.commonKeys, ElementDecoder.fontKeys, ElementDecoder.kindNames,
            ScreenDecoder.keys, ScreenDecoder.navigationItemKeys, ScreenDecoder.tabBarItemKeys, ScreenDecoder.barItemKeys,
            SpecFileDecoder.keys, SpecFileDecoder.appKeys, SceneDecoder.keys, SceneDecoder.presentationKeys,
            NodeDecoder.containerKinds, NodeDecoder.settingsKeys, NodeDecoder.childKeys,
            DeviceIdiom.allCases.map(\.rawValue), ["true", "false"],
        ] + NodeDecoder.ownKeys.values.map { $0 } + ElementKind.allCases.map(\.specificKeys)
        let names = lists.flatMap { $0 }
        #expect(names.count > 100)
        for name in names {
            #expect(name.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") },
                    "\(name)")
        }
        #expect("\u{212A}" == "K")
    }
}
