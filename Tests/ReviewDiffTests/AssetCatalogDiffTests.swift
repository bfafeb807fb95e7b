import Foundation
import ReviewDiff
import Testing

/// An asset catalog the target's resources phase names (`Shop/Assets.xcassets`) is read on each
/// side from that side: a colour set changed between base and head changes what the storyboards
/// that name the colour are analysed with, though no storyboard changed.
@Suite struct AssetCatalogDiffTests {
    /// The fixture's Catalog title in the named colour `Brand` on a white view, on both sides.
    static func brandTitle(_ sides: FolderSides) throws {
        for side in ["base", "head"] {
            let storyboard = "Shop/Base.lproj/Main.storyboard"
            try sides.edit(side, storyboard, replacing: #"<fontDescription key="fontDescription" style="UICTFontTextStyleLargeTitle"/>"#,
                           with: #"<fontDescription key="fontDescription" style="UICTFontTextStyleLargeTitle"/><color key="textColor" name="Brand"/>"#)
            try sides.edit(side, storyboard, replacing: "                        </subviews>\n",
                           with: "                        </subviews>\n" + #"<color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"# + "\n")
            try sides.edit(side, storyboard, replacing: "</document>", with: """
                <resources><namedColor name="Brand"><color red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor></resources>
                </document>
                """)
        }
    }

    /// `Brand.colorset/Contents.json` with one universal sRGB colour of grey `component`.
    static func colorSet(grey component: String) -> String {
        """
        {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": \
        {"red": "\(component)", "green": "\(component)", "blue": "\(component)", "alpha": "1.000"}}}], \
        "info": {"author": "xcode", "version": 1}}

        """
    }

    @Test func aColourSetChangedInTheTargetsCatalogIsANewContrastFinding() throws {
        let sides = try FolderSides.project()
        defer { sides.remove() }
        try Self.brandTitle(sides)
        for (side, grey) in [("base", "0.125"), ("head", "0.667")] {
            try FileManager.default.createDirectory(at: sides.directory.appendingPathComponent("\(side)/Shop/Assets.xcassets/Brand.colorset"),
                                                    withIntermediateDirectories: true)
            try sides.write(side, "Shop/Assets.xcassets/Brand.colorset/Contents.json", Self.colorSet(grey: grey))
        }
        let (read, report) = try sides.projectReport()
        let head = sides.directory.appendingPathComponent("head").resolvingSymlinksInPath().path
        #expect(read.headResources.folders == [head + "/Shop/Assets.xcassets"])
        #expect(read.baseResources.folders == read.headResources.folders)
        #expect(DiffFormat.text.render(report) == """
            a11y-check diff base -> head: 1 change: 1 new finding

            Main.Catalog:
              finding new MAI-LB-001 [a11y-contrast, warning] at Shop/Base.lproj/Main.storyboard:11:29: 'Catalog' (MAI-LB-001) has a contrast ratio of 2.32:1 against its background; it needs 3.00:1 (iphone-16 portrait iOS 16, iphone-16 portrait iOS 26)

            """)
    }

    /// With the colour set the same on both sides, nothing changes and no scene (the Catalog and the launch screen) is analysed again.
    @Test func anUnchangedCatalogLeavesTheScenesSkipped() throws {
        let sides = try FolderSides.project()
        defer { sides.remove() }
        try Self.brandTitle(sides)
        for side in ["base", "head"] {
            try FileManager.default.createDirectory(at: sides.directory.appendingPathComponent("\(side)/Shop/Assets.xcassets/Brand.colorset"),
                                                    withIntermediateDirectories: true)
            try sides.write(side, "Shop/Assets.xcassets/Brand.colorset/Contents.json", Self.colorSet(grey: "0.667"))
        }
        let report = try sides.projectReport().report
        #expect(report.changes == [])
        #expect(report.summary.scenes == 2)
        #expect(report.summary.scenesSkipped == 2)
    }
}
