import Foundation
import Testing

/// The keys of a storyboard's strings table that name the parts of a screen outside its views: a
/// view controller's `title`, a navigation item's `title` and `prompt`, a bar button item's and a
/// back bar button item's `title`, a tab bar item's `title`, a static table section's
/// `headerTitle` and `footerTitle` (docs/swift-code.md#storyboards-own-strings). UIKit replaces
/// each by the development language's text when it loads the storyboard, as it does a view's.
@Suite struct StoryboardTitleStringsCommandTests {
    static let iphonePortrait = ["--device", "iphone", "--orientation", "portrait"]

    /// A tab bar controller: a navigation controller showing a static table (a section with a
    /// header and a footer title, a navigation item with a prompt, a right bar button item and a
    /// back bar button item; a cell pushes the Email screen), and the Profile screen with its own
    /// tab bar item.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="TAB-TC-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="TAB-SC-001">
                    <objects>
                        <tabBarController id="TAB-TC-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="SET-NC-001" kind="relationship" relationship="viewControllers" id="TAB-SG-001"/>
                                <segue destination="PRO-VC-001" kind="relationship" relationship="viewControllers" id="TAB-SG-002"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="SET-SC-001">
                    <objects>
                        <navigationController id="SET-NC-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="SET-VC-001" kind="relationship" relationship="rootViewController" id="SET-SG-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="SET-SC-002">
                    <objects>
                        <tableViewController title="Settings" id="SET-VC-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" rowHeight="44" id="SET-TV-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" footerTitle="Signed in" id="SET-TS-001">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" id="SET-CL-001">
                                                <rect key="frame" x="0.0" y="200" width="393" height="44"/>
                                                <tableViewCellContentView key="contentView" contentMode="center" id="SET-CV-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                    <subviews>
                                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Email" id="SET-LB-001">
                                                            <rect key="frame" x="20" y="11" width="200" height="21"/>
                                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                                <connections>
                                                    <segue destination="DET-VC-001" kind="show" id="SET-SG-002"/>
                                                </connections>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Preferences" prompt="Choose" id="SET-NI-001">
                                <barButtonItem key="rightBarButtonItem" title="Edit" id="SET-BB-001"/>
                                <barButtonItem key="backBarButtonItem" title="Back" id="SET-BB-002"/>
                            </navigationItem>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="DET-SC-001">
                    <objects>
                        <viewController title="Email" id="DET-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="DET-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="PRO-SC-001">
                    <objects>
                        <viewController title="Profile" id="PRO-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="PRO-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Profile" id="PRO-LB-001">
                                        <rect key="frame" x="16" y="100" width="361" height="41"/>
                                        <accessibility key="accessibilityConfiguration">
                                            <accessibilityTraits key="traits" header="YES"/>
                                        </accessibility>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleLargeTitle"/>
                                    </label>
                                </subviews>
                            </view>
                            <tabBarItem key="tabBarItem" title="Me" id="PRO-TI-001"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// The development language's table, one key per kind; the navigation controller's `title`
    /// names an object the storyboard has but a property the model does not hold.
    static let table = """
        /* Class = "UITableViewController"; title = "Settings"; ObjectID = "SET-VC-001"; */
        "SET-VC-001.title" = "Options";
        "SET-NI-001.title" = "Your preferences";
        "SET-NI-001.prompt" = "Choose one";
        "SET-BB-001.title" = "Change";
        "SET-BB-002.title" = "All options";
        "SET-TS-001.headerTitle" = "Your account";
        "SET-TS-001.footerTitle" = "";
        "PRO-VC-001.title" = "Person";
        "PRO-TI-001.title" = "You";
        "SET-NC-001.title" = "Navigation";

        """

    private func app(table: String?) throws -> URL {
        var files = ["App/Base.lproj/Main.storyboard": Self.storyboard]
        if let table { files["App/en.lproj/Main.strings"] = table }
        return try CommandRunner.directory(files)
    }

