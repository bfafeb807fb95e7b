import A11yCore
import Foundation
import Settings
import Testing
@testable import LintEngine

/// A storyboard's named colours with the dark values of the app's asset catalog (Asset Catalog
/// Format Reference, "Named Color Type":
/// https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html):
/// the scene gets dark environments, and `a11y-contrast` is checked in both appearances.
@Suite struct AssetCatalogContrastTests {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InterfaceBuilder/Colours")

    private func lint(_ paths: [String]) -> LintResult {
        LintRunner().run(LintRequest(paths: paths, configuration: LintConfiguration(), workingDirectory: Self.folder.path))
    }

    /// The caption (#595959 on white, 7.00:1) passes in light; in dark the catalog makes it
    /// #3C3C3C on #1C1C1E, which fails.
    @Test func theCaptionFailsOnlyInTheDarkAppearance() {
        let result = lint([Self.folder.path])
        #expect(result.environments.map(\.name) == [
            "iphone-16 portrait iOS 26", "iphone-16 portrait iOS 26 dark", "iphone-16 landscape iOS 26", "iphone-16 landscape iOS 26 dark",
        ])
        #expect(result.findings.filter { $0.ruleID == "a11y-contrast" }.map {
            "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column) \($0.message) [\($0.environments.joined(separator: "|"))]"
        } == [
            "Colours.storyboard:17:29 'Paid with card' (LBL-00-CAP) has a contrast ratio of 1.54:1 against its background in the dark appearance of iOS 26; it needs 4.50:1 [iphone-16 portrait iOS 26 dark|iphone-16 landscape iOS 26 dark]",
        ])
    }

    /// Without the catalog (the storyboard alone, elsewhere) the stored light values are all there
    /// is: no dark environment, no finding.
    @Test func withoutTheCatalogOnlyTheLightAppearanceIsChecked() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-contrast-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("Colours.storyboard")
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("Base.lproj/Colours.storyboard"), to: copy)
        let result = lint([copy.path])
        #expect(result.environments.map(\.name) == ["iphone-16 portrait iOS 26", "iphone-16 landscape iOS 26"])
        #expect(result.findings.filter { $0.ruleID == "a11y-contrast" }.isEmpty)
    }

    /// A catalog whose colour sets refer to system colours (the Named Color Type page documents
    /// components only; `"reference"` is the format as Xcode writes it): `Card` is
    /// systemBackgroundColor in both appearances, the caption #595959 in light and a reference to
    /// tertiaryLabelColor in dark. Light: #595959 on white, 7.00:1, passes; dark: tertiaryLabel's
    /// #EBEBF5 at 30% over black (70.5, 70.5, 73.5), 2.25:1, fails.
    @Test func referencesToSystemColoursAreCheckedInBothAppearances() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-contrast-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Assets.xcassets")
        let dark = #""appearances": [{"appearance": "luminosity", "value": "dark"}]"#
        try Self.write(catalog.appendingPathComponent("Card.colorset/Contents.json"), colors: [
            #"{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBackgroundColor"}}"#,
            #"{"idiom": "universal", \#(dark), "color": {"platform": "ios", "reference": "systemBackgroundColor"}}"#,
        ])
        try Self.write(catalog.appendingPathComponent("Text/Caption.colorset/Contents.json"), colors: [
            #"{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x59", "green": "0x59", "blue": "0x59", "alpha": "1.000"}}}"#,
            #"{"idiom": "universal", \#(dark), "color": {"platform": "ios", "reference": "tertiaryLabelColor"}}"#,
        ])
        try #"{"properties": {"provides-namespace": true}}"#.write(to: catalog.appendingPathComponent("Text/Contents.json"), atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("Base.lproj/Colours.storyboard"),
                                         to: directory.appendingPathComponent("Base.lproj/Colours.storyboard"))
        let result = lint([directory.path])
        #expect(!result.findings.contains { ["ib-asset-catalog", "ib-unresolved-color"].contains($0.ruleID) })
        #expect(result.environments.map(\.name) == [
            "iphone-16 portrait iOS 26", "iphone-16 portrait iOS 26 dark", "iphone-16 landscape iOS 26", "iphone-16 landscape iOS 26 dark",
        ])
        #expect(result.findings.filter { $0.ruleID == "a11y-contrast" }.map {
            "\($0.location.line):\($0.location.column) \($0.message) [\($0.environments.joined(separator: "|"))]"
        } == [
            "17:29 'Paid with card' (LBL-00-CAP) has a contrast ratio of 2.25:1 against its background in the dark appearance of iOS 26; it needs 4.50:1 [iphone-16 portrait iOS 26 dark|iphone-16 landscape iOS 26 dark]",
        ])
    }

    /// Writes a colour set's `Contents.json` listing `colors`.
    private static func write(_ file: URL, colors: [String]) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ("{\"colors\": [\n" + colors.joined(separator: ",\n") + "\n]}\n").write(to: file, atomically: false, encoding: .utf8)
    }
}
