import Hierarchy
import Testing

/// A `show` segue from a split view controller's secondary column that has no navigation
/// controller of its own (a menu in the primary column's navigation controller shows `About` with
/// `showDetail`, then `About` shows `Credits`): `show(_:sender:)` goes to the split view
/// controller, not to a presentation (UISplitViewController and UINavigationController handle it,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)), and in a
/// compact width, where the secondary column collapses onto the primary navigation controller
/// (https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:collapsesecondary:onto:)),
/// that navigation controller pushes it. The scene puts `About` and `Credits` on the primary stack;
/// it was a page sheet with no way out (habitica's About, Pets, Mounts screens).
@Suite struct SplitSecondaryShowTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="SPL-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <splitViewController storyboardIdentifier="Split" id="SPL-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="NAV-00-001" kind="relationship" relationship="masterViewController" id="SEG-00-001"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
                <scene sceneID="S01-00-002">
                    <objects>
                        <navigationController storyboardIdentifier="MenuNavigation" id="NAV-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="MNU-00-001" kind="relationship" relationship="rootViewController" id="SEG-00-002"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S01-00-003">
                    <objects>
                        <viewController storyboardIdentifier="Menu" title="Menu" id="MNU-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="MNU-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button id="MNU-BT-001">
                                        <rect key="frame" x="16" y="120" width="200" height="44"/>
                                        <state key="normal" title="About"/>
                                        <connections>
                                            <segue destination="ABT-00-001" kind="showDetail" identifier="about" id="SEG-00-003"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S01-00-004">
                    <objects>
                        <viewController storyboardIdentifier="About" title="About" id="ABT-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ABT-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button id="ABT-BT-001">
                                        <rect key="frame" x="16" y="120" width="200" height="44"/>
                                        <state key="normal" title="Credits"/>
                                        <connections>
                                            <segue destination="CRD-00-001" kind="show" identifier="credits" id="SEG-00-004"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S01-00-005">
                    <objects>
                        <viewController storyboardIdentifier="Credits" title="Credits" id="CRD-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="CRD-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The ids of a navigation controller's stack.
    private func stack(_ node: ViewControllerNode?) -> [String] {
        guard case .navigation(let stack, _, _)? = node?.kind else { return [] }
        return stack.map(\.id)
    }

    @Test func aShowFromTheSecondaryPushesOnThePrimaryNavigationController() throws {
        let project = IBFixtures.decode(Self.xml).project
        let credits = try #require(project.scenes.first { $0.id == "Test.About.credits" })
        #expect(credits.presentations.isEmpty)
        guard case .split(_, let primary, _, let secondary, _) = credits.root.kind else {
            Issue.record("the scene's root is not the split view controller")
            return
        }
        #expect(stack(primary) == ["Test.Menu", "Test.About", "Test.Credits"])
        #expect(secondary == nil)
    }

    @Test func onAnIPhoneVoiceOverReachesCreditsWithABackButton() {
        let project = IBFixtures.decode(Self.xml).project
        #expect(IBFixtures.voiceOver(project, scene: "Test.About.credits").map(\.id) == ["nav.back", "nav.title"])
    }
}