    @Test func withoutATableTheStoryboardsTitlesAreSpoken() throws {
        let folder = try app(table: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["voiceover", "App", "--scene", "Main.tabBarController-TAB-TC-001"] + Self.iphonePortrait, in: folder)
        #expect(run.stdout == """
            Main.tabBarController-TAB-TC-001 on iphone-16 portrait iOS 26
              1. Choose  [nav.prompt in Main.Settings]
              2. Preferences. Heading.  [nav.title in Main.Settings]
              3. Edit. Button.  [SET-BB-001 in Main.Settings]
              4. Account. Heading.  [SET-TS-001.header in Main.Settings]
              5. Email  [SET-CL-001 in Main.Settings]
              6. Signed in  [SET-TS-001.footer in Main.Settings]
              7. Selected: Settings. Tab. 1 of 2.  [tab.0 in Main.tabBarController-TAB-TC-001]
              8. Me. Tab. 2 of 2.  [tab.1 in Main.tabBarController-TAB-TC-001]
              unreachable:
                SET-LB-001 in Main.Settings: insideAccessibleElement
              assumptions: alphaThreshold, rowTolerance, announcementStyle, promptHeight

            """)
    }

    /// The navigation item's title and prompt, the bar button item's title, the section's header
    /// (an emptied footer title shows no footer), the view controller's title (the first tab's
    /// label, which has no tab bar item of its own), the tab bar item's title and the back bar
    /// button item's title (on the screen pushed above): each the table's.
    @Test func theTableGivesEachTitleItsText() throws {
        let folder = try app(table: Self.table)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["voiceover", "App"] + Self.iphonePortrait, in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == """
            Main.tabBarController-TAB-TC-001 on iphone-16 portrait iOS 26
              1. Choose one  [nav.prompt in Main.Settings]
              2. Your preferences. Heading.  [nav.title in Main.Settings]
              3. Change. Button.  [SET-BB-001 in Main.Settings]
              4. Your account. Heading.  [SET-TS-001.header in Main.Settings]
                   label set in App/en.lproj/Main.strings:7
              5. Email  [SET-CL-001 in Main.Settings]
              6. Selected: Options. Tab. 1 of 2.  [tab.0 in Main.tabBarController-TAB-TC-001]
              7. You. Tab. 2 of 2.  [tab.1 in Main.tabBarController-TAB-TC-001]
              unreachable:
                SET-LB-001 in Main.Settings: insideAccessibleElement
              assumptions: alphaThreshold, rowTolerance, announcementStyle, promptHeight

            Main.tabBarController-TAB-TC-001.tab1 on iphone-16 portrait iOS 26
              1. Profile. Heading.  [PRO-LB-001 in Main.Profile]
              2. Options. Tab. 1 of 2.  [tab.0 in Main.tabBarController-TAB-TC-001]
              3. Selected: You. Tab. 2 of 2.  [tab.1 in Main.tabBarController-TAB-TC-001]
              assumptions: alphaThreshold, rowTolerance, announcementStyle

            Main.Settings.show.Main.Email on iphone-16 portrait iOS 26
              1. All options. Back Button.  [nav.back in Main.Email]
              2. Email. Heading.  [nav.title in Main.Email]
              3. Selected: Options. Tab. 1 of 2.  [tab.0 in Main.tabBarController-TAB-TC-001]
              4. You. Tab. 2 of 2.  [tab.1 in Main.tabBarController-TAB-TC-001]
              assumptions: alphaThreshold, rowTolerance, announcementStyle

            """)
        // The navigation controller's title names an object the storyboard has: no warning.
        let lint = try CommandRunner.run(["lint", "--reporter", "relative-path", "App"], in: folder)
        #expect(!lint.stdout.contains("[ib-missing-destination]"))
    }

    /// `import` writes each title below the table's line; a flow mapping or list (a tab bar item,
    /// bar items) below one comment per value the table gave.
    @Test func importWritesEachTitleBelowItsTablesLine() throws {
        let folder = try app(table: Self.table)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("imported")
        let imported = try CommandRunner.run(["import", "App", "-o", output.path], in: folder)
        #expect(imported.status == 0)
        let yaml = try String(contentsOf: output.appendingPathComponent("Main.yaml"), encoding: .utf8)
        #expect(yaml.contains("""
              Main.Settings:
                # localized: App/en.lproj/Main.strings:2
                title: Options
                navigationItem:
                  # localized: App/en.lproj/Main.strings:3
                  title: Your preferences
                  # localized: App/en.lproj/Main.strings:4
                  prompt: Choose one
                  # localized: App/en.lproj/Main.strings:5
                  rightItems: [{id: SET-BB-001, title: Change}]
                  # localized: App/en.lproj/Main.strings:6
                  backButtonTitle: All options
            """))
        #expect(yaml.contains("""
                        - label:
                            id: SET-TS-001.header
                            frame: [0, 162, 393, 38]
                            # localized: App/en.lproj/Main.strings:7
                            text: Your account
            """))
        #expect(!yaml.contains("SET-TS-001.footer"))
        #expect(yaml.contains("""
              Main.Profile:
                # localized: App/en.lproj/Main.strings:9
                title: Person
                # localized: App/en.lproj/Main.strings:10
                tabBarItem: {title: You}
            """))
    }
}
