import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import Testing

/// The checks on the model itself run for Interface Builder files as for YAML specs: they belong to
/// the model's validation, not to a source's decoder.
@Suite struct ModelCheckTests {
    /// A tab bar controller whose two `viewControllers` relationship segues lead to one view
    /// controller puts one instance in two places; `UITabBarController.viewControllers` holds
    /// each view controller once, as a view controller has one parent
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)). The
    /// diagnostic is the YAML one, at the view controller's element, once for each scene the
    /// storyboard makes of the tab bar (one per selected tab).
    @Test func tabBarListingOneControllerTwiceIsAReusedViewController() throws {
        let loaded = IBFixtures.decode(Self.tabs(destinations: ["VC1", "VC1"]))
        let diagnostic = try #require(loaded.diagnostics.first { $0.ruleID == SpecRule.reusedViewController.rawValue })
        #expect(loaded.diagnostics.map(\.description) == [
            "/nonexistent/Test.storyboard:16:17: error: view controller 'Test.Home' appears twice in scene 'Test.tabBarController-TAB1' (first at 16:17) [spec-reused-view-controller]",
            "/nonexistent/Test.storyboard:16:17: error: view controller 'Test.Home' appears twice in scene 'Test.tabBarController-TAB1.tab1' (first at 16:17) [spec-reused-view-controller]",
        ])
        #expect(diagnostic.hint == "one view controller instance has one place in a scene; describe a second screen if the app creates a second instance")
    }

    @Test func tabBarListingTwoControllersHasNoDiagnostic() {
        let loaded = IBFixtures.decode(Self.tabs(destinations: ["VC1", "VC2"]))
        #expect(loaded.diagnostics.map(\.description) == [])
    }

    /// An initial tab bar controller (`TAB1`) whose tabs are the relationship segues to
    /// `destinations`, and the view controllers `VC1` (Home) and `VC2` (Detail).
    private static func tabs(destinations: [String]) -> String {
        let segues = destinations.enumerated().map { index, destination in
            "                        <segue destination=\"\(destination)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"REL\(index)\"/>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="TAB1">
                <scenes>
                    <scene sceneID="S-TAB1">
                        <objects>
                            <tabBarController id="TAB1" sceneMemberID="viewController">
                                <connections>
            \(segues.joined(separator: "\n"))
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="S-VC1">
                        <objects>
                            <viewController title="Home" id="VC1" sceneMemberID="viewController">
                                <view key="view" id="V-VC1">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="S-VC2">
                        <objects>
                            <viewController title="Detail" id="VC2" sceneMemberID="viewController">
                                <view key="view" id="V-VC2">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }
}
