import A11yCore
import Hierarchy
import Foundation
import InterfaceBuilderSource
import SpecInputs
import SpecWriter
import Testing
import TestSupport

/// Named colours of storyboards and xibs take their light and dark values from the app's asset
/// catalog, as Xcode's "Named Color Type" describes `NAME.colorset/Contents.json` (Asset Catalog
/// Format Reference:
/// https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html);
/// a folder group prefixes its name only with `"provides-namespace": true` ("Group Type":
/// https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/GroupType.html).
@Suite struct AssetCatalogTests {
    private static let folder = IBFixtures.folder.appendingPathComponent("Colours")
    private static let storyboard = folder.appendingPathComponent("Base.lproj/Colours.storyboard").path

    private static func hex(_ color: Color) -> String {
        [color.red, color.green, color.blue, color.alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    private static func describe(_ value: ColorValue?) -> String {
        guard case .named(let named) = value else { return "\(String(describing: value))" }
        return "\(named.name) \(describe(named.light)) \(named.dark.map(describe) ?? "unknown")"
    }

    private static func describe(_ value: NamedColor.Value) -> String {
        switch value {
        case .fixed(let color): hex(color)
        case .system(let color): SystemColor.prefix + color.rawValue
        }
    }

    /// The catalog above `Base.lproj` is found; `Text/` provides a namespace, so the caption is
    /// `Text/Caption`; the dark entry (`"appearance": "luminosity", "value": "dark"`) is the dark
    /// value and the high contrast entry is not read.
    @Test func theCatalogBesideTheStoryboardGivesLightAndDarkValues() throws {
        let loaded = ProjectLoader.load(paths: [Self.storyboard])
        #expect(loaded.diagnostics.isEmpty)
        let file = try #require(loaded.project.files.first)
        #expect(file.colors.map { Self.describe(.named($0)) } == ["Card FFFFFFFF 1C1C1EFF", "Text/Caption 595959FF 3C3C3CFF"])
        let screen = try #require(loaded.project.screens["Colours.Receipt"])
        #expect(Self.describe(screen.view[0].backgroundColor?.value) == "Card FFFFFFFF 1C1C1EFF")
        #expect(Self.describe(screen.view[0].textColor?.value) == "Text/Caption 595959FF 3C3C3CFF")
        #expect(screen.view[0].textColor?.location == SourceLocation(file: Self.storyboard, line: 17, column: 29))
    }

    /// Without a catalog a named colour's light value is the one the document's `<resources>`
    /// stores and its dark value is unknown: nothing in dark, and it does not vary with the
    /// appearance; an `ib-unresolved-color` note per name, at its first use.
    @Test func withoutACatalogTheDarkValueIsUnknown() throws {
        let xml = try String(contentsOfFile: Self.storyboard, encoding: .utf8)
        let loaded = IBFixtures.decode(xml, path: "/nonexistent/Colours.storyboard")
        let screen = try #require(loaded.project.screens["Colours.Receipt"])
        let caption = try #require(screen.view[0].textColor?.value)
        #expect(Self.describe(caption) == "Text/Caption 595959FF unknown")
        #expect(caption.resolved(in: ColorContext(appearance: .light, iosVersion: .latest)) == Color(red: 0x59 / 255, green: 0x59 / 255, blue: 0x59 / 255))
        #expect(caption.resolved(in: ColorContext(appearance: .dark, iosVersion: .latest)) == nil)
        #expect(!caption.variesWithAppearance && !caption.isDynamic)
        #expect(loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.ruleID) \($0.message)" } == [
            "17:29 info ib-unresolved-color the named colour 'Card' is in no asset catalog the run reads: its dark value is unknown, so its contrast is checked in the light appearance only",
            "17:29 info ib-unresolved-color the named colour 'Text/Caption' is in no asset catalog the run reads: its dark value is unknown, so its contrast is checked in the light appearance only",
        ])
        #expect(loaded.diagnostics.first?.hint == "name the app's asset catalog among the inputs (a11y-check lint App/Assets.xcassets App)")
    }

