import A11yCore
import Foundation
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import Testing
import TestSupport
@testable import A11yAnalyzer

/// A container view's embed segue to another storyboard's view controller (a storyboard
/// reference, https://developer.apple.com/documentation/uikit/uistoryboardsegue): wherever the
/// app shows that controller, it is part of its container's page, so it becomes a component,
/// not a page of its own that `a11y-no-heading` would judge. One a reference also presents
/// stays a page.
@Suite struct EmbeddedReferenceTests {
    /// A tab screen whose container view embeds Alert.storyboard's initial view controller, and,
    /// with `presentsToo`, a button presenting it as well.
    private static func tab(presentsToo: Bool) -> String {
        let presenting = presentsToo ? """
                                    <button opaque="NO" contentMode="scaleToFill" id="BTN-00-001">
                                        <rect key="frame" x="16" y="700" width="120" height="44"/>
                                        <state key="normal" title="Show alert"/>
                                        <connections>
                                            <segue destination="REF-00-002" kind="presentation" id="SEG-00-002"/>
                                        </connections>
                                    </button>
            """ : ""
        let secondReference = presentsToo ? """
                    <scene sceneID="S04-00-001">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Alert" id="REF-00-002" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
                <scenes>
                    <scene sceneID="S01-00-001">
                        <objects>
                            <viewController id="VC1-00-001" customClass="TabViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <label text="Tab" id="LBL-00-001">
                                            <rect key="frame" x="16" y="100" width="300" height="30"/>
                                            <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" header="YES"/></accessibility>
                                        </label>
                                        <containerView opaque="NO" contentMode="scaleToFill" id="CNT-00-001">
                                            <rect key="frame" x="0.0" y="200" width="393" height="400"/>
                                            <connections>
                                                <segue destination="REF-00-001" kind="embed" id="SEG-00-001"/>
                                            </connections>
                                        </containerView>
            \(presenting)
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="S02-00-001">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Alert" id="REF-00-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            \(secondReference)
                </scenes>
            </document>
            """
    }

    private static let alert = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC2-00-001">
            <scenes>
                <scene sceneID="S03-00-001">
                    <objects>
                        <viewController id="VC2-00-001" customClass="AlertViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V02-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                                <subviews>
                                    <label text="Leave this page?" id="LBL-00-002">
                                        <rect key="frame" x="16" y="20" width="300" height="30"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The two storyboards written to a new folder and loaded together.
    private static func load(presentsToo: Bool) throws -> LoadedProject {
        try TemporaryFolder.with("embedded-reference", files: ["Tab.storyboard": tab(presentsToo: presentsToo), "Alert.storyboard": alert]) { folder in
            ProjectLoader.load(paths: ["Tab.storyboard", "Alert.storyboard"].map { folder.appendingPathComponent($0).path })
        }
    }

    @Test func aControllerOnlyEverEmbeddedIsAComponentAtTheReference() throws {
        let loaded = try Self.load(presentsToo: false)
        let screen = try #require(loaded.project.screens["Alert.AlertViewController"])
        #expect(screen.component.map { "\($0.value) line \($0.location.line)" } == "true line 28")
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: screen.id)
        #expect(NoHeadingRule().findings(in: input).isEmpty)
    }

    @Test func aControllerAReferenceAlsoPresentsStaysAPage() throws {
        let loaded = try Self.load(presentsToo: true)
        #expect(loaded.project.screens["Alert.AlertViewController"]?.component == nil)
    }
}
