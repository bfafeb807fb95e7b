import A11yCore
import Hierarchy
import Lifecycle
import Testing
@testable import A11yAnalyzer

/// A storyboard segue of a custom class (`kind="custom" customClass="…"`) is performed by that
/// class's `perform()`, which shows the destination as it chooses
/// (https://developer.apple.com/documentation/uikit/uistoryboardsegue/perform()): a new window root,
/// a side menu's front view (Moonlight's SWRevealViewController segues), a presentation in a
/// style it picks. It is read as a modal presentation whose style code decides: the rules that
/// rest on the style or on the presentation being one stay silent (Moonlight's settings, Delta's
/// games, Habitica's intro).
@Suite struct CustomSegueTests {
    /// A menu whose button performs a segue of `kind` (and `customClass`) to a settings screen that
    /// has no way back, and a button of the settings screen presenting a picker.
    private static func storyboard(segue: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="MenuViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="BTN-00-001">
                                        <rect key="frame" x="16" y="100" width="200" height="44"/>
                                        <state key="normal" title="Settings"/>
                                        <connections>
                                            \(segue)
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-001">
                    <objects>
                        <viewController id="VC2-00-001" customClass="SettingsViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V02-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Settings" id="LBL-00-001">
                                        <rect key="frame" x="16" y="100" width="300" height="30"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" id="BTN-00-002">
                                        <rect key="frame" x="16" y="200" width="200" height="44"/>
                                        <state key="normal" title="Choose a host"/>
                                        <connections>
                                            <segue destination="VC3-00-001" kind="presentation" modalPresentationStyle="fullScreen" id="SEG-00-002"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S03-00-001">
                    <objects>
                        <viewController id="VC3-00-001" customClass="HostPickerViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V03-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Hosts" id="LBL-00-002">
                                        <rect key="frame" x="16" y="100" width="300" height="30"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private static let custom = #"<segue destination="VC2-00-001" kind="custom" customClass="RevealSegue" id="SEG-00-001"/>"#
    private static let presentation = #"<segue destination="VC2-00-001" kind="presentation" id="SEG-00-001"/>"#

    /// What `rule` finds in every scene of the file, as "rule line:column".
    private static func findings(_ rule: any Rule, segue: String) -> [String] {
        let loaded = IBFixtures.decode(storyboard(segue: segue))
        let input = RuleInput(project: loaded.project, environment: Environment(device: Device.named("iphone-16")!, orientation: .portrait))
        return rule.findings(in: input).map { "\($0.ruleID) \($0.location.line):\($0.location.column)" }
    }

    @Test func aCustomSegueIsAPresentationWhoseStyleCodeDecides() throws {
        let loaded = IBFixtures.decode(Self.storyboard(segue: Self.custom))
        #expect(loaded.diagnostics.map { "\($0.summary): \($0.message)" } == [
            "14:37 ib-decided-in-code: the segue's class RevealSegue performs it in code; it is read as a modal presentation whose style the code decides",
        ])
        let scene = try #require(loaded.project.scenes.first { $0.presentations.count == 1 })
        #expect(scene.presentations[0].performedInCode.map { "\($0.line):\($0.column)" } == "14:37")
        let resolved = SceneResolver.resolve(scene, project: loaded.project,
                                             environment: Environment(device: Device.named("iphone-16")!, orientation: .portrait),
                                             assumptions: .defaults)
        #expect(resolved.presentations[0].decidedInCode.map(\.description) == ["modalPresentationStyle set in code (unknown) at /nonexistent/Test.storyboard:14:37"])
    }

    @Test func noRuleRestsOnTheStyleOrTheChainItGuesses() {
        #expect(Self.findings(ModalNoEscapeRule(), segue: Self.presentation) == [
            "a11y-modal-no-escape 14:37", "a11y-modal-no-escape 35:37",
        ])
        #expect(Self.findings(ModalNoEscapeRule(), segue: Self.custom) == ["a11y-modal-no-escape 35:37"])
        #expect(Self.findings(DismissChainRule(), segue: Self.presentation) == ["lifecycle-dismiss-chain 14:37"])
        #expect(Self.findings(DismissChainRule(), segue: Self.custom) == [])
    }
}
