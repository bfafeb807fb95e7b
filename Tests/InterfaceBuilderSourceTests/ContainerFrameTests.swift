import A11yCore
import Hierarchy
import Testing

/// The frame of a container view holding an embed segue is the child's frame: UIKit adds the
/// embedded controller's view to the container view
/// (https://developer.apple.com/documentation/uikit/uistoryboardsegue). A container view inside a
/// visual effect view sits in the effect view's `contentView`
/// (https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview), where
/// Interface Builder writes it.
@Suite struct ContainerFrameTests {
    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="PauseViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <visualEffectView opaque="NO" contentMode="scaleToFill" id="BLR-00-001">
                                        <rect key="frame" x="0.0" y="100" width="393" height="700"/>
                                        <view key="contentView" opaque="NO" contentMode="center" id="BLC-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="700"/>
                                            <subviews>
                                                <containerView opaque="NO" contentMode="scaleToFill" id="CNT-00-001">
                                                    <rect key="frame" x="20" y="50" width="353" height="400"/>
                                                    <connections>
                                                        <segue destination="VC2-00-001" kind="embed" id="SEG-00-001"/>
                                                    </connections>
                                                </containerView>
                                            </subviews>
                                        </view>
                                        <blurEffect style="dark"/>
                                    </visualEffectView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-001">
                    <objects>
                        <viewController id="VC2-00-001" customClass="PauseMenuViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V02-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="353" height="400"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="BTN-00-001">
                                        <rect key="frame" x="16" y="20" width="321" height="44"/>
                                        <state key="normal" title="Resume"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aContainerViewInAVisualEffectViewGivesTheChildItsFrame() throws {
        let loaded = IBFixtures.decode(Self.storyboard)
        #expect(loaded.diagnostics.map(\.summary) == [])
        let scene = try #require(loaded.project.scenes.first)
        guard case .container(_, let children) = scene.root.kind else {
            Issue.record("the root is \(scene.root.kind), not a container")
            return
        }
        #expect(children.map { $0.frame?.value } == [Rect(x: 20, y: 150, width: 353, height: 400)])
    }
}
