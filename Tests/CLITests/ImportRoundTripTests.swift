import Foundation
import TestSupport
import Testing

/// `a11y-check import` of every hand-written Interface Builder fixture writes YAML that loads
/// with no diagnostics and gives the same voiceover, orientation, lifecycle and lint JSON as the
/// storyboard or xib itself.
@Suite struct ImportRoundTripTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("InterfaceBuilder")

    static var fixtureNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    }

    @Test func everyFixtureIsFound() {
        #expect(Self.fixtureNames == ["Adaptive.storyboard", "Card.xib", "Library.storyboard", "Settings.storyboard", "Welcome.storyboard"])
    }

    @Test(arguments: fixtureNames) func importedYAMLGivesTheSameAnalysis(name: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-import-\(UUID())")
        let original = Self.fixtures.appendingPathComponent(name).path
        let imported = try CommandRunner.run(["import", original, "-o", output.path])
        #expect(imported.status == 0)
        #expect(!imported.stderr.contains("error:"))
        let yaml = output.appendingPathComponent((name as NSString).deletingPathExtension + ".yaml").path
        let text = try String(contentsOfFile: yaml, encoding: .utf8)
        #expect(text.hasPrefix("# Imported from \(name) by `a11y-check import`."))
        for command in ["voiceover", "orientation", "lifecycle"] {
            let fromXML = try CommandRunner.run([command, original, "--format", "json"])
            let fromYAML = try CommandRunner.run([command, yaml, "--format", "json"])
            #expect(fromXML.status == 0, "\(command) \(name): \(fromXML.stdout)")
            #expect(fromYAML.stdout == fromXML.stdout, "\(command) differs for \(name)")
            #expect(fromYAML.stderr == "", "\(fromYAML.stderr)")
        }
        let lintXML = try CommandRunner.run(["lint", original, "--reporter", "json"])
        let lintYAML = try CommandRunner.run(["lint", yaml, "--reporter", "json"])
        #expect(lintXML.status == lintYAML.status)
        #expect(try Self.findingsWithoutPlaces(lintYAML.stdout) == Self.findingsWithoutPlaces(lintXML.stdout))
        #expect(try !Self.findingsWithoutPlaces(lintXML.stdout).isEmpty)
    }

    /// A storyboard with the app's Info.plist beside it (above `Base.lproj`): the YAML names that
    /// Info.plist relative to itself, so it gives the same orientation result (the Info.plist's
    /// portrait-only iPhone mask) as the storyboard.
    @Test func theInfoPlistBesideTheStoryboardIsNamedInTheYAML() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-import-\(UUID())")
        let original = Self.fixtures.appendingPathComponent("App/Base.lproj/Main.storyboard").path
        #expect(try CommandRunner.run(["import", original, "-o", output.path]).status == 0)
        let yaml = output.appendingPathComponent("Main.yaml").path
        let text = try String(contentsOfFile: yaml, encoding: .utf8)
        let plist = Self.fixtures.appendingPathComponent("App/Info.plist").standardizedFileURL.path
        let heading = "app:\n  # The Info.plist found beside the storyboard: orientations, full screen, launch and main storyboards.\n  infoPlist: \""
        let named = text.components(separatedBy: heading).dropFirst().first?.prefix { $0 != "\"" }
        // Relative to the YAML's folder, wherever the checkout and the output folder are.
        #expect(named?.hasPrefix("../") == true)
        #expect(named.map { URL(fileURLWithPath: String($0), relativeTo: URL(fileURLWithPath: yaml)).standardizedFileURL.path } == plist)
        for command in ["voiceover", "orientation", "lifecycle"] {
            let fromXML = try CommandRunner.run([command, original, "--format", "json"])
            let fromYAML = try CommandRunner.run([command, yaml, "--format", "json"])
            #expect(fromYAML.stdout == fromXML.stdout, "\(command) differs")
        }
        #expect(try CommandRunner.run(["orientation", yaml]).stdout.contains("The app mask applies: the Info.plist's device key allows [portrait]."))
    }

    /// A storyboard with an asset catalog above `Base.lproj`: the YAML declares the catalog's
    /// colours with their dark values under `colors`, so it gives the same dark environments and
    /// the same dark-only contrast finding as the storyboard.
    @Test func theAssetCatalogColoursAreWrittenUnderColors() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-import-\(UUID())")
        let original = Self.fixtures.appendingPathComponent("Colours/Base.lproj/Colours.storyboard").path
        #expect(try CommandRunner.run(["import", original, "-o", output.path]).status == 0)
        let yaml = output.appendingPathComponent("Colours.yaml").path
        let text = try String(contentsOfFile: yaml, encoding: .utf8)
        #expect(text.contains("colors:\n  Card: {light: \"#FFFFFF\", dark: \"#1C1C1E\"}\n  \"Text/Caption\": {light: \"#595959\", dark: \"#3C3C3C\"}\n"))
        for command in ["voiceover", "orientation", "lifecycle"] {
            let fromXML = try CommandRunner.run([command, original, "--format", "json"])
            let fromYAML = try CommandRunner.run([command, yaml, "--format", "json"])
            #expect(fromYAML.stdout == fromXML.stdout, "\(command) differs")
        }
        let lintXML = try CommandRunner.run(["lint", original, "--reporter", "json"])
        let lintYAML = try CommandRunner.run(["lint", yaml, "--reporter", "json"])
        let findings = try Self.findingsWithoutPlaces(lintXML.stdout)
        #expect(try Self.findingsWithoutPlaces(lintYAML.stdout) == findings)
        #expect(findings.contains { $0.hasPrefix("a11y-contrast|") && $0.contains("dark appearance") })
    }

    /// A catalog whose colour sets refer to system colours (`"reference": "systemBackgroundColor"`,
    /// the format as Xcode writes it): the YAML writes those values as `system:NAME`, so it gives
    /// the same dark environments and the same dark-only contrast finding (the caption's dark
    /// reference to tertiaryLabelColor, 2.25:1 over black) as the storyboard.
    @Test func referencesToSystemColoursAreWrittenAsSystemColours() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-import-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let dark = #""appearances": [{"appearance": "luminosity", "value": "dark"}]"#
        let colorSets = [
            "Card": [#"{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBackgroundColor"}}"#,
                     #"{"idiom": "universal", \#(dark), "color": {"platform": "ios", "reference": "systemBackgroundColor"}}"#],
            "Text/Caption": [#"{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x59", "green": "0x59", "blue": "0x59", "alpha": "1.000"}}}"#,
                             #"{"idiom": "universal", \#(dark), "color": {"platform": "ios", "reference": "tertiaryLabelColor"}}"#],
        ]
        for (name, entries) in colorSets {
            let set = catalog.appendingPathComponent(name + ".colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try ("{\"colors\": [\n" + entries.joined(separator: ",\n") + "\n]}\n").write(to: set.appendingPathComponent("Contents.json"), atomically: false, encoding: .utf8)
        }
        try #"{"properties": {"provides-namespace": true}}"#.write(to: catalog.appendingPathComponent("Text/Contents.json"), atomically: false, encoding: .utf8)
        let original = folder.appendingPathComponent("Base.lproj/Colours.storyboard").path
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent("Colours/Base.lproj/Colours.storyboard").path, toPath: original)
        let output = folder.appendingPathComponent("out")
        let imported = try CommandRunner.run(["import", original, "-o", output.path])
        #expect(imported.status == 0)
        #expect(imported.stderr == "")
        let yaml = output.appendingPathComponent("Colours.yaml").path
        let text = try String(contentsOfFile: yaml, encoding: .utf8)
        #expect(text.contains("colors:\n  Card: {light: \"system:systemBackground\", dark: \"system:systemBackground\"}\n  \"Text/Caption\": {light: \"#595959\", dark: \"system:tertiaryLabel\"}\n"))
        for command in ["voiceover", "orientation", "lifecycle"] {
            let fromXML = try CommandRunner.run([command, original, "--format", "json"])
            let fromYAML = try CommandRunner.run([command, yaml, "--format", "json"])
            #expect(fromYAML.stdout == fromXML.stdout, "\(command) differs")
        }
        let lintXML = try CommandRunner.run(["lint", original, "--reporter", "json"])
        let lintYAML = try CommandRunner.run(["lint", yaml, "--reporter", "json"])
        #expect(lintXML.status == lintYAML.status)
        let findings = try Self.findingsWithoutPlaces(lintXML.stdout)
        #expect(try Self.findingsWithoutPlaces(lintYAML.stdout) == findings)
        #expect(findings.filter { $0.hasPrefix("a11y-contrast|") } == [
            "a11y-contrast|warning|'Paid with card' (LBL-00-CAP) has a contrast ratio of 2.25:1 against its background in the dark appearance of iOS 26; it needs 4.50:1|darken or lighten the text or the background|Colours.Receipt|LBL-00-CAP (dark, iOS 26)|[\"iphone-16 portrait iOS 26 dark\", \"iphone-16 landscape iOS 26 dark\"]",
        ])
    }

    /// A named colour no asset catalog has: the YAML says `dark: unknown`, so it gives the same
    /// environments (no dark ones) and the same findings (the light one only) as the storyboard.
    @Test func aColourNoCatalogHasIsWrittenWithAnUnknownDarkValue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-import-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let original = folder.appendingPathComponent("Accent.storyboard").path
        try StoryboardText.minimal(
            subviews: """
                                            <label text="Read more" id="L01-00-001">
                                                <rect key="frame" x="16" y="100" width="361" height="21"/>
                                                <color key="textColor" name="faintColor"/>
                                            </label>
                """,
            rootContent: "                                <color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>",
            resources: """
                        <namedColor name="faintColor">
                            <color red="0.66666666666666663" green="0.66666666666666663" blue="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </namedColor>
                """
        ).write(toFile: original, atomically: false, encoding: .utf8)
        let output = folder.appendingPathComponent("out")
        let imported = try CommandRunner.run(["import", original, "-o", output.path])
        #expect(imported.status == 0)
        let yaml = output.appendingPathComponent("Accent.yaml").path
        let text = try String(contentsOfFile: yaml, encoding: .utf8)
        #expect(text.contains("colors:\n  faintColor: {light: \"#AAAAAA\", dark: unknown}\nscreens:\n"))
        let lintXML = try CommandRunner.run(["lint", original, "--reporter", "json"])
        let lintYAML = try CommandRunner.run(["lint", yaml, "--reporter", "json"])
        #expect(lintXML.status == lintYAML.status)
        let findings = try Self.findingsWithoutPlaces(lintXML.stdout)
        #expect(try Self.findingsWithoutPlaces(lintYAML.stdout) == findings)
        #expect(findings.map { $0.split(separator: "|").prefix(2).joined(separator: "|") } == ["a11y-contrast|warning", "a11y-no-heading|warning"])
        #expect(findings.first == "a11y-contrast|warning|'Read more' (L01-00-001) has a contrast ratio of 2.32:1 against its background in the light appearance of iOS 26; it needs 4.50:1|darken or lighten the text or the background|Accent.Main|L01-00-001 (light, iOS 26)|[\"iphone-16 portrait iOS 26\", \"iphone-16 landscape iOS 26\"]")
    }

    /// Each finding without its place: the places differ (XML line against YAML line). Notes
    /// about the XML itself (`ib-*`) have no counterpart in the YAML.
    static func findingsWithoutPlaces(_ json: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let findings = (object as? [[String: Any]]) ?? ((object as? [String: Any])?["findings"] as? [[String: Any]]) ?? []
        return findings.filter { !(($0["rule"] as? String)?.hasPrefix("ib-") ?? false) }.map { finding in
            ["rule", "severity", "message", "hint", "scope", "subject", "environments"].compactMap { finding[$0].map { "\($0)" } }.joined(separator: "|")
        }.sorted()
    }
}
