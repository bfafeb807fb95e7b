import Foundation
import Settings
import Testing
@testable import LintEngine

/// A screen pushed inside a presented navigation controller has the navigation bar's back button,
/// labelled with the previous screen's title ("Settings. Back Button."): it returns to the screen
/// below, and VoiceOver's two-finger scrub goes back there too, so `a11y-modal-no-escape` does not
/// report the pushed screen; the stack's root is judged in its own scene, where it is on top.
/// UIKit: [backBarButtonItem](https://developer.apple.com/documentation/uikit/uinavigationitem/backbarbuttonitem);
/// VoiceOver: [gestures](https://support.apple.com/guide/iphone/use-voiceover-gestures-iph3e2e2281/ios)
/// (two-finger scrub: go back).
@Suite struct PresentedStackEscapeTests {
    /// A weather screen presents a settings navigation controller as a popover (a sheet on an
    /// iPhone); the settings screen pushes a policy screen. `rootItems` is the settings screen's
    /// navigation item content.
    static func storyboard(rootItems: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="WEA-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="WEA-00-001" customClass="WeatherViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="WEA-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="WEA-BT-001">
                                        <rect key="frame" x="16" y="100" width="120" height="44"/>
                                        <state key="normal" title="Settings"/>
                                        <connections>
                                            <segue destination="NAV-00-001" kind="popoverPresentation" popoverAnchorView="WEA-BT-001" id="SEG-00-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-001">
                    <objects>
                        <navigationController id="NAV-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="SET-00-001" kind="relationship" relationship="rootViewController" id="SEG-00-002"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S03-00-001">
                    <objects>
                        <viewController title="Settings" id="SET-00-001" customClass="SettingsViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="SET-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="SET-BT-001">
                                        <rect key="frame" x="16" y="120" width="200" height="44"/>
                                        <state key="normal" title="Privacy Policy"/>
                                        <connections>
                                            <segue destination="POL-00-001" kind="show" identifier="ShowPolicy" id="SEG-00-003"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Settings" id="SET-NI-001">\(rootItems)
                            </navigationItem>
                        </viewController>
                        <exit id="SET-EX-001" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="S04-00-001">
                    <objects>
                        <viewController title="Privacy Policy" id="POL-00-001" customClass="PolicyViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="POL-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" text="We keep nothing." id="POL-LB-001">
                                        <rect key="frame" x="16" y="120" width="300" height="44"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
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

    /// The settings screen's Done item, which unwinds (dismisses the presentation).
    static let doneItem = """

                                <barButtonItem key="rightBarButtonItem" style="done" systemItem="done" id="SET-BB-001">
                                    <connections>
                                        <segue destination="SET-EX-001" kind="unwind" unwindAction="dismissSettings:" id="SEG-00-004"/>
                                    </connections>
                                </barButtonItem>
        """

    /// The `a11y-modal-no-escape` findings of a lint run over the storyboard on an iPhone in
    /// portrait: position, scope and message.
    static func findings(rootItems: String) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stack-escape-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Main.storyboard")
        try storyboard(rootItems: rootItems).write(to: file, atomically: false, encoding: .utf8)
        let request = LintRequest(paths: [file.path], configuration: LintConfiguration(), workingDirectory: directory.path)
        return LintRunner().run(request).findings.filter { $0.ruleID == "a11y-modal-no-escape" }.map {
            "\($0.location.line):\($0.location.column) \($0.scope) \($0.message)"
        }
    }

    @Test func aPushedScreenGoesBackToARootWithDone() throws {
        #expect(try Self.findings(rootItems: Self.doneItem) == [])
    }

    @Test func aRootWithoutAWayOutIsReportedOnceWhereItIsOnTop() throws {
        #expect(try Self.findings(rootItems: "") == [
            "14:37 Main.WeatherViewController.popoverPresentation.Main.navigationController-NAV-00-001 "
                + "Main.navigationController-NAV-00-001 (formSheet) has no dismiss control VoiceOver can reach "
                + "and no escape: true on iphone-16 portrait iOS 26",
        ])
    }
}
