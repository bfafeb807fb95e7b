import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// The development language's strings: `Localizable.strings` (an old-style property list) and
/// `Localizable.xcstrings` (a string catalog, JSON), and localized code values resolved through
/// them. Apple: https://developer.apple.com/documentation/foundation/nslocalizedstring(_:tablename:bundle:value:comment:),
/// https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog
@Suite struct LocalizedStringsTests {
    private func read(_ text: String, path: String) -> Result<LocalizedStrings, LocalizedStringsError> {
        LocalizedStringsReader.read(Array(text.utf8), path: path)
    }

    @Test func aStringsFileIsATableOfItsKeys() throws {
        let text = """
            /* The play button */
            "player.play" = "Play";
            "player.title" = "Now \\"Playing\\"";
            unquoted = "Plain";
            """
        let table = try read(text, path: "App/en.lproj/Localizable.strings").get()
        #expect(table.values == ["player.play": "Play", "player.title": "Now \"Playing\"", "unquoted": "Plain"])
        #expect(table.language == nil)
    }

    @Test func aUTF16StringsFileWithAByteOrderMarkIsReadToo() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "\"done\" = \"Fertig\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let table = try LocalizedStringsReader.read(bytes, path: "App/de.lproj/Localizable.strings").get()
        #expect(table.values == ["done": "Fertig"])
    }

    @Test func aMalformedStringsFileIsALocatedErrorNotACrash() {
        let text = "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n"
        guard case .failure(let error) = read(text, path: "App/en.lproj/Localizable.strings") else {
            Issue.record("a missing semicolon was read")
            return
        }
        #expect(error.location.file == "App/en.lproj/Localizable.strings")
        #expect(error.location == A11yCore.SourceLocation(file: "App/en.lproj/Localizable.strings", line: 3, column: 1))
        #expect(error.message == "this strings file cannot be read: Missing ';' on line 3")
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Play" : { },
            "player.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Now Playing" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "En cours" } }
              }
            },
            "%lld songs" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld song" } } } } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func aStringCatalogIsReadInItsSourceLanguage() throws {
        let table = try read(Self.catalog, path: "App/Localizable.xcstrings").get()
        #expect(table.language == "en")
        #expect(table.values == ["Play": "Play", "player.title": "Now Playing"])
        let french = try LocalizedStringsReader.read(Array(Self.catalog.utf8), path: "App/Localizable.xcstrings", language: "fr").get()
        #expect(french.values == ["player.title": "En cours"])
    }

    @Test func aMalformedCatalogIsALocatedError() {
        guard case .failure(let error) = read("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"a\" }\n}", path: "App/Localizable.xcstrings") else {
            Issue.record("malformed JSON was read")
            return
        }
        #expect(error.location.file == "App/Localizable.xcstrings")
        #expect(error.location.line == 3)
        #expect(error.message.hasPrefix("this string catalog cannot be read: "))
        guard case .failure(let shape) = read("[1, 2]", path: "App/Localizable.xcstrings") else {
            Issue.record("an array was read as a catalog")
            return
        }
        #expect(shape.message == "this string catalog has no \"sourceLanguage\" or \"strings\"")
    }

    @Test func localizedCodeValuesResolveThroughTheTableAndKeepTheirSwiftLine() throws {
        let source = """
            class PlayerViewController: UIViewController {
                @IBOutlet weak var playButton: UIButton!
                @IBOutlet weak var titleLabel: UILabel!
                override func viewDidLoad() {
                    playButton.accessibilityLabel = NSLocalizedString("player.play", comment: "")
                    titleLabel.text = String(localized: "player.title")
                    title = NSLocalizedString("player.missing", comment: "")
                }
            }
            """
        let table = LocalizedStrings(path: "App/en.lproj/Localizable.strings", language: nil,
                                     values: ["player.play": "Play", "player.title": "Now Playing"])
        let facts = SwiftFixture.read([(SwiftFixture.path, source)]).resolvingStrings(table)
        #expect(facts.classes["PlayerViewController"]?.facts == [
            SwiftFixture.fact(5, 9, .member("playButton"), .accessibilityLabel, .text("Play")),
            SwiftFixture.fact(6, 9, .member("titleLabel"), .text, .text("Now Playing")),
            SwiftFixture.fact(7, 9, .this, .title, .localized(key: "player.missing")),
        ])
    }

    @Test func aLocalizedOutletLabelReachesVoiceOverAsTheTablesText() throws {
        let swift = CodeJoinTests.swift.replacingOccurrences(of: "playButton.accessibilityLabel = \"Play\"",
                                                             with: "playButton.accessibilityLabel = NSLocalizedString(\"player.play\", comment: \"\")")
        let strings = try read("\"player.play\" = \"Play the episode\";", path: "App/en.lproj/Localizable.strings").get()
        let loaded = InterfaceBuilderLoader.decode(Array(CodeJoinTests.storyboard.utf8), path: "App/Base.lproj/Main.storyboard")
        var file = try #require(loaded.file)
        CodeJoin.apply(SwiftCodeReader.read(sources: [(CodeJoinTests.swiftPath, swift)]).resolvingStrings(strings), to: &file)
        let project = ProjectLoader.assemble([LoadedSpecFile(file: file, diagnostics: loaded.diagnostics)])
        let screen = try #require(project.project.orderedScreens.first)
        let play = try #require(ScreenAccessibility.analyze(screen: screen, options: .defaults).elements.first { $0.id == "BTN-00-001" })
        #expect(play.label == "Play the episode")
        let element = try #require(screen.allElements.first { $0.id?.value == "BTN-00-001" })
        #expect(element.label?.location == A11yCore.SourceLocation(file: CodeJoinTests.swiftPath, line: 7, column: 9))
    }
}
