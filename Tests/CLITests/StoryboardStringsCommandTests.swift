import Foundation
import Testing

/// A storyboard of `Base.lproj` shows, on a device in the app's development language, the text
/// of that language's strings table (`en.lproj/Main.strings`), key by key (`"<objectID>.<property>"`),
/// and another language's table is not read (docs/swift-code.md#storyboards-own-strings). Each
/// test runs a copy of the fixture Xcode project (`Tests/Fixtures/XcodeProject`, development
/// region `en`) whose tables it writes.
@Suite struct StoryboardStringsCommandTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("XcodeProject")
    static let iphonePortrait = ["--device", "iphone", "--orientation", "portrait"]
    static let english = "\"MAI-LB-001.text\" = \"Welcome\";\n"
    static let french = "\"MAI-LB-001.text\" = \"Bienvenue\";\n"

    /// A copy of the fixture with `tables` (paths below `Shop/`) written, `edit` applied to the
    /// storyboard's text first.
    static func project(_ tables: [String: String], storyboard edit: (String) -> String = { $0 },
                         encoding: String.Encoding = .utf8) throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-strings-\(UUID())")
        try FileManager.default.copyItem(at: Self.fixture, to: copy)
        let storyboard = copy.appendingPathComponent("Shop/Base.lproj/Main.storyboard")
        try edit(String(contentsOf: storyboard, encoding: .utf8)).write(to: storyboard, atomically: false, encoding: .utf8)
        for (path, text) in tables {
            let file = copy.appendingPathComponent("Shop").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: false, encoding: encoding)
        }
        return copy
    }

    /// The first spoken line of the Catalog screen's label.
    private func spokenTitle(_ arguments: [String], in folder: URL) throws -> String? {
        let run = try CommandRunner.run(["voiceover"] + arguments + Self.iphonePortrait, in: folder)
        #expect(run.status == 0)
        return run.stdout.components(separatedBy: "\n").first { $0.contains("[MAI-LB-001 ") }
    }

    @Test func theDevelopmentLanguagesTableGivesTheLabelItsText() throws {
        let folder = try Self.project(["en.lproj/Main.strings": Self.english, "fr.lproj/Main.strings": Self.french])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try spokenTitle(["."], in: folder) == "  1. Welcome. Heading.  [MAI-LB-001 in Main.Catalog]")
        // A folder run (no project): the development language is English.
        #expect(try spokenTitle(["Shop"], in: folder) == "  1. Welcome. Heading.  [MAI-LB-001 in Main.Catalog]")
    }

    /// `lint` reads the Xcode project: its `developmentRegion` names the language whose table
    /// applies.
    @Test func theProjectsDevelopmentRegionPicksTheTable() throws {
        let folder = try Self.project(["en.lproj/Main.strings": Self.english, "fr.lproj/Main.strings": Self.french])
        defer { try? FileManager.default.removeItem(at: folder) }
        let pbxproj = folder.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        let dynamicType = "Shop/Base.lproj/Main.storyboard:16:33: warning: '%@' (MAI-LB-001) uses text style largeTitle but does not adjust to the user's text size while the app runs (adjustsForContentSize: false) [a11y-dynamic-type]\n"
        let english = try CommandRunner.run(["lint", "--reporter", "relative-path", "."], in: folder)
        #expect(english.stdout.contains(dynamicType.replacingOccurrences(of: "%@", with: "Welcome")))
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
        try text.replacingOccurrences(of: "developmentRegion = en;", with: "developmentRegion = fr;").write(to: pbxproj, atomically: false, encoding: .utf8)
        let french = try CommandRunner.run(["lint", "--reporter", "relative-path", "."], in: folder)
        #expect(french.stdout.contains(dynamicType.replacingOccurrences(of: "%@", with: "Bienvenue")))
    }

    @Test func anotherLanguagesTableAloneIsNotRead() throws {
        // The fixture's own English table gives the label the storyboard's text.
        let folder = try Self.project(["fr.lproj/Main.strings": Self.french])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try spokenTitle(["."], in: folder) == "  1. Catalog. Heading.  [MAI-LB-001 in Main.Catalog]")
        #expect(try spokenTitle(["Shop"], in: folder) == "  1. Catalog. Heading.  [MAI-LB-001 in Main.Catalog]")
    }

    /// A UTF-16 table (what Xcode long wrote) reads the same; the JSON says where the text came
    /// from, at the key's line and column.
    @Test func aUTF16TableIsReadAndLocated() throws {
        let folder = try Self.project(["en.lproj/Main.strings": "/* Class = \"UILabel\"; */\n  " + Self.english], encoding: .utf16)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try spokenTitle(["."], in: folder) == "  1. Welcome. Heading.  [MAI-LB-001 in Main.Catalog]")
        let run = try CommandRunner.run(["voiceover", "Shop", "--scene", "Main.Catalog", "--format", "json"] + Self.iphonePortrait, in: folder)
        let document = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let scene = try #require(((document["environments"] as? [[String: Any]])?.first?["scenes"] as? [[String: Any]])?.first)
        #expect((scene["elements"] as? [[String: Any]])?.first?["announcement"] as? String == "Welcome. Heading.")
        let settings = try #require(scene["setElsewhere"] as? [[String: String]])
        #expect(settings == [["id": "MAI-LB-001", "location": "Shop/en.lproj/Main.strings:2:3", "property": "label", "screen": "Main.Catalog"]])
    }

    /// A switch with no label is a11y-missing-label; the table's `accessibilityLabel` gives it one.
    @Test func theTablesAccessibilityLabelSilencesTheMissingLabel() throws {
        let addSwitch: (String) -> String = {
            $0.replacingOccurrences(of: "</label>\n", with: """
                </label>
                                            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="MAI-SW-001">
                                                <rect key="frame" x="16" y="200" width="51" height="31"/>
                                            </switch>

                """)
        }
        let bare = try Self.project([:], storyboard: addSwitch)
        defer { try? FileManager.default.removeItem(at: bare) }
        let before = try CommandRunner.run(["lint", "--reporter", "relative-path", "."], in: bare)
        #expect(before.stdout.contains("""
            Shop/Base.lproj/Main.storyboard:18:29: error: 'MAI-SW-001' has nothing to speak but its role: VoiceOver says "Switch Button. On." [a11y-missing-label]

            """))
        let labelled = try Self.project(["en.lproj/Main.strings": "\"MAI-SW-001.accessibilityLabel\" = \"Sale items only\";\n"], storyboard: addSwitch)
        defer { try? FileManager.default.removeItem(at: labelled) }
        let after = try CommandRunner.run(["lint", "--reporter", "relative-path", "."], in: labelled)
        #expect(after.status == 0)
        #expect(!after.stdout.contains("[a11y-missing-label]"))
        let spoken = try CommandRunner.run(["voiceover", "Shop", "--scene", "Main.Catalog"] + Self.iphonePortrait, in: labelled)
        #expect(spoken.stdout == """
            Main.Catalog on iphone-16 portrait iOS 26
              1. Catalog. Heading.  [MAI-LB-001 in Main.Catalog]
              2. Sale items only. Switch Button. On. | Double tap to toggle setting.  [MAI-SW-001 in Main.Catalog]
                   label set in Shop/en.lproj/Main.strings:1
              3. Info. Button.  [MAI-BT-001 in Main.Catalog]
              assumptions: alphaThreshold, rowTolerance, announcementStyle

            """)
    }

    @Test func aKeyNamingNoObjectIsAWarningAtTheKey() throws {
        let folder = try Self.project(["en.lproj/Main.strings": Self.english + "\n/* stale */\n\"OLD-LB-009.text\" = \"Gone\";\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["lint", "--reporter", "relative-path", "."], in: folder)
        #expect(run.stdout.contains("""
            Shop/en.lproj/Main.strings:4:1: warning: the key "OLD-LB-009.text" names the object 'OLD-LB-009', which Main.storyboard does not have; UIKit ignores it [ib-missing-destination]
            Shop/en.lproj/Main.strings:4:1: note: a key is "<objectID>.<property>" with the object's id from the Identity inspector; remove the stale key or export the table anew (Product > Export Localizations)

            """))
    }

    @Test func aMalformedTableIsAWarningAndTheStoryboardsTextStays() throws {
        let folder = try Self.project(["en.lproj/Main.strings": "\"MAI-LB-001.text\" = \"Welcome\"\n\"MAI-BT-001.normalTitle\" = \"About\";\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["lint", "--reporter", "relative-path", "."], in: folder)
        let line = run.stdout.components(separatedBy: "\n").first { $0.contains("[ib-invalid-value]") }
        #expect(line?.hasPrefix("Shop/en.lproj/Main.strings:2:1: warning: this strings table cannot be read: ") == true)
        #expect(try spokenTitle(["."], in: folder) == "  1. Catalog. Heading.  [MAI-LB-001 in Main.Catalog]")
    }

    /// A text field's placeholder, a segment's title, a button's title and hint: spoken, and
    /// written by `import` below a comment naming the table's line.
    @Test func eachKeyPropertyReachesVoiceOverAndImport() throws {
        let controls: (String) -> String = {
            $0.replacingOccurrences(of: "</label>\n", with: """
                </label>
                                            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Search" translatesAutoresizingMaskIntoConstraints="NO" id="MAI-TF-001">
                                                <rect key="frame" x="16" y="300" width="361" height="34"/>
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                            </textField>
                                            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="MAI-SG-001">
                                                <rect key="frame" x="16" y="400" width="361" height="32"/>
                                                <segments>
                                                    <segment title="New"/>
                                                    <segment title="Used"/>
                                                </segments>
                                            </segmentedControl>

                """)
        }
        let folder = try Self.project(["en.lproj/Main.strings": """
            "MAI-TF-001.placeholder" = "Search the shop";
            "MAI-SG-001.segmentTitles[1]" = "Second hand";
            "MAI-BT-001.normalTitle" = "Details";
            "MAI-BT-001.accessibilityHint" = "Opens the shop's details";

            """], storyboard: controls)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spoken = try CommandRunner.run(["voiceover", "Shop", "--scene", "Main.Catalog"] + Self.iphonePortrait, in: folder)
        #expect(spoken.stdout == """
            Main.Catalog on iphone-16 portrait iOS 26
              1. Catalog. Heading.  [MAI-LB-001 in Main.Catalog]
              2. Search the shop. Text Field. | Double tap to edit.  [MAI-TF-001 in Main.Catalog]
                   label set in Shop/en.lproj/Main.strings:1
              3. Selected: New. Button. 1 of 2.  [MAI-SG-001.0 in Main.Catalog]
              4. Second hand. Button. 2 of 2.  [MAI-SG-001.1 in Main.Catalog]
              5. Details. Button. | Opens the shop's details  [MAI-BT-001 in Main.Catalog]
                   label set in Shop/en.lproj/Main.strings:3
                   hint set in Shop/en.lproj/Main.strings:4
              assumptions: alphaThreshold, rowTolerance, announcementStyle

            """)
        let output = folder.appendingPathComponent("imported")
        let imported = try CommandRunner.run(["import", "Shop", "-o", output.path], in: folder)
        #expect(imported.status == 0)
        let yaml = try String(contentsOf: output.appendingPathComponent("Main.yaml"), encoding: .utf8)
        #expect(yaml.contains("""
                  - textField:
                      id: MAI-TF-001
                      frame: [16, 300, 361, 34]
                      # localized: Shop/en.lproj/Main.strings:1
                      placeholder: Search the shop
            """))
        #expect(yaml.contains("segments: [\"New\", \"Second hand\"]"))
        #expect(yaml.contains("""
                      # localized: Shop/en.lproj/Main.strings:3
                      title: Details
                      # localized: Shop/en.lproj/Main.strings:4
                      hint: "Opens the shop's details"
            """))
    }
}
