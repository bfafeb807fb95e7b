@testable import A11yCore
@testable import Hierarchy
@testable import YAMLReader
@testable import YAMLSource
import Testing

/// Key names compared by bytes find exactly the keys a `String` comparison found.
@Suite struct KeyTextTests {
    /// What `body` makes of the key of `text: x`, read while its node is held.
    private static func key<T>(_ text: String, _ body: (KeyText) -> T) throws -> T {
        let root = try #require(YAML.root("\(text): x"))
        let key = try #require(root.entries.flatMap { KeyText(keyOf: $0[0]) })
        return withExtendedLifetime(root) { body(key) }
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
        #expect(try Self.key("title", name) == "title")
        #expect(try Self.key("titleView", name) == "titleView")
        #expect(try Self.key("id", name) == "id")
        #expect(try Self.key("titl", name) == "none")
        #expect(try Self.key("titles", name) == "none")
        #expect(try Self.key("Title", name) == "none")
        #expect(try Self.key("'title'", name) == "title")
        #expect(try Self.key("hint") { $0.matches("hint") })
        #expect(try !Self.key("hint") { $0.matches("hints") })
        #expect(try Self.key("é") { $0.text } == "é")
        #expect(try Self.key("\"\"") { $0.text } == "")
    }

    /// Byte comparison equals `String` comparison for these names because they are ASCII
    /// without the three characters (`K`, `;`, `` ` ``) that another character is canonically
    /// equivalent to (U+212A KELVIN SIGN, U+037E GREEK QUESTION MARK, U+1FEF GREEK VARIA).
    @Test func everyDecoderNameIsComparableByBytes() {
        let lists: [[String]] = [
            ElementDecoder.commonKeys, ElementDecoder.fontKeys, ElementDecoder.kindNames,
            ScreenDecoder.keys, ScreenDecoder.navigationItemKeys, TabBarItemDecoder.itemKeys, BarItemDecoder.keys,
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

    /// The kind switch finds the kind `ElementKind(rawValue:)` finds, for every name and near miss.
    @Test func kindSwitchAgreesWithRawValues() throws {
        var texts = ElementKind.allCases.map(\.rawValue)
        for name in texts {
            texts += [String(name.dropLast()), String(name.dropFirst()), name + "s", name.uppercased()]
        }
        texts += ["\"\"", "'view'", "vïew", "\u{212A}"]
        for text in texts {
            let kind = try Self.key(text) { ElementDecoder.kind($0) }
            let expected = try Self.key(text) { ElementKind(rawValue: $0.text) }
            #expect(kind == expected, "\(text)")
        }
        #expect(try Self.key("textField") { ElementDecoder.kind($0) } == .textField)
    }
}