    /// The colours a view takes in a size class (`<variation>`) come from the catalog too, each at
    /// its own `<color>` element.
    @Test func sizeClassVariationsTakeTheCatalogColours() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("Assets.xcassets"), to: directory.appendingPathComponent("Assets.xcassets"))
        let path = directory.appendingPathComponent("Compact.storyboard").path
        try StoryboardText.minimal(subviews: """
                                    <label text="Paid" id="L01-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="30"/>
                                        <color key="textColor" name="Text/Caption"/>
                                        <variation key="heightClass=compact">
                                            <color key="textColor" name="Card"/>
                                            <color key="backgroundColor" name="Text/Caption"/>
                                        </variation>
                                    </label>
            """, resources: """
                    <namedColor name="Card">
                        <color red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                    <namedColor name="Text/Caption">
                        <color red="0.34901960784313724" green="0.34901960784313724" blue="0.34901960784313724" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
            """).write(toFile: path, atomically: false, encoding: .utf8)
        let loaded = ProjectLoader.load(paths: [path])
        #expect(loaded.diagnostics.isEmpty)
        let label = try #require(loaded.project.screens["Compact.Main"]?.view.first)
        let compact = try #require(label.variations?.value.settings.first)
        #expect(compact.pattern == SizeClassInstallation.Pattern(width: nil, height: .compact))
        #expect(Self.describe(label.textColor?.value) == "Text/Caption 595959FF 3C3C3CFF")
        #expect(Self.describe(compact.properties.textColor?.value) == "Card FFFFFFFF 1C1C1EFF")
        #expect(compact.properties.textColor?.location == SourceLocation(file: path, line: 14, column: 33))
        #expect(Self.describe(compact.properties.backgroundColor?.value) == "Text/Caption 595959FF 3C3C3CFF")
    }

    /// A catalog named among the inputs is read too, and wins over one found beside the file.
    @Test func aCatalogAmongTheInputsIsRead() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.colorSet(in: directory.appendingPathComponent("Brand.xcassets/Card.colorset"),
                          entries: [#"{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"}}}"#])
        let loaded = ProjectLoader.load(paths: [directory.appendingPathComponent("Brand.xcassets").path, Self.storyboard])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.project.files.first?.colors.map { Self.describe(.named($0)) } == ["Card 0000FFFF 0000FFFF", "Text/Caption 595959FF 3C3C3CFF"])
    }

    /// A colour set whose entries give no colour is a colour left unset, not a broken one: Xcode's
    /// App and Widget Extension templates make `AccentColor` and `WidgetBackground` that way (one
    /// universal entry, no `color`), and the app keeps the system tint
    /// (https://developer.apple.com/documentation/xcode/specifying-your-apps-color-scheme). It
    /// is no warning; a file naming it finds no colour there.
    @Test func anUnsetColourSetIsNoWarning() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Brand.xcassets")
        try Self.colorSet(in: catalog.appendingPathComponent("Card.colorset"),
                          entries: [#"{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"}}}"#])
        try Self.colorSet(in: catalog.appendingPathComponent("AccentColor.colorset"), entries: [#"{"idiom": "universal"}"#])
        try Self.colorSet(in: catalog.appendingPathComponent("WidgetBackground.colorset"), entries: [])
        let loaded = ProjectLoader.load(paths: [catalog.path, Self.storyboard])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.project.files.first?.colors.map { Self.describe(.named($0)) } == ["Card 0000FFFF 0000FFFF", "Text/Caption 595959FF 3C3C3CFF"])
    }

    /// A catalog named among the inputs that is missing, or not a folder, is an input error.
    @Test func aMissingCatalogIsAnInputError() {
        let loaded = ProjectLoader.load(paths: ["/nonexistent/Assets.xcassets", Self.storyboard])
        #expect(loaded.inputErrors.map { "\($0.path): \($0.reason)" } == ["/nonexistent/Assets.xcassets: no such file or directory"])
        #expect(loaded.project.files.count == 1)
    }

    /// Components as Xcode writes them: float strings, 0-255 integers, hexadecimal, and
    /// `white` for the grey spaces; `universal` is preferred over `iphone`, a Light entry over Any,
    /// and entries for another platform are skipped.
    @Test func componentFormatsIdiomsAndPlatforms() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Assets.xcassets")
        try Self.colorSet(in: catalog.appendingPathComponent("Mixed.colorset"), entries: [
            #"{"idiom": "iphone", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}}"#,
            #"{"idiom": "universal", "platform": "osx", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}"#,
            #"{"idiom": "universal", "color": {"color-space": "display-p3", "components": {"red": "128", "green": "0x40", "blue": "0.250", "alpha": "0.500"}}}"#,
            #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "light"}], "color": {"color-space": "extended-srgb", "components": {"red": "0x10", "green": "16", "blue": "1.200", "alpha": "1.000"}}}"#,
            #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "extended-gray", "components": {"white": "0.500", "alpha": "1.000"}}}"#,
        ])
        try Self.colorSet(in: catalog.appendingPathComponent("Plain/Phone.colorset"), entries: [
            #"{"idiom": "ipad", "color": {"color-space": "gray-gamma-22", "components": {"white": "0.000", "alpha": "1.000"}}}"#,
            #"{"idiom": "iphone", "color": {"color-space": "gray-gamma-22", "components": {"white": "1.000", "alpha": "1.000"}}}"#,
        ])
        try #"{"info": {"author": "xcode", "version": 1}}"#.write(to: catalog.appendingPathComponent("Plain/Contents.json"), atomically: false, encoding: .utf8)
        var files = [SpecFile(path: directory.appendingPathComponent("Main.storyboard").path)]
        let stored = Color(red: 0, green: 0, blue: 0, alpha: 1)
        files[0].colors = [NamedColor(name: "Mixed", light: stored, dark: nil), NamedColor(name: "Phone", light: stored, dark: nil)]
        #expect(AssetCatalogs.apply(given: [], to: &files, containment: PathContainment(inputs: [directory.path])).isEmpty)
        #expect(files[0].colors.map { Self.describe(.named($0)) } == ["Mixed 1010FFFF 808080FF", "Phone FFFFFFFF FFFFFFFF"])
    }

    /// Bad JSON (at the character the JSON parser stopped at, or the end of a cut file) and an
    /// unknown colour space are `ib-asset-catalog` warnings at the place in `Contents.json`; the
    /// colour keeps the document's stored light value, its dark value unknown. The unreadable
    /// `Card` is not noted again; `Caption` is no `Text/Caption` here (the group's `Contents.json`,
    /// which would give the namespace, is missing), so that name is in no catalog and is noted.
    @Test func badColourSetsAreLocatedWarnings() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Assets.xcassets")
        try FileManager.default.copyItem(atPath: Self.storyboard, toPath: directory.appendingPathComponent("Colours.storyboard").path)
        try Self.colorSet(in: catalog.appendingPathComponent("Card.colorset"), entries: [
            #"{"idiom": "universal", "color": {"color-space": "cmyk", "components": {"cyan": "1.000"}}}"#,
        ])
        let caption = catalog.appendingPathComponent("Text/Caption.colorset")
        try FileManager.default.createDirectory(at: caption, withIntermediateDirectories: true)
        try "{\n  \"colors\" : [\n    { \"idiom\" : \"universal\" x }\n]}\n".write(to: caption.appendingPathComponent("Contents.json"), atomically: false, encoding: .utf8)
        let cut = catalog.appendingPathComponent("Cut.colorset")
        try FileManager.default.createDirectory(at: cut, withIntermediateDirectories: true)
        try "{\n  \"colors\" : [\n".write(to: cut.appendingPathComponent("Contents.json"), atomically: false, encoding: .utf8)
        let loaded = ProjectLoader.load(paths: [directory.path])
        #expect(loaded.diagnostics.map { "\(($0.location.file as NSString).pathComponents.suffix(2).joined(separator: "/")):\($0.location.line):\($0.location.column) \($0.severity) \($0.ruleID) \($0.message)" } == [
            "Card.colorset/Contents.json:3:53 warning ib-asset-catalog the colour 'Card' cannot be read: unknown colour space 'cmyk'",
            "Cut.colorset/Contents.json:3:1 warning ib-asset-catalog the colour 'Cut' cannot be read: Contents.json is not valid JSON",
            "Caption.colorset/Contents.json:3:29 warning ib-asset-catalog the colour 'Caption' cannot be read: Contents.json is not valid JSON",
            "\(directory.lastPathComponent)/Colours.storyboard:17:29 info ib-unresolved-color the named colour 'Text/Caption' is in no asset catalog the run reads: its dark value is unknown, so its contrast is checked in the light appearance only",
        ])
        #expect(loaded.project.files.first?.colors.map { Self.describe(.named($0)) } == ["Card FFFFFFFF unknown", "Text/Caption 595959FF unknown"])
    }

    /// An entry that refers to a system colour (`"color": {"platform": "ios", "reference":
    /// "systemBackgroundColor"}`) instead of giving components has that UIKit system colour's
    /// value in its appearance. The Named Color Type page documents only components: the
    /// reference is the format as Xcode writes it, seen in real catalogs (NetNewsWire's
    /// `barBackgroundColor`, `vibrantTextColor`, `fullScreenBackgroundColor`,
    /// `deleteBackgroundColor`). The names are Interface Builder's, as a storyboard's
    /// `systemColor`. Light and dark entries may mix components and references.
    @Test func referencesToSystemColoursAreRead() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Assets.xcassets")
        let dark = #""appearances": [{"appearance": "luminosity", "value": "dark"}]"#
        try Self.colorSet(in: catalog.appendingPathComponent("Bar.colorset"), entries: [
            #"{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBackgroundColor"}}"#,
            #"{"idiom": "universal", \#(dark), "color": {"platform": "ios", "reference": "systemBackgroundColor"}}"#,
        ])
        try Self.colorSet(in: catalog.appendingPathComponent("Vibrant.colorset"), entries: [
            #"{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}}"#,
            #"{"idiom": "universal", \#(dark), "color": {"platform": "ios", "reference": "labelColor"}}"#,
        ])
        try Self.colorSet(in: catalog.appendingPathComponent("FullScreen.colorset"), entries: [
            #"{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBackgroundColor"}}"#,
            #"{"idiom": "universal", \#(dark), "color": {"color-space": "gray-gamma-22", "components": {"white": "0.000", "alpha": "1.000"}}}"#,
        ])
        try Self.colorSet(in: catalog.appendingPathComponent("Grouped.colorset"), entries: [
            #"{"idiom": "universal", "color": {"reference": "groupTableViewBackgroundColor"}}"#,
        ])
        try Self.colorSet(in: catalog.appendingPathComponent("Teal.colorset"), entries: [
            #"{"idiom": "universal", "color": {"platform": "ios", "reference": "systemTealColor"}}"#,
            #"{"idiom": "universal", \#(dark), "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}"#,
        ])
        var files = [SpecFile(path: directory.appendingPathComponent("Main.storyboard").path)]
        let stored = Color(red: 0, green: 0, blue: 0, alpha: 1)
        files[0].colors = ["Bar", "Vibrant", "FullScreen", "Grouped", "Teal"].map { NamedColor(name: $0, light: stored, dark: nil) }
        #expect(AssetCatalogs.apply(given: [], to: &files, containment: PathContainment(inputs: [directory.path])).isEmpty)
        #expect(files[0].colors.map { Self.describe(.named($0)) } == [
            "Bar system:systemBackground system:systemBackground", "Vibrant FFFFFFFF system:label",
            "FullScreen system:systemBackground 000000FF", "Grouped system:systemGroupedBackground system:systemGroupedBackground",
            "Teal system:systemTeal 000000FF",
        ])
        func values(_ named: NamedColor, on version: IOSVersion) -> String {
            [Appearance.light, .dark].map { appearance in
                ColorValue.named(named).resolved(in: ColorContext(appearance: appearance, iosVersion: version)).map(Self.hex) ?? "unknown"
            }.joined(separator: " ")
        }
        let colors = files[0].colors
        #expect(colors.map { values($0, on: .latest) } == [
            "FFFFFFFF 000000FF", "FFFFFFFF FFFFFFFF", "FFFFFFFF 000000FF", "F2F2F7FF 000000FF", "00C3D0FF 000000FF",
        ])
        #expect(values(colors[4], on: try #require(IOSVersion(13))) == "5AC8FAFF 000000FF")
        // White in light and label's white in dark: the same in every context.
        #expect(colors.map { ColorValue.named($0).variesWithAppearance } == [true, false, true, true, true])
        #expect(colors.map { ColorValue.named($0).isDynamic } == [true, false, true, true, true])
    }

    /// A reference to a name that is not a UIKit system colour a11y-check knows (a macOS colour,
    /// a misspelling) is an `ib-asset-catalog` warning at the referred name, with a did-you-mean
    /// when one is close; the colour keeps the stored light value, its dark value unknown.
    @Test func anUnknownReferenceIsALocatedWarning() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(atPath: Self.storyboard, toPath: directory.appendingPathComponent("Colours.storyboard").path)
        let catalog = directory.appendingPathComponent("Assets.xcassets")
        try Self.colorSet(in: catalog.appendingPathComponent("Card.colorset"), entries: [
            #"{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}}"#,
            #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"platform": "ios", "reference": "controlAccentColor"}}"#,
        ])
        try Self.colorSet(in: catalog.appendingPathComponent("Delete.colorset"), entries: [
            #"{"idiom": "universal", "color": {"platform": "ios", "reference": "systemRedColour"}}"#,
        ])
        let loaded = ProjectLoader.load(paths: [directory.path])
        #expect(loaded.diagnostics.map { "\(($0.location.file as NSString).pathComponents.suffix(2).joined(separator: "/")):\($0.location.line):\($0.location.column) \($0.severity) \($0.ruleID) \($0.message)" } == [
            "Card.colorset/Contents.json:4:134 warning ib-asset-catalog the colour 'Card' cannot be read: the colour refers to 'controlAccentColor', which is not a UIKit system colour a11y-check knows",
            "Delete.colorset/Contents.json:3:70 warning ib-asset-catalog the colour 'Delete' cannot be read: the colour refers to 'systemRedColour', which is not a UIKit system colour a11y-check knows",
            "\(directory.lastPathComponent)/Colours.storyboard:17:29 info ib-unresolved-color the named colour 'Text/Caption' is in no asset catalog the run reads: its dark value is unknown, so its contrast is checked in the light appearance only",
        ])
        let known = "a11y-check reads references to UIKit's system colours (systemBackgroundColor, labelColor, systemRedColor…); "
            + "the colour keeps the light value the storyboard stores and is not checked in the dark appearance"
        #expect(loaded.diagnostics.prefix(2).map(\.hint) == [known, "did you mean 'systemRedColor'? " + known])
        #expect(loaded.project.files.first?.colors.map { Self.describe(.named($0)) } == ["Card FFFFFFFF unknown", "Text/Caption 595959FF unknown"])
    }

    /// What `a11y-check import` writes: the catalog's colours under `colors`, named where used, so
    /// the YAML loads into the same colours.
    @Test func theWrittenYAMLDeclaresTheCatalogColours() throws {
        let loaded = ProjectLoader.load(paths: [Self.storyboard])
        let file = try #require(loaded.project.files.first)
        let text = SpecYAMLWriter.yaml(file, source: "Colours.storyboard")
        #expect(text.contains("""
            colors:
              Card: {light: "#FFFFFF", dark: "#1C1C1E"}
              "Text/Caption": {light: "#595959", dark: "#3C3C3C"}
            screens:
            """))
        #expect(text.contains("textColor: \"Text/Caption\""))
    }

    private static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("asset-catalog-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Writes a colour set's `Contents.json` with `entries`, one a line.
    private static func colorSet(in folder: URL, entries: [String]) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "{\n  \"colors\" : [\n" + entries.map { "    " + $0 }.joined(separator: ",\n") + "\n  ],\n  \"info\" : {\"author\": \"xcode\", \"version\": 1}\n}\n"
        try text.write(to: folder.appendingPathComponent("Contents.json"), atomically: false, encoding: .utf8)
    }
}
