import Foundation
import Testing

/// A navigation controller that is a tab shows its own `tabBarItem`: a storyboard sets it on the
/// navigation controller ([tabBarItem](https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem):
/// the item that represents the view controller added to a tab bar controller, and the tab bar
/// controller's child is the navigation controller). One without its own shows its root's. The
/// development language's strings table reaches the item, and `import` writes it on the
/// navigation node (docs/interface-builder.md).
@Suite struct ContainerTabBarItemCommandTests {
    /// `voiceover` of the tab bar controller's scene of the app at `path`, iPhone portrait.
    static func voiceover(_ path: String) -> [String] {
        ["voiceover", path, "--scene", "Main.tabBarController-TAB-TC-001", "--device", "iphone", "--orientation", "portrait"]
    }

    /// Three tabs: a navigation controller with its own item (its root has only a title), one
    /// without (its root has an item), and one with a system item.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="TAB-TC-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="TAB-SC-001">
                    <objects>
                        <tabBarController id="TAB-TC-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="PAS-NC-001" kind="relationship" relationship="viewControllers" id="TAB-SG-001"/>
                                <segue destination="ME-NC-001" kind="relationship" relationship="viewControllers" id="TAB-SG-002"/>
                                <segue destination="FAV-NC-001" kind="relationship" relationship="viewControllers" id="TAB-SG-003"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="PAS-SC-001">
                    <objects>
                        <navigationController id="PAS-NC-001" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Passwords" image="Lock" id="PAS-TI-001"/>
                            <connections>
                                <segue destination="PAS-VC-001" kind="relationship" relationship="rootViewController" id="PAS-SG-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="PAS-SC-002">
                    <objects>
                        <viewController title="Password List" id="PAS-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="PAS-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="ME-SC-001">
                    <objects>
                        <navigationController id="ME-NC-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="ME-VC-001" kind="relationship" relationship="rootViewController" id="ME-SG-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="ME-SC-002">
                    <objects>
                        <viewController title="Profile" id="ME-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ME-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Me" id="ME-TI-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="FAV-SC-001">
                    <objects>
                        <navigationController id="FAV-NC-001" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" systemItem="favorites" id="FAV-TI-001"/>
                            <connections>
                                <segue destination="FAV-VC-001" kind="relationship" relationship="rootViewController" id="FAV-SG-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="FAV-SC-002">
                    <objects>
                        <viewController title="Starred" id="FAV-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="FAV-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// The table of the development language for the first navigation controller's item.
    static let table = """
        /* Class = "UITabBarItem"; title = "Passwords"; ObjectID = "PAS-TI-001"; */
        "PAS-TI-001.title" = "Your passwords";
        "PAS-TI-001.accessibilityHint" = "Shows your saved passwords";

        """

    private func app(table: String?) throws -> URL {
        var files = ["App/Base.lproj/Main.storyboard": Self.storyboard]
        if let table { files["App/en.lproj/Main.strings"] = table }
        return try CommandRunner.directory(files)
    }

    @Test func aNavigationControllersOwnItemNamesItsTab() throws {
        let folder = try app(table: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(Self.voiceover("App"), in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == """
            Main.tabBarController-TAB-TC-001 on iphone-16 portrait iOS 26
              1. Password List. Heading.  [nav.title in Main.Password-List]
              2. Selected: Passwords. Tab. 1 of 3.  [tab.0 in Main.tabBarController-TAB-TC-001]
              3. Me. Tab. 2 of 3.  [tab.1 in Main.tabBarController-TAB-TC-001]
              4. Favorites. Tab. 3 of 3.  [tab.2 in Main.tabBarController-TAB-TC-001]
              assumptions: alphaThreshold, rowTolerance, announcementStyle

            """)
    }

    @Test func theTableGivesTheItemItsTextAndImportWritesIt() throws {
        let folder = try app(table: Self.table)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(Self.voiceover("App"), in: folder)
        #expect(run.stdout.contains("""
              2. Selected: Your passwords. Tab. 1 of 3. | Shows your saved passwords  [tab.0 in Main.tabBarController-TAB-TC-001]
              3. Me. Tab. 2 of 3.  [tab.1 in Main.tabBarController-TAB-TC-001]

            """))
        // The keys name an object the storyboard has: no warning.
        let lint = try CommandRunner.run(["lint", "--reporter", "relative-path", "App"], in: folder)
        #expect(!lint.stdout.contains("[ib-missing-destination]"))
        let output = folder.appendingPathComponent("imported")
        #expect(try CommandRunner.run(["import", "App", "-o", output.path], in: folder).status == 0)
        let yaml = try String(contentsOf: output.appendingPathComponent("Main.yaml"), encoding: .utf8)
        #expect(yaml.contains("""
                          toolbarHidden: true
                          # localized: App/en.lproj/Main.strings:2
                          # localized: App/en.lproj/Main.strings:3
                          tabBarItem: {title: Your passwords, image: Lock, hint: Shows your saved passwords}
            """))
        // What import wrote reads as the storyboard does.
        let imported = try CommandRunner.run(Self.voiceover("imported"), in: folder)
        #expect(imported.stdout == run.stdout)
    }
}
