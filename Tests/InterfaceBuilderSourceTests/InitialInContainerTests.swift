import Hierarchy
import Testing

/// A storyboard whose initial view controller is also the root of a navigation controller in the
/// same file (`Help`, and `HelpNavigation` around it), as a storyboard the app reaches through
/// references does: its `show` segue pushes in that navigation controller
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)), not a
/// presentation from a bare window root. The initial view controller's own scene stays first.
@Suite struct InitialInContainerTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="HLP-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <navigationController storyboardIdentifier="HelpNavigation" id="NAV-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="HLP-00-001" kind="relationship" relationship="rootViewController" id="SEG-00-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S01-00-002">
                    <objects>
                        <viewController storyboardIdentifier="Help" title="Help" id="HLP-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="HLP-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button id="HLP-BT-001">
                                        <rect key="frame" x="16" y="120" width="200" height="44"/>
                                        <state key="normal" title="How it works"/>
                                        <connections>
                                            <segue destination="DET-00-001" kind="show" identifier="howItWorks" id="SEG-00-002"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S01-00-003">
                    <objects>
                        <viewController storyboardIdentifier="Detail" title="How it works" id="DET-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="DET-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func theShowSeguePushesInTheNavigationControllerAroundTheInitialViewController() {
        let project = IBFixtures.decode(Self.xml).project
        #expect(project.scenes.map(\.id) == ["Test.Help", "Test.HelpNavigation", "Test.Help.howItWorks"])
        #expect(project.scenes.allSatisfy { $0.presentations.isEmpty })
        let pushed = project.scenes.last
        #expect(pushed?.root.id == "Test.HelpNavigation")
        if case .navigation(let stack, _, _)? = pushed?.root.kind {
            #expect(stack.map(\.id) == ["Test.Help", "Test.Detail"])
        } else {
            Issue.record("\(String(describing: pushed?.root.kind))")
        }
    }
}
