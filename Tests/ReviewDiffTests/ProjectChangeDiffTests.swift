import Foundation
import ReviewDiff
import Testing

/// What a change to the Xcode project itself does in `a11y-check diff`: the project decides which
/// files a target builds and the app facts (devices, orientations) every scene is analysed with.
@Suite struct ProjectChangeDiffTests {
    static let settingsStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="SET-VC-001">
            <scenes>
                <scene sceneID="SET-SC-001">
                    <objects>
                        <viewController title="Settings" id="SET-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="SET-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="SET-BT-001">
                                        <rect key="frame" x="16" y="100" width="200" height="44"/>
                                        <state key="normal" title="Sign out"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// Settings.storyboard is in both folders; the head adds it to the Shop target's Copy Bundle
    /// Resources phase: its scene is new, and the note about files no target builds counts one less.
    @Test func aStoryboardAddedToTheResourcesPhaseIsNew() throws {
        let sides = try FolderSides.project()
        defer { sides.remove() }
        for side in ["base", "head"] { try sides.write(side, "Shop/Settings.storyboard", Self.settingsStoryboard) }
        let pbxproj = "Shop.xcodeproj/project.pbxproj"
        try sides.edit("head", pbxproj, replacing: "/* End PBXBuildFile section */", with: """
            \t\tB10000000000000000000006 /* Settings.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = F1000000000000000000000B /* Settings.storyboard */; };
            /* End PBXBuildFile section */
            """)
        try sides.edit("head", pbxproj, replacing: "/* End PBXFileReference section */", with: """
            \t\tF1000000000000000000000B /* Settings.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Settings.storyboard; sourceTree = "<group>"; };
            /* End PBXFileReference section */
            """)
        try sides.edit("head", pbxproj, replacing: "\t\t\t\tF10000000000000000000003 /* LaunchScreen.storyboard */,\n",
                       with: "\t\t\t\tF10000000000000000000003 /* LaunchScreen.storyboard */,\n\t\t\t\tF1000000000000000000000B /* Settings.storyboard */,\n")
        try sides.edit("head", pbxproj, replacing: "\t\t\t\tB10000000000000000000003 /* Assets.xcassets in Resources */,\n",
                       with: "\t\t\t\tB10000000000000000000003 /* Assets.xcassets in Resources */,\n\t\t\t\tB10000000000000000000006 /* Settings.storyboard in Resources */,\n")
        let (read, report) = try sides.projectReport()
        #expect(!read.base.files.map(\.path).contains("Shop/Settings.storyboard"))
        #expect(read.head.files.map(\.path).contains("Shop/Settings.storyboard"))
        let head = sides.directory.appendingPathComponent("head").resolvingSymlinksInPath().path
        #expect(DiffFormat.text.render(report).replacingOccurrences(of: head, with: "HEAD") == """
            a11y-check diff base -> head: 2 changes: 1 VoiceOver, 1 changed finding

            Settings.Settings:
              voiceover scene-added Settings.Settings (iphone-16 portrait iOS 16, iphone-16 portrait iOS 26)

            Shop.xcodeproj/project.pbxproj:
              finding changed xcode-not-analysed [xcode-not-analysed, info] at Shop.xcodeproj/project.pbxproj:1:1: \
            2 storyboards and xibs below HEAD are in no target's resources: not analysed (Settings.storyboard, Unused.storyboard) -> \
            1 storyboard or xib below HEAD is in no target's resources: not analysed (Unused.storyboard)

            """)
    }

    /// Both folders take the iPhone orientations from Config/Shared.xcconfig (the target no longer
    /// sets the generated key itself, which would win over the xcconfig file); the head's
    /// xcconfig adds landscape left: the mask and rotations of the scene change.
    @Test func anXcconfigOrientationChangeChangesTheMaskAndRotations() throws {
        let sides = try FolderSides.project()
        defer { sides.remove() }
        for side in ["base", "head"] {
            try sides.edit(side, "Shop.xcodeproj/project.pbxproj",
                           replacing: "\t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;\n", with: "")
        }
        try sides.write("base", "Config/Shared.xcconfig", "SDKROOT = iphoneos\nTARGETED_DEVICE_FAMILY = 1\n"
            + "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait\n")
        try sides.write("head", "Config/Shared.xcconfig", "SDKROOT = iphoneos\nTARGETED_DEVICE_FAMILY = 1\n"
            + "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft\n")
        let (_, report) = try sides.projectReport()
        #expect(DiffFormat.text.render(report) == """
            a11y-check diff base -> head: 2 changes: 2 orientation

            Main.Catalog:
              orientation mask: portrait -> portrait, landscapeLeft (iphone-16 portrait iOS 16, iphone-16 portrait iOS 26)
              orientation rotations: portrait → portrait, portraitUpsideDown → stays, landscapeLeft → stays, landscapeRight → stays, faceUp → stays, faceDown → stays, unknown → stays -> portrait → portrait, portraitUpsideDown → stays, landscapeLeft → stays, landscapeRight → landscapeLeft, faceUp → stays, faceDown → stays, unknown → stays (iphone-16 portrait iOS 16, iphone-16 portrait iOS 26)

            """)
    }

    /// TARGETED_DEVICE_FAMILY widened from 1 to 1,2 in the head's xcconfig (the project no longer
    /// adds iPad): the head is analysed on the iPad too, and the base in the head's environments,
    /// as every diff compares both sides (docs/pre-review.md); what differs on the iPad shows.
    @Test func anXcconfigDeviceFamilyChangeAnalysesBothSidesOnTheIPad() throws {
        let sides = try FolderSides.project()
        defer { sides.remove() }
        for side in ["base", "head"] {
            try sides.edit(side, "Shop.xcodeproj/project.pbxproj", replacing: #"TARGETED_DEVICE_FAMILY = "$(inherited),2";"#,
                           with: #"TARGETED_DEVICE_FAMILY = "$(inherited)";"#)
        }
        try sides.edit("head", "Config/Shared.xcconfig", replacing: "TARGETED_DEVICE_FAMILY = 1 //", with: "TARGETED_DEVICE_FAMILY = 1,2 //")
        let unchanged = try sides.projectReport(devices: []).report
        #expect(unchanged.environments == ["iphone-16 portrait iOS 16", "iphone-16 portrait iOS 26", "ipad-pro-11 portrait iOS 16", "ipad-pro-11 portrait iOS 26"])
        #expect(DiffFormat.text.render(unchanged) == "a11y-check diff base -> head: no changes\n")
    }
}
