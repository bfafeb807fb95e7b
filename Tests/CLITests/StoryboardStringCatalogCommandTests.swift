import Foundation
import Testing

/// A storyboard's string catalog (`Main.xcstrings`, Xcode 15's successor of its `.strings`
/// tables): the development language's `stringUnit` value of each key (`"<objectID>.<property>"`)
/// replaces the storyboard's text, as a table's does; found in the storyboard's `Base.lproj`
/// folder or beside it (where `en.lproj` is), and read instead of a table (docs/swift-code.md#storyboards-own-strings). The storyboard is
/// ``StoryboardTitleStringsCommandTests/storyboard``.
@Suite struct StoryboardStringCatalogCommandTests {
    static let scene = ["--scene", "Main.tabBarController-TAB-TC-001.tab1", "--device", "iphone", "--orientation", "portrait"]

    /// The label's text in English and French; the tab bar item's title in French only, so an
    /// English device shows the storyboard's.
    static func catalog(sourceLanguage: String = "en") -> String {
        """
        {
          "sourceLanguage" : "\(sourceLanguage)",
          "strings" : {
            "PRO-LB-001.text" : {
              "comment" : "Class = \\"UILabel\\"; text = \\"Profile\\"; ObjectID = \\"PRO-LB-001\\";",
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "new", "value" : "Your profile" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Votre profil" } }
              }
            },
            "PRO-TI-001.title" : {
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Moi" } }
              }
            }
          },
          "version" : "1.0"
        }

        """
    }

    static let english = """
        Main.tabBarController-TAB-TC-001.tab1 on iphone-16 portrait iOS 26
          1. Your profile. Heading.  [PRO-LB-001 in Main.Profile]
               label set in App/%@:4
          2. Settings. Tab. 1 of 2.  [tab.0 in Main.tabBarController-TAB-TC-001]
          3. Selected: Me. Tab. 2 of 2.  [tab.1 in Main.tabBarController-TAB-TC-001]
          assumptions: alphaThreshold, rowTolerance, announcementStyle

        """

    private func app(_ files: [String: String]) throws -> URL {
        try CommandRunner.directory(files.merging(["App/Base.lproj/Main.storyboard": StoryboardTitleStringsCommandTests.storyboard]) { $1 })
    }

    private func spoken(_ folder: URL) throws -> String {
        try CommandRunner.run(["voiceover", "App"] + Self.scene, in: folder).stdout
    }

    @Test func aCatalogBesideTheLprojFoldersGivesTheDevelopmentLanguagesText() throws {
        let folder = try app(["App/Main.xcstrings": Self.catalog()])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try spoken(folder) == Self.english.replacingOccurrences(of: "%@", with: "Main.xcstrings"))
        let run = try CommandRunner.run(["voiceover", "App", "--format", "json"] + Self.scene, in: folder)
        let document = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let scene = try #require(((document["environments"] as? [[String: Any]])?.first?["scenes"] as? [[String: Any]])?.first)
        let settings = try #require(scene["setElsewhere"] as? [[String: String]])
        #expect(settings == [["id": "PRO-LB-001", "location": "App/Main.xcstrings:4:5", "property": "label", "screen": "Main.Profile"]])
    }

    @Test func aCatalogInTheStoryboardsOwnFolderIsRead() throws {
        let folder = try app(["App/Base.lproj/Main.xcstrings": Self.catalog()])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try spoken(folder) == Self.english.replacingOccurrences(of: "%@", with: "Base.lproj/Main.xcstrings"))
    }

    /// Elsewhere in the target, a catalog is not looked for: the storyboard's own text stays.
    @Test func aCatalogElsewhereIsNotRead() throws {
        let folder = try app(["App/Resources/Main.xcstrings": Self.catalog()])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try spoken(folder).contains("  1. Profile. Heading.  [PRO-LB-001 in Main.Profile]\n"))
    }

    /// Both: the catalog is read, not the table (Xcode's migration replaces the tables with it).
    @Test func theCatalogWinsOverATable() throws {
        let folder = try app(["App/Main.xcstrings": Self.catalog(),
                              "App/en.lproj/Main.strings": "\"PRO-LB-001.text\" = \"From the table\";\n\"PRO-TI-001.title\" = \"Mine\";\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try spoken(folder) == Self.english.replacingOccurrences(of: "%@", with: "Main.xcstrings"))
    }

    /// With no project to name the development language, the catalog's `sourceLanguage` is it.
    @Test func theSourceLanguageIsTheDevelopmentLanguageOfAFolder() throws {
        let folder = try app(["App/Main.xcstrings": Self.catalog(sourceLanguage: "fr")])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try spoken(folder) == """
            Main.tabBarController-TAB-TC-001.tab1 on iphone-16 portrait iOS 26
              1. Votre profil. Heading.  [PRO-LB-001 in Main.Profile]
                   label set in App/Main.xcstrings:4
              2. Settings. Tab. 1 of 2.  [tab.0 in Main.tabBarController-TAB-TC-001]
              3. Selected: Moi. Tab. 2 of 2.  [tab.1 in Main.tabBarController-TAB-TC-001]
              assumptions: alphaThreshold, rowTolerance, announcementStyle

            """)
    }

    @Test func aStaleKeyIsAWarningAtItsLineAndAMalformedCatalogLeavesTheStoryboardsText() throws {
        let stale = Self.catalog().replacingOccurrences(of: "\"PRO-LB-001.text\"", with: "\"OLD-LB-009.text\"")
        let folder = try app(["App/Main.xcstrings": stale])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try CommandRunner.run(["lint", "--reporter", "relative-path", "App"], in: folder)
        #expect(lint.stdout.contains("""
            App/Main.xcstrings:4:5: warning: the key "OLD-LB-009.text" names the object 'OLD-LB-009', which Main.storyboard does not have; UIKit ignores it [ib-missing-destination]

            """))
        let broken = try app(["App/Main.xcstrings": String(Self.catalog().dropLast(4))])
        defer { try? FileManager.default.removeItem(at: broken) }
        let run = try CommandRunner.run(["lint", "--reporter", "relative-path", "App"], in: broken)
        let line = run.stdout.components(separatedBy: "\n").first { $0.contains("[ib-invalid-value]") }
        #expect(line?.hasPrefix("App/Main.xcstrings:") == true)
        #expect(line?.contains(": warning: this string catalog cannot be read: ") == true)
        #expect(try spoken(broken).contains("  1. Profile. Heading.  [PRO-LB-001 in Main.Profile]\n"))
    }

    @Test func importWritesTheCatalogsLine() throws {
        let folder = try app(["App/Main.xcstrings": Self.catalog()])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("imported")
        #expect(try CommandRunner.run(["import", "App", "-o", output.path], in: folder).status == 0)
        let yaml = try String(contentsOf: output.appendingPathComponent("Main.yaml"), encoding: .utf8)
        #expect(yaml.contains("""
                  - label:
                      id: PRO-LB-001
                      frame: [16, 100, 361, 41]
                      # localized: App/Main.xcstrings:4
                      text: Your profile
            """))
    }
}
