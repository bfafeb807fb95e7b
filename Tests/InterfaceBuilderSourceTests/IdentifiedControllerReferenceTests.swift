import A11yCore
import Foundation
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import Testing
import TestSupport
@testable import A11yAnalyzer

/// A storyboard reference (`viewControllerPlaceholder` with a `referencedIdentifier`) shows the
/// controller of the other storyboard whose storyboard identifier it names, as
/// `instantiateViewController(withIdentifier:)` does
/// (https://developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(withidentifier:)),
/// whatever else the file holds: a class whose name is the same identifier, or segues that lead
/// back to the controller from its own tabs.
@Suite struct IdentifiedControllerReferenceTests {
    /// A map screen whose button presents `Other.storyboard`'s controller with the storyboard
    /// identifier `identifier`.
    private static func main(presenting identifier: String, of storyboard: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="MAP-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController title="Map" id="MAP-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="MAP-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="MAP-BT-001">
                                        <rect key="frame" x="16" y="700" width="120" height="44"/>
                                        <state key="normal" title="Open"/>
                                        <connections>
                                            <segue destination="REF-00-001" kind="presentation" modalPresentationStyle="fullScreen" id="SEG-00-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S01-00-002">
                    <objects>
                        <viewControllerPlaceholder storyboardName="\(storyboard)" referencedIdentifier="\(identifier)" id="REF-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// An upload screen of class `UploadViewController` with a Cancel button in its navigation
    /// bar, written before the navigation controller around it, whose storyboard identifier is
    /// that class name.
    private static let upload = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="S02-00-001">
                    <objects>
                        <viewController id="UPL-00-001" customClass="UploadViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="UPL-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Changes" id="UPL-LB-001">
                                        <rect key="frame" x="16" y="120" width="300" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Upload" id="UPL-NI-001">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="UPL-BI-001"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-002">
                    <objects>
                        <navigationController storyboardIdentifier="UploadViewController" id="NAV-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="NAV-BR-001">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="UPL-00-001" kind="relationship" relationship="rootViewController" id="SEG-00-002"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A tab bar controller with the storyboard identifier `tagTabs` and no initial view
    /// controller in its file: its one tab's navigation controller shows a list whose button
    /// pushes the tab bar controller again, so every controller of the file is some segue's
    /// destination.
    private static let tags = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="S03-00-001">
                    <objects>
                        <tabBarController storyboardIdentifier="tagTabs" id="TAB-00-001" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="TAB-BR-001">
                                <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                            </tabBar>
                            <connections>
                                <segue destination="NAV-00-002" kind="relationship" relationship="viewControllers" id="SEG-00-003"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="S03-00-002">
                    <objects>
                        <navigationController id="NAV-00-002" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Tags" id="NAV-TI-002"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="NAV-BR-002">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="LST-00-001" kind="relationship" relationship="rootViewController" id="SEG-00-004"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S03-00-003">
                    <objects>
                        <viewController title="All Tags" id="LST-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="LST-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="LST-BT-001">
                                        <rect key="frame" x="16" y="120" width="200" height="44"/>
                                        <state key="normal" title="Member"/>
                                        <connections>
                                            <segue destination="TAB-00-001" kind="push" id="SEG-00-005"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// `Main.storyboard` and the other storyboard written to a new folder and loaded together.
    private static func load(main: String, other name: String, _ other: String) throws -> LoadedProject {
        try TemporaryFolder.with("identified-reference", files: ["Main.storyboard": main, name + ".storyboard": other]) { folder in
            ProjectLoader.load(paths: ["Main.storyboard", name + ".storyboard"].map { folder.appendingPathComponent($0).path })
        }
    }

    /// Go Map!! presents its upload screen through a reference to `UploadViewController`, the
    /// storyboard identifier of the navigation controller around the screen of that class: the
    /// screen, written first, took the name, the reference showed it without its navigation bar,
    /// and its Cancel button was not there (a false `a11y-modal-no-escape`).
    @Test func theIdentifierNamesItsControllerBeforeAClassOfTheSameName() throws {
        let loaded = try Self.load(main: Self.main(presenting: "UploadViewController", of: "Upload"), other: "Upload", Self.upload)
        #expect(loaded.diagnostics.map(\.description) == [])
        #expect(loaded.project.screens.keys.sorted() == ["Main.Map", "Upload.UploadViewController-UPL-00-001"])
        let scene = try #require(loaded.project.scenes.first { $0.id == "Main.Map.presentation.Main.reference.Upload.UploadViewController" })
        let presented = try #require(scene.presentations.first?.presented)
        #expect(presented.id == "Upload.UploadViewController")
        guard case .navigation(let stack, _, _) = presented.kind else {
            Issue.record("the reference shows \(presented.kind), not the navigation controller")
            return
        }
        #expect(stack.map(\.id) == ["Upload.UploadViewController-UPL-00-001"])
        let input = RuleInput(project: loaded.project, environment: Environment(device: Device.named("iphone-16")!, orientation: .portrait))
        #expect(ModalNoEscapeRule().findings(in: input).map(\.message) == [])
    }

    /// Go Map!!'s `poiTabBar`: each of its controllers is some segue's destination, the tab bar
    /// controller one of a push from its own tab, so none was an entry, the file had no scene,
    /// and the main storyboard's reference to it was a false `ib-missing-destination` error.
    /// The tab bar controller is an entry (the first scene of its file), as one nothing leads to is.
    @Test func anIdentifiedControllerOnlyItsOwnTabsLeadToIsAnEntry() throws {
        let loaded = try Self.load(main: Self.main(presenting: "tagTabs", of: "Tags"), other: "Tags", Self.tags)
        // The push from the tab's list shows a second tab bar controller: a cycle, not a missing destination.
        #expect(loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["39:37 ib-segue-cycle"])
        let tagScenes = loaded.project.scenes.map(\.id).filter { $0.hasPrefix("Tags.") }
        #expect(tagScenes.first == "Tags.tagTabs")
        let scene = try #require(loaded.project.scenes.first { $0.id == "Main.Map.presentation.Main.reference.Tags.tagTabs" })
        #expect(scene.presentations.first?.presented.id == "Tags.tagTabs")
    }
}
