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
/// https://developer.apple.com/documentation/foundation/bundle/localizedstring(forkey:value:table:),
/// https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:),
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

    /// Brave keeps empty `Localizable.strings` files in two of its packages: Xcode copies them,
    /// and a bundle finds no key in them (`localizedString(forKey:value:table:)` returns the key).
    /// Foundation's parser refuses zero-length data; that was an error that stopped the run.
    @Test func anEmptyStringsFileIsATableWithNoKeys() throws {
        for bytes: [UInt8] in [[], [0xEF, 0xBB, 0xBF], [0xFF, 0xFE]] {
            let table = try LocalizedStringsReader.read(bytes, path: "Onboarding/en.lproj/Localizable.strings").get()
            #expect(table.values == [:])
        }
        #expect(try read("/* nothing yet */\n", path: "App/en.lproj/Localizable.strings").get().values == [:])
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
            // Not in the table: the key itself, as Bundle.localizedString(forKey:value:table:) returns it.
            SwiftFixture.fact(7, 9, .this, .title, .text("player.missing")),
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

    /// A call naming another table or a default value reads what the run does not hold: unknown,
    /// never the key.
    @Test func aLocalizedCallWithATableOrADefaultValueIsUnknown() throws {
        let source = """
            class PlayerViewController: UIViewController {
                @IBOutlet weak var playButton: UIButton!
                override func viewDidLoad() {
                    playButton.accessibilityLabel = NSLocalizedString("player.play", tableName: "Player", comment: "")
                    playButton.accessibilityHint = String(localized: "player.hint", defaultValue: "Plays")
                    title = String(localized: "player.title", comment: "The title")
                }
            }
            """
        let facts = SwiftFixture.read([(SwiftFixture.path, source)])
        #expect(facts.classes["PlayerViewController"]?.facts.map(\.value) == [
            .unknown(#"NSLocalizedString("player.play", tableName: "Player", comment: "")"#),
            .unknown(#"String(localized: "player.hint", defaultValue: "Plays")"#),
            .localized(key: "player.title"),
        ])
    }

    private func table(_ path: String, _ values: [String: String], language: String? = nil) -> StringsTableCode {
        StringsTableCode(table: LocalizedStrings(path: path, language: language, values: values),
                         language: language ?? StringsTableCode.lproj(of: path))
    }

    /// A folder run holds every language's table: the development language is the only one, else
    /// English, else Base; several others leave it unknown. A catalog adds the keys no `.strings`
    /// table holds.
    @Test func theDevelopmentLanguagesTableIsPicked() {
        let english = table("App/en.lproj/Localizable.strings", ["a": "Play"])
        let base = table("App/Base.lproj/Localizable.strings", ["a": "Base play"])
        let french = table("App/fr.lproj/Localizable.strings", ["a": "Lire"])
        let german = table("App/de.lproj/Localizable.strings", ["a": "Abspielen"])
        let catalog = table("App/Localizable.xcstrings", ["a": "Catalog play", "b": "Pause"], language: "en")
        #expect(StringsTables.developmentTable([french, english, base])?.values == ["a": "Play"])
        #expect(StringsTables.developmentTable([french, base])?.values == ["a": "Base play"])
        #expect(StringsTables.developmentTable([german])?.values == ["a": "Abspielen"])
        #expect(StringsTables.developmentTable([german, french]) == nil)
        #expect(StringsTables.developmentTable([catalog, english])?.values == ["a": "Play", "b": "Pause"])
        #expect(StringsTables.developmentTable([catalog])?.values == ["a": "Catalog play", "b": "Pause"])
        #expect(StringsTables.developmentTable([]) == nil)
    }

    /// Only the `Localizable` table is code's: other strings files below a folder are not read, and
    /// a malformed table is an error at its line.
    @Test func onlyTheLocalizableTableIsReadAndAMalformedOneIsLocated() throws {
        let source = SwiftSpecSource()
        #expect(source.recognizes("App/en.lproj/Localizable.strings"))
        #expect(source.recognizes("App/Localizable.xcstrings"))
        #expect(!source.recognizes("App/en.lproj/InfoPlist.strings"))
        #expect(!source.recognizes("App/Base.lproj/Main.strings"))
        #expect(!source.recognizes("App/Localizable.strings"))
        let other = source.decode(Array("\"CFBundleName\" = \"Player\";".utf8), path: "App/en.lproj/InfoPlist.strings")
        #expect(other.file?.code == nil && other.diagnostics.isEmpty)
        let malformed = source.decode(Array("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n".utf8), path: "App/en.lproj/Localizable.strings")
        #expect(malformed.diagnostics.map(\.description) == [
            "App/en.lproj/Localizable.strings:3:1: error: this strings file cannot be read: Missing ';' on line 3 [spec-invalid-value]",
        ])
    }
}
