import Foundation
import Testing
import TestSupport

/// The fixture app (`Tests/Fixtures/SwiftApp`: a storyboard whose view controller and views have
/// Swift classes, its English `Localizable.strings`, and one Objective-C file) through the executable: the Swift code reaches
/// `lint`, `voiceover` and `diff` through the registry (docs/swift-code.md), and a finding about
/// what the code set is reported at its Swift line.
@Suite struct SwiftAppCommandTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("SwiftApp")
    static let iphonePortrait = ["--device", "iphone", "--orientation", "portrait"]

    static let objectiveCNote = """
        App/Legacy/LegacyPlayerView.m:3:1: note: 1 class is implemented in Objective-C, which a11y-check does not read: what their code sets is decided in code (LegacyPlayerView) [code-objective-c]
        App/Legacy/LegacyPlayerView.m:3:1: note: a property their code assigns on an outlet (self.title.textColor = ...) is unknown; the rest is as Interface Builder describes it; a YAML spec's overrides can say what the code sets

        """

    /// The storyboard alone: its two `BrandLabel`s have fixed fonts that do not adjust, and no
    /// heading, as Interface Builder says.
    @Test func theStoryboardAloneReportsWhatTheCodeSettles() throws {
        let run = try CommandRunner.run(["lint", "--reporter", "relative-path", "App/Base.lproj/Main.storyboard"], in: Self.fixture)
        #expect(run.status == 0)
        #expect(run.stdout == """
            App/Base.lproj/Main.storyboard:6:17: warning: screen 'Main.Player' has no heading and no navigation title [a11y-no-heading]
            App/Base.lproj/Main.storyboard:6:17: note: give the screen a title, or add the header trait to its section titles
            App/Base.lproj/Main.storyboard:12:33: warning: 'Now Playing' (titleLabel, PLY-LB-001) does not adjust to the user's text size (adjustsForContentSize: false) [a11y-dynamic-type]
            App/Base.lproj/Main.storyboard:12:33: note: use a text style (or a UIFontMetrics-scaled font) and set adjustsFontForContentSizeCategory to true (Interface Builder's Automatically Adjusts Font; a spec's adjustsForContentSize: true)
            App/Base.lproj/Main.storyboard:16:33: warning: 'Ann Artist' (artistLabel, PLY-LB-002) does not adjust to the user's text size (adjustsForContentSize: false) [a11y-dynamic-type]
            App/Base.lproj/Main.storyboard:16:33: note: use a text style (or a UIFontMetrics-scaled font) and set adjustsFontForContentSizeCategory to true (Interface Builder's Automatically Adjusts Font; a spec's adjustsForContentSize: true)

            """)
    }

    /// With the code: `BrandLabel.awakeFromNib` turns on Dynamic Type for both of its instances,
    /// `titleLabel.accessibilityTraits = .header` gives the screen its heading, the progress
    /// button's label is set to a call (unknown: no a11y-missing-label), and the one label the
    /// code gets wrong is reported at its Swift line.
    @Test func lintOfTheAppReportsAtTheSwiftLine() throws {
        let run = try CommandRunner.run(["lint", "--reporter", "relative-path", "."], in: Self.fixture)
        #expect(run.status == 0)
        #expect(run.stdout == Self.objectiveCNote + """
            App/PlayerViewController.swift:21:9: warning: the label of 'shareButton' (PLY-BT-002) ends with "button", which its traits already announce: "Share button. Button." [a11y-label-redundant-trait]
            App/PlayerViewController.swift:21:9: note: leave the role out of the label; the traits say it

            """)
        #expect(run.stderr == "5 files, 1 scene x 2 environments: 0 errors, 1 warning, 1 info\n")
    }

    @Test func theSARIFLogLocatesTheFindingInTheSwiftFile() throws {
        let run = try CommandRunner.run(["lint", "--reporter", "sarif", "."], in: Self.fixture)
        let log = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let redundant = try #require(results.first { $0["ruleId"] as? String == "a11y-label-redundant-trait" })
        let physical = try #require(((redundant["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        // Relative to the repository's root, as every SARIF location.
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Tests/Fixtures/SwiftApp/App/PlayerViewController.swift")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 21 && region["startColumn"] as? Int == 9)
    }

    /// The outlet labels the code sets literally are spoken; the artist label's
    /// `NSLocalizedString("player.artist", comment:)` speaks the text of `en.lproj/Localizable.strings`;
    /// the one set to a call is unknown; `NextButton`, a plain view in the storyboard, is a button
    /// whose code gives its title. (Each element's Swift lines follow it: SwiftAppSourcesTests.)
    @Test func voiceOverSpeaksWhatTheCodeSets() throws {
        let run = try CommandRunner.run(["voiceover", "."] + Self.iphonePortrait, in: Self.fixture)
        #expect(run.status == 0)
        #expect(run.stdout.components(separatedBy: "\n").filter { !$0.contains(" set in ") }.joined(separator: "\n") == """
            Main.Player on iphone-16 portrait iOS 26
              1. Now Playing. Heading.  [PLY-LB-001 in Main.Player]
              2. Artist: Ann Artist  [PLY-LB-002 in Main.Player]
              3. Play. Button.  [PLY-BT-001 in Main.Player]
              4. Share button. Button.  [PLY-BT-002 in Main.Player]
              5. (set in code). Button.  [PLY-BT-003 in Main.Player]
              6. Next. Button.  [PLY-NX-001 in Main.Player]
              assumptions: alphaThreshold, rowTolerance, announcementStyle

            """)
    }

    /// A commit that changes only Swift code: `diff` analyses the scene again and lists the
    /// announcement it changes.
    @Test func aDiffOfASwiftOnlyChangeShowsTheVoiceOverChange() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        let storyboard = try String(contentsOf: Self.fixture.appendingPathComponent("App/Base.lproj/Main.storyboard"), encoding: .utf8)
        let swift = try String(contentsOf: Self.fixture.appendingPathComponent("App/PlayerViewController.swift"), encoding: .utf8)
        try repository.write("App/Base.lproj/Main.storyboard", storyboard)
        try repository.write("App/PlayerViewController.swift", swift)
        try repository.commit("player")
        try repository.write("App/PlayerViewController.swift", swift.replacingOccurrences(of: #"= "Play""#, with: #"= "Play episode""#))
        try repository.commit("label")
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD", "--format", "json"] + Self.iphonePortrait)
        #expect(output.status == 0)
        #expect(try DiffJSON(output.stdout).changes == """
            [{"after":"Play episode. Button.","before":"Play. Button.","change":"announcement","environments":["iphone-16 portrait iOS 26"],\
            "kind":"voiceover","scene":"Main.Player","subject":"PLY-BT-001"}]
            """)
    }

    /// A commit that changes only the strings file: the localized label the code sets reads the
    /// new text, with no Swift or storyboard change.
    @Test func aDiffOfAStringsOnlyChangeShowsTheVoiceOverChange() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        for path in ["App/Base.lproj/Main.storyboard", "App/PlayerViewController.swift", "App/en.lproj/Localizable.strings"] {
            try repository.write(path, try String(contentsOf: Self.fixture.appendingPathComponent(path), encoding: .utf8))
        }
        try repository.commit("player")
        try repository.write("App/en.lproj/Localizable.strings", "\"player.artist\" = \"By Ann Artist\";\n")
        // Another language's table changes nothing: the development language's is read.
        try repository.write("App/fr.lproj/Localizable.strings", "\"player.artist\" = \"Par Ann Artist\";\n")
        try repository.commit("strings")
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD", "--format", "json"] + Self.iphonePortrait)
        #expect(output.status == 0)
        #expect(try DiffJSON(output.stdout).changes == """
            [{"after":"By Ann Artist","before":"Artist: Ann Artist","change":"announcement","environments":["iphone-16 portrait iOS 26"],\
            "kind":"voiceover","scene":"Main.Player","subject":"PLY-LB-002"}]
            """)
    }
}

/// Suppression comments in Swift files, where findings about what the code set are reported:
/// `// a11y-check:disable:next RULE` on the line before, as `// swiftlint:disable:next`.
@Suite struct SwiftSuppressionCommandTests {
    @Test func aLineCommentSuppressesTheFindingAtTheNextSwiftLine() throws {
        let folder = try GitFixture()
        defer { folder.remove() }
        let fixture = SwiftAppCommandTests.fixture
        let storyboard = try String(contentsOf: fixture.appendingPathComponent("App/Base.lproj/Main.storyboard"), encoding: .utf8)
        let swift = try String(contentsOf: fixture.appendingPathComponent("App/PlayerViewController.swift"), encoding: .utf8)
        let line = #"        shareButton.accessibilityLabel = "Share button""#
        #expect(swift.contains(line + "\n"))
        try folder.write("App/Base.lproj/Main.storyboard", storyboard)
        try folder.write("App/BrandLabel.swift", String(contentsOf: fixture.appendingPathComponent("App/BrandLabel.swift"), encoding: .utf8))
        try folder.write("App/PlayerViewController.swift", swift.replacingOccurrences(
            of: line, with: "        // a11y-check:disable:next a11y-label-redundant-trait - the brand's wording\n" + line))
        let run = try CommandRunner.run(["lint", "--reporter", "relative-path", "."], in: folder.directory)
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == "3 files, 1 scene x 2 environments: 0 errors, 0 warnings\n")
    }

    /// Interface Builder keeps no comments, so a label's text that holds the command is only text.
    @Test func aStoryboardTextHoldingTheCommandSuppressesNothing() throws {
        let folder = try GitFixture()
        defer { folder.remove() }
        let storyboard = try String(contentsOf: SwiftAppCommandTests.fixture.appendingPathComponent("App/Base.lproj/Main.storyboard"), encoding: .utf8)
        #expect(storyboard.contains(#"text="Now Playing""#))
        try folder.write("Main.storyboard", storyboard.replacingOccurrences(
            of: #"text="Now Playing""#, with: #"text="Now Playing # a11y-check:disable all""#))
        let run = try CommandRunner.run(["lint", "--reporter", "relative-path", "Main.storyboard"], in: folder.directory)
        #expect(run.stdout.components(separatedBy: "\n").filter { $0.contains(": warning: ") }.map { $0.components(separatedBy: ": warning:")[0] } == [
            "Main.storyboard:6:17", "Main.storyboard:12:33", "Main.storyboard:16:33",
        ])
    }
}

/// `import` of the fixture app writes what its Swift code sets as YAML, each value below its
/// Swift line, an unknown value as a comment only; the YAML loads and lints as the app does.
@Suite struct SwiftAppImportTests {
    @Test func importWritesTheCodeFactsAsYAMLThatLintsAsTheApp() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-import-\(UUID())")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CommandRunner.run(["import", "App", "-o", output.path], in: SwiftAppCommandTests.fixture)
        #expect(run.status == 0)
        let yaml = try String(contentsOf: output.appendingPathComponent("Main.yaml"), encoding: .utf8)
        #expect(yaml.contains("""
                  - label:
                      id: PLY-LB-002
                      name: artistLabel
                      class: BrandLabel
                      frame: [16, 140, 361, 24]
                      text: Ann Artist
                      # set in code: App/PlayerViewController.swift:24
                      label: "Artist: Ann Artist"
                      font: {size: 15, adjustsForContentSize: true}
            """))
        #expect(yaml.contains("""
                  - button:
                      id: PLY-BT-003
                      name: progressButton
                      frame: [136, 200, 44, 44]
                      textFromCode: true
                      # label: set in code, unknown (App/PlayerViewController.swift:22)
            """))
        let lint = try CommandRunner.run(["lint", "--reporter", "relative-path", "Main.yaml"], in: output)
        #expect(lint.status == 0)
        #expect(lint.stdout == """
            Main.yaml:45:11: warning: the label of 'shareButton' (PLY-BT-002) ends with "button", which its traits already announce: "Share button. Button." [a11y-label-redundant-trait]
            Main.yaml:45:11: note: leave the role out of the label; the traits say it

            """)
    }
}
