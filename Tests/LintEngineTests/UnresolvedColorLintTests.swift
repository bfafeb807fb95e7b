import A11yCore
import Hierarchy
import Foundation
import Settings
import TestSupport
import Testing
@testable import LintEngine

/// A storyboard's named colour takes its dark value from the app's asset catalog (Asset Catalog
/// Format Reference, "Named Color Type":
/// https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html);
/// `<resources>` stores only the light value. Without a catalog the dark value is unknown: no
/// contrast finding in dark, a note instead. A catalog inside the folder the run is given is read.
@Suite struct UnresolvedColorLintTests {
    /// Three labels on the root view's system background: the accent (#086AEE: 4.87:1 on white,
    /// 4.30:1 on black), a faint grey (#AAAAAA: 2.32:1 on white) and the accent again.
    private static let storyboard = StoryboardText.minimal(
        subviews: [("L01", "primaryAccentColor"), ("L02", "faintColor"), ("L03", "primaryAccentColor")].map { id, color in
            """
                                            <label text="Text \(id)" id="\(id)-00-001">
                                                <rect key="frame" x="16" y="100" width="361" height="21"/>
                                                <color key="textColor" name="\(color)"/>
                                            </label>
            """
        }.joined(separator: "\n"),
        rootContent: "                                <color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>",
        resources: """
                    <namedColor name="faintColor">
                        <color red="0.66666666666666663" green="0.66666666666666663" blue="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                    <namedColor name="primaryAccentColor">
                        <color red="0.031372549019607843" green="0.41568627450980394" blue="0.93333333333333335" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
            """)

    /// The catalog's colour set for the accent: Any #086AEE, Dark #2D80F1 (5.47:1 on black).
    private static let accentColorSet = """
        {
          "colors" : [
            {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x08", "green": "0x6A", "blue": "0xEE", "alpha": "1.000"}}},
            {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": "0x2D", "green": "0x80", "blue": "0xF1", "alpha": "1.000"}}}
          ],
          "info" : {"author": "xcode", "version": 1}
        }
        """

    /// Lints the folder `App` holding `Base.lproj/Main.storyboard`, with the accent's colour set in
    /// `Resources/Assets.xcassets` when `catalog`.
    private func lintApp(catalog: Bool) throws -> (result: LintResult, findings: [String]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unresolved-color-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try Self.storyboard.write(to: app.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: false, encoding: .utf8)
        if catalog {
            let colorSet = app.appendingPathComponent("Resources/Assets.xcassets/primaryAccentColor.colorset")
            try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
            try Self.accentColorSet.write(to: colorSet.appendingPathComponent("Contents.json"), atomically: false, encoding: .utf8)
            // Never read as a spec: discovery does not enter a catalog.
            try "screens: [".write(to: app.appendingPathComponent("Resources/Assets.xcassets/stray.yaml"), atomically: false, encoding: .utf8)
        }
        let result = LintRunner().run(LintRequest(paths: [app.path], configuration: LintConfiguration(), workingDirectory: directory.path))
        #expect(result.files.map { ($0 as NSString).lastPathComponent } == ["Main.storyboard"])
        return (result, result.findings.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.ruleID) \($0.message)" })
    }

    private static func note(_ name: String) -> String {
        "ib-unresolved-color the named colour '\(name)' is in no asset catalog the run reads: its dark value is unknown, so its contrast is checked in the light appearance only"
    }

    /// The dark environments are analysed (the root view's system background differs there), but
    /// not the accent's labels: no 4.30:1 finding from the light value against black.
    @Test func withoutACatalogTheDarkAppearanceIsNotCheckedAndANoteSaysSo() throws {
        let (result, findings) = try lintApp(catalog: false)
        #expect(findings == [
            "6:17 warning a11y-no-heading screen 'Main.Main' has no heading and no navigation title",
            "10:33 info \(Self.note("primaryAccentColor"))",
            "14:33 warning a11y-contrast 'Text L02' (L02-00-001) has a contrast ratio of 2.32:1 against its background in the light appearance of iOS 26; it needs 4.50:1",
            "14:33 info \(Self.note("faintColor"))",
        ])
        #expect(result.findings.first { $0.ruleID == "ib-unresolved-color" }?.hint
            == "name the app's asset catalog among the inputs (a11y-check lint App/Assets.xcassets App)")
        #expect(Set(result.environments.map(\.appearance)) == [.light, .dark])
        #expect(LintSummary(result, reported: result.findings).description == "1 file, 1 scene x 4 environments: 0 errors, 2 warnings, 2 info")
    }

    /// `Resources/Assets.xcassets` inside the folder linted gives the accent its dark value (which
    /// passes against black); the grey no catalog has is still noted.
    @Test func theCatalogInsideTheFolderGivesTheDarkValue() throws {
        let (result, findings) = try lintApp(catalog: true)
        #expect(findings == [
            "6:17 warning a11y-no-heading screen 'Main.Main' has no heading and no navigation title",
            "14:33 warning a11y-contrast 'Text L02' (L02-00-001) has a contrast ratio of 2.32:1 against its background in the light appearance of iOS 26; it needs 4.50:1",
            "14:33 info \(Self.note("faintColor"))",
        ])
        #expect(Set(result.environments.map(\.appearance)) == [.light, .dark])
        #expect(LintSummary(result, reported: result.findings).description == "1 file, 1 scene x 4 environments: 0 errors, 2 warnings, 1 info")
    }
}
