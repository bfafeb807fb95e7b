import Hierarchy
import Testing

/// The master-detail pattern: a list in a split view controller's primary column shows its detail
/// with `showDetail` segues, and the split starts with that detail (or with a navigation
/// controller around it) in its secondary column. `showDetailViewController(_:sender:)` puts a new
/// instance in the secondary column in place of what it holds
/// (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/showdetailviewcontroller(_:sender:)):
/// nothing is on screen twice, so neither segue is an `ib-segue-cycle` (mssun/passforios, the
/// detail's navigation controller; HabitRPG/habitica-ios, its task board without one). The first
/// reaches the scene the split already is; the second, the split with the bare board.
@Suite struct SplitDetailSegueTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="SPL-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <splitViewController storyboardIdentifier="Split" id="SPL-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="NAV-00-001" kind="relationship" relationship="masterViewController" id="SEG-00-001"/>
                                <segue destination="NAV-00-002" kind="relationship" relationship="detailViewController" id="SEG-00-002"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
                <scene sceneID="S01-00-002">
                    <objects>
                        <navigationController storyboardIdentifier="ListNavigation" id="NAV-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="LST-00-001" kind="relationship" relationship="rootViewController" id="SEG-00-003"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S01-00-003">
                    <objects>
                        <viewController storyboardIdentifier="List" title="Passwords" id="LST-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="LST-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button id="LST-BT-001">
                                        <rect key="frame" x="16" y="120" width="200" height="44"/>
                                        <state key="normal" title="Mail"/>
                                        <connections>
                                            <segue destination="NAV-00-002" kind="showDetail" identifier="showEntry" id="SEG-00-004"/>
                                        </connections>
                                    </button>
                                    <button id="LST-BT-002">
                                        <rect key="frame" x="16" y="180" width="200" height="44"/>
                                        <state key="normal" title="Board"/>
                                        <connections>
                                            <segue destination="DTL-00-001" kind="showDetail" identifier="showBoard" id="SEG-00-005"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S01-00-004">
                    <objects>
                        <navigationController storyboardIdentifier="DetailNavigation" id="NAV-00-002" sceneMemberID="viewController">
                            <connections>
                                <segue destination="DTL-00-001" kind="relationship" relationship="rootViewController" id="SEG-00-006"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S01-00-005">
                    <objects>
                        <viewController storyboardIdentifier="Detail" title="Entry" id="DTL-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="DTL-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func neitherSegueIsACycle() {
        let loaded = IBFixtures.decode(Self.xml)
        #expect(loaded.diagnostics.map(\.ruleID) == [])
        #expect(loaded.project.scenes.map(\.id) == ["Test.Split", "Test.List.showBoard"])
    }

    @Test func theBoardReplacesTheDetailNavigationController() throws {
        let project = IBFixtures.decode(Self.xml).project
        let board = try #require(project.scenes.first { $0.id == "Test.List.showBoard" })
        guard case .split(_, let primary, _, let secondary, _) = board.root.kind else {
            Issue.record("the scene's root is not the split view controller")
            return
        }
        #expect(primary?.id == "Test.ListNavigation")
        #expect(secondary?.id == "Test.Detail")
        #expect(board.presentations.isEmpty)
    }
}
