import A11yCore
import Hierarchy
import Testing

/// Xcode 8 wrote a view's frame as `<frame key="frameInset">` (its offsets from the superview's
/// edges, with the size when it fixes it) in place of `<rect key="frame">`; ParkenDD's settings
/// storyboard still does. A frame that gives its width and height is read (a static cell's label:
/// the report drew the cells empty, the labels having no frame); one that gives `maxX` or `maxY`
/// instead is left unknown, as the superview decides it.
@Suite struct FrameInsetTests {
    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11129.15" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label opaque="NO" text="Dresden" id="LBL-00-001">
                                        <frame key="frameInset" minX="15" minY="120" width="325" height="43.5"/>
                                    </label>
                                    <label opaque="NO" text="Stretched" id="LBL-00-002">
                                        <frame key="frameInset" minX="15" minY="200" maxX="15" height="20"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aFrameInsetWithItsSizeIsTheFrame() throws {
        let loaded = IBFixtures.decode(Self.storyboard)
        #expect(loaded.diagnostics.map(\.summary) == [])
        let screen = try #require(loaded.project.screens.values.first)
        let frames = screen.view.map { $0.frame?.value }
        #expect(frames == [Rect(x: 15, y: 120, width: 325, height: 43.5), nil])
    }
}
