import Foundation
import Settings
import Testing
@testable import LintEngine

/// A presented screen whose way out may be in a view its code provides: a standalone
/// `UINavigationBar` placed in the view (its items, here a Cancel button, are not modelled), an
/// app's view class with no subviews described, a web view. What VoiceOver finds there is unknown,
/// not nothing, so `a11y-modal-no-escape` says nothing, as `a11y-empty-screen` does; the same
/// screen without the bar, or with a progress bar instead, is reported. UIKit: a full-screen presentation adds no dismiss region
/// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen); a
/// navigation bar shows its top item's bar button items
/// (https://developer.apple.com/documentation/uikit/uinavigationbar).
@Suite struct PresentedCodeContentEscapeTests {
    /// A home screen presents a compose screen full screen; `bar` goes first among its subviews.
    static func storyboard(bar: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="HOM-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController title="Home" id="HOM-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="HOM-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="HOM-BT-001">
                                        <rect key="frame" x="16" y="100" width="120" height="44"/>
                                        <state key="normal" title="Compose"/>
                                        <connections>
                                            <segue destination="CMP-00-001" kind="presentation" modalPresentationStyle="fullScreen" id="SEG-00-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-001">
                    <objects>
                        <viewController id="CMP-00-001" customClass="ComposeViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="CMP-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>\(bar)
                                    <label opaque="NO" text="To:" id="CMP-LB-001">
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

    /// The compose screen's standalone navigation bar with a Cancel item.
    static let bar = """

                                    <navigationBar contentMode="scaleToFill" id="CMP-NB-001">
                                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                        <items>
                                            <navigationItem title="New Message" id="CMP-NI-001">
                                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="CMP-BB-001">
                                                    <connections>
                                                        <action selector="cancel" destination="CMP-00-001" id="ACT-00-001"/>
                                                    </connections>
                                                </barButtonItem>
                                            </navigationItem>
                                        </items>
                                    </navigationBar>
        """

    /// The `a11y-modal-no-escape` findings of a lint run over the storyboard on an iPhone in
    /// portrait: position, scope and message.
    static func findings(bar: String) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("code-content-escape-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Main.storyboard")
        try storyboard(bar: bar).write(to: file, atomically: false, encoding: .utf8)
        let request = LintRequest(paths: [file.path], configuration: LintConfiguration(), workingDirectory: directory.path)
        return LintRunner().run(request).findings.filter { $0.ruleID == "a11y-modal-no-escape" }.map {
            "\($0.location.line):\($0.location.column) \($0.scope) \($0.message)"
        }
    }

    @Test func aStandaloneNavigationBarMayHoldTheWayOut() throws {
        #expect(try Self.findings(bar: Self.bar) == [])
    }

    /// A progress bar in place of the bar: a UIKit view a11y-check does not model either, but
    /// never a way out ([UIProgressView](https://developer.apple.com/documentation/uikit/uiprogressview)).
    static let progress = """

                                    <progressView opaque="NO" contentMode="scaleToFill" progress="0.5" id="CMP-PV-001">
                                        <rect key="frame" x="16" y="200" width="300" height="4"/>
                                    </progressView>
        """

    static let reported = [
        "14:37 Main.Home.presentation.Main.ComposeViewController "
            + "Main.ComposeViewController (fullScreen) has no dismiss control VoiceOver can reach "
            + "and no escape: true on iphone-16 portrait iOS 26",
    ]

    @Test func theSameScreenWithoutTheBarIsReported() throws {
        #expect(try Self.findings(bar: "") == Self.reported)
    }

    @Test func aProgressBarHoldsNoWayOut() throws {
        #expect(try Self.findings(bar: Self.progress) == Self.reported)
    }
}
