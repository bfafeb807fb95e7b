import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import TestSupport
import SpecWriter
import Testing
import YAMLSource

/// The shapes real storyboards take that made `import` write YAML that did not load, or the
/// storyboard not load at all: each storyboard here loads, and its imported YAML loads with no
/// diagnostic into the same scenes.
@Suite struct CorpusRoundTripCauseTests {
    /// The scenes of `xml`, after checking that it and its imported YAML load with no error.
    static func roundTrip(_ xml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (LoadedProject, LoadedProject) {
        let loaded = IBFixtures.decode(xml)
        #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics)", sourceLocation: sourceLocation)
        let file = InterfaceBuilderLoader.decode(Array(xml.utf8), path: "/nonexistent/Test.storyboard").file!
        let yaml = SpecYAMLWriter.yaml(file, source: "Test.storyboard")
        let reloaded = ProjectLoader.assemble([YAMLSpecSource().decode(Array(yaml.utf8), path: "/nonexistent/Test.yaml")])
        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)\n\(yaml)", sourceLocation: sourceLocation)
        #expect(reloaded.project.scenes.map(\.id) == loaded.project.scenes.map(\.id), sourceLocation: sourceLocation)
        return (loaded, reloaded)
    }

    /// A navigation controller with no root relationship (its class sets the root in code) makes
    /// no scene, with an `ib-decided-in-code` note; the controllers nothing leads to are entries.
    @Test func aNavigationControllerWithNoRootMakesNoScene() {
        let xml = StoryboardText.minimal(subviews: "", extraScenes: """
                    <scene sceneID="S02-00-001">
                        <objects>
                            <navigationController customClass="RootNavigationController" id="NAV-00-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="NBR-00-001">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                </navigationBar>
                            </navigationController>
                        </objects>
                    </scene>
            """, initial: "NAV-00-001")
        let (loaded, _) = Self.roundTrip(xml)
        #expect(loaded.project.scenes.map(\.id) == ["Test.Main"])
        #expect(loaded.diagnostics.map(\.ruleID) == ["ib-decided-in-code"])
        #expect(loaded.diagnostics.first?.message == "Test.RootNavigationController has no root view controller in the storyboard: code sets it, so no scene is made for it")
    }

    /// A segue from the screen of a tab that is not selected is performed in the scene with that
    /// tab selected, where its screen is on screen: UIKit presents only from a view controller
    /// whose view is in the window.
    @Test func aSegueFromAnUnselectedTabIsPerformedWhereTheTabIsSelected() {
        let xml = StoryboardText.minimal(subviews: "", extraScenes: """
                    <scene sceneID="S02-00-001">
                        <objects>
                            <tabBarController id="TAB-00-001" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="TBR-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                                </tabBar>
                                <connections>
                                    <segue destination="VC1-00-001" kind="relationship" relationship="viewControllers" id="REL-00-001"/>
                                    <segue destination="VC2-00-001" kind="relationship" relationship="viewControllers" id="REL-00-002"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="S03-00-001">
                        <objects>
                            <viewController storyboardIdentifier="Second" id="VC2-00-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V02-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </view>
                                <connections>
                                    <segue destination="VC3-00-001" kind="presentation" identifier="about" id="SEG-00-001"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="S04-00-001">
                        <objects>
                            <viewController storyboardIdentifier="About" id="VC3-00-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V03-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """, initial: "TAB-00-001")
        let (loaded, _) = Self.roundTrip(xml)
        #expect(loaded.project.scenes.map(\.id) == ["Test.tabBarController-TAB-00-001", "Test.tabBarController-TAB-00-001.tab1", "Test.Second.about"])
        let presented = loaded.project.scenes.last
        guard case .tabs(_, let selected)? = presented?.root.kind else {
            Issue.record("not a tab bar scene")
            return
        }
        #expect(selected == 1)
        #expect(presented?.presentations.first?.from?.value == "Test.Second")
    }

    /// A popover anchored on a bar button item of a standalone navigation bar placed in a view
    /// (whose items are not modelled) anchors at the bar, which holds the item.
    @Test func aPopoverFromAStandaloneBarsItemAnchorsAtTheBar() {
        let xml = StoryboardText.minimal(subviews: """
                                <navigationBar contentMode="scaleToFill" id="NBR-00-001">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                    <items>
                                        <navigationItem title="Weather" id="NIT-00-001">
                                            <barButtonItem key="rightBarButtonItem" image="settings" id="BBI-00-001">
                                                <connections>
                                                    <segue destination="VC2-00-001" kind="popoverPresentation" popoverAnchorBarButtonItem="BBI-00-001" id="SEG-00-001">
                                                        <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                                                    </segue>
                                                </connections>
                                            </barButtonItem>
                                        </navigationItem>
                                    </items>
                                </navigationBar>
            """, extraScenes: """
                    <scene sceneID="S02-00-001">
                        <objects>
                            <viewController storyboardIdentifier="Settings" id="VC2-00-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V02-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """)
        let (loaded, reloaded) = Self.roundTrip(xml)
        #expect(loaded.project.scenes.map(\.id) == ["Test.Main", "Test.Main.popoverPresentation.Test.Settings"])
        #expect(loaded.project.scenes.last?.presentations.first?.source?.value == "NBR-00-001")
        #expect(reloaded.project.scenes.last?.presentations.first?.source?.value == "NBR-00-001")
    }
}
