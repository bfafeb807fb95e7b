import Foundation
import Testing
import TestSupport

/// `a11y-check diff` of the fixture Xcode project (`Tests/Fixtures/XcodeProject`) at two
/// revisions: each side is the project's target read from its revision alone.
@Suite struct XcodeProjectDiffTests {
    /// The fixture committed, then its iPhone orientations (a generated Info.plist key,
    /// `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone`) widened and committed.
    static func repository() throws -> GitFixture {
        let repository = try GitFixture()
        for name in try FileManager.default.contentsOfDirectory(atPath: XcodeProjectCommandTests.fixture.path) {
            try FileManager.default.copyItem(at: XcodeProjectCommandTests.fixture.appendingPathComponent(name),
                                             to: repository.directory.appendingPathComponent(name))
        }
        try repository.commit("project")
        let pbxproj = repository.directory.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
        try repository.write("Shop.xcodeproj/project.pbxproj", text.replacingOccurrences(
            of: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;",
            with: #"INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";"#))
        try repository.commit("landscape")
        return repository
    }

    static let expected = """
        [{"after":"portrait, landscapeLeft","before":"portrait","change":"mask","environments":\(environments),"kind":"orientation","scene":"Main.Catalog","subject":"mask"},\
        {"after":"portrait → portrait, portraitUpsideDown → stays, landscapeLeft → stays, landscapeRight → landscapeLeft, faceUp → stays, faceDown → stays, unknown → stays",\
        "before":"portrait → portrait, portraitUpsideDown → stays, landscapeLeft → stays, landscapeRight → stays, faceUp → stays, faceDown → stays, unknown → stays",\
        "change":"rotations","environments":\(environments),"kind":"orientation","scene":"Main.Catalog","subject":"rotations"}]
        """
    /// The target's deployment version (16, from Base.xcconfig) and the newest.
    static let environments = #"["iphone-16 portrait iOS 16","iphone-16 portrait iOS 26","iphone-16 landscape iOS 16","iphone-16 landscape iOS 26"]"#

    @Test func aGeneratedOrientationKeyChangeShowsAsTheMaskAndRotations() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD", "Shop.xcodeproj", "--device", "iphone", "--format", "json"])
        #expect(output.status == 0)
        #expect(try DiffJSON(output.stdout).changes == Self.expected)
    }

    /// With the working tree emptied, both revisions still read their project, xcconfig files,
    /// Info.plist and storyboards: nothing comes from the working tree.
    @Test func revisionsAreReadWithoutTheWorkingTree() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        for name in try FileManager.default.contentsOfDirectory(atPath: repository.directory.path) where name != ".git" {
            try FileManager.default.removeItem(at: repository.directory.appendingPathComponent(name))
        }
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD", "Shop.xcodeproj", "--device", "iphone", "--format", "json"])
        #expect(output.status == 0)
        #expect(try DiffJSON(output.stdout).changes == Self.expected)
    }

    /// `--base-dir` and `--head-dir`, each an app folder holding the project (the head's with the
    /// widened orientations), the path naming the project in each and `--target` its target: the
    /// same changes as between the two revisions.
    @Test func twoAppFoldersAreComparedThroughTheirProject() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-project-folders-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        for side in ["old", "new"] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: XcodeProjectCommandTests.fixture, to: folder.appendingPathComponent(side))
        }
        let pbxproj = folder.appendingPathComponent("new/Shop.xcodeproj/project.pbxproj")
        try Data(try String(contentsOf: pbxproj, encoding: .utf8).replacingOccurrences(
            of: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;",
            with: #"INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";"#).utf8)
            .write(to: pbxproj)
        let output = try CommandRunner.run(["diff", "--base-dir", "old", "--head-dir", "new", "Shop.xcodeproj", "--target", "Shop",
                                            "--device", "iphone", "--format", "json"], in: folder)
        #expect(output.status == 0)
        #expect(try DiffJSON(output.stdout).changes == Self.expected)
    }

    /// The Catalog title in the named colour `Brand` of the target's asset catalog, committed
    /// dark, then the colour set alone lightened and committed: each revision reads its own
    /// catalog (the working tree emptied), and the head's title is a new contrast finding.
    @Test func aColourSetChangeBetweenRevisionsIsReadFromEachRevision() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        for name in try FileManager.default.contentsOfDirectory(atPath: XcodeProjectCommandTests.fixture.path) {
            try FileManager.default.copyItem(at: XcodeProjectCommandTests.fixture.appendingPathComponent(name),
                                             to: repository.directory.appendingPathComponent(name))
        }
        let storyboard = repository.directory.appendingPathComponent("Shop/Base.lproj/Main.storyboard")
        let text = try String(contentsOf: storyboard, encoding: .utf8)
            .replacingOccurrences(of: #"<fontDescription key="fontDescription" style="UICTFontTextStyleLargeTitle"/>"#,
                                  with: #"<fontDescription key="fontDescription" style="UICTFontTextStyleLargeTitle"/><color key="textColor" name="Brand"/>"#)
            .replacingOccurrences(of: "                        </subviews>\n", with: "                        </subviews>\n"
                + #"<color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"# + "\n")
            .replacingOccurrences(of: "</document>", with: #"<resources><namedColor name="Brand"><color red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor></resources></document>"#)
        try repository.write("Shop/Base.lproj/Main.storyboard", text)
        try FileManager.default.createDirectory(at: repository.directory.appendingPathComponent("Shop/Assets.xcassets/Brand.colorset"),
                                                withIntermediateDirectories: true)
        for grey in ["0.125", "0.667"] {
            try repository.write("Shop/Assets.xcassets/Brand.colorset/Contents.json", """
                {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": \
                {"red": "\(grey)", "green": "\(grey)", "blue": "\(grey)", "alpha": "1.000"}}}]}

                """)
            try repository.commit("brand \(grey)")
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: repository.directory.path) where name != ".git" {
            try FileManager.default.removeItem(at: repository.directory.appendingPathComponent(name))
        }
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD", "Shop.xcodeproj", "--device", "iphone",
                                          "--orientation", "portrait", "--format", "json"])
        #expect(output.status == 0)
        #expect(try DiffJSON(output.stdout).changes == #"""
            [{"after":"'Catalog' (MAI-LB-001) has a contrast ratio of 2.32:1 against its background; it needs 3.00:1","before":null,\#
            "change":"new","environments":["iphone-16 portrait iOS 16","iphone-16 portrait iOS 26"],"kind":"finding",\#
            "location":"Shop/Base.lproj/Main.storyboard:11:29","rule":"a11y-contrast","scene":"Main.Catalog","severity":"warning","subject":"MAI-LB-001"}]
            """#)
    }
}
