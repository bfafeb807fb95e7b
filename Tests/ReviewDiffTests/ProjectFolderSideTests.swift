import Foundation
import ReviewDiff
import Testing

/// `a11y-check diff --base-dir base --head-dir head` where each folder holds the fixture Xcode
/// project: each side is the project's app target, its files, build settings, .xcconfig files and
/// Info.plist read from its own folder, as the two revisions of a repository are.
@Suite struct ProjectFolderSideTests {
    @Test func eachSideIsTheTargetReadFromItsFolder() throws {
        let sides = try FolderSides.project()
        defer { sides.remove() }
        try sides.edit("head", "Shop.xcodeproj/project.pbxproj", replacing: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;",
                       with: #"INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";"#)
        let (read, report) = try sides.projectReport()
        #expect(read.project?.target == "Shop")
        #expect(read.base.files.map(\.path) == ["Shop.xcodeproj/project.pbxproj", "Shop/Base.lproj/Main.storyboard", "Shop/LaunchScreen.storyboard", "Shop/AppDelegate.swift"])
        #expect(read.head.files.map(\.path) == read.base.files.map(\.path))
        #expect(DiffFormat.text.render(report) == """
            a11y-check diff base -> head: 2 changes: 2 orientation

            Main.Catalog:
              orientation mask: portrait -> portrait, landscapeLeft (iphone-16 portrait iOS 16, iphone-16 portrait iOS 26)
              orientation rotations: portrait → portrait, portraitUpsideDown → stays, landscapeLeft → stays, landscapeRight → stays, faceUp → stays, faceDown → stays, unknown → stays -> portrait → portrait, portraitUpsideDown → stays, landscapeLeft → stays, landscapeRight → landscapeLeft, faceUp → stays, faceDown → stays, unknown → stays (iphone-16 portrait iOS 16, iphone-16 portrait iOS 26)

            """)
    }

    /// The path argument names the project inside each folder, and --target its target.
    @Test func thePathNamesTheProjectInEachFolderAndTargetItsTarget() throws {
        let sides = try FolderSides.project()
        defer { sides.remove() }
        try sides.edit("head", "Shop/Base.lproj/Main.storyboard", replacing: #"<state key="normal" title="Info"/>"#,
                       with: #"<state key="normal" title="About"/>"#)
        let (read, report) = try sides.projectReport(paths: ["Shop.xcodeproj"], target: "Shop")
        #expect(read.project?.target == "Shop")
        #expect(report.changes.map { "\($0.kind.rawValue) \($0.change) \($0.subject): \($0.before ?? "") -> \($0.after ?? "")" } == [
            "voiceover announcement MAI-BT-001: Info. Button. -> About. Button.",
            "finding changed MAI-BT-001: 'Info' (MAI-BT-001) is 20 x 20 pt, smaller than 44 x 44 -> 'About' (MAI-BT-001) is 20 x 20 pt, smaller than 44 x 44",
        ])
    }

    /// A target the project does not have, and a path outside the folders, are usage errors.
    @Test func anUnknownTargetOrAPathOutsideTheFoldersIsAUsageError() throws {
        let sides = try FolderSides.project()
        defer { sides.remove() }
        #expect(throws: DiffInputError.usage("--target Shopp: no such target (targets: Shop, ShopTV)")) {
            try sides.projectReport(target: "Shopp")
        }
        #expect(throws: DiffInputError.usage("../Shop.xcodeproj: with --base-dir and --head-dir, name paths relative to each folder")) {
            try sides.projectReport(paths: ["../Shop.xcodeproj"])
        }
    }
}
