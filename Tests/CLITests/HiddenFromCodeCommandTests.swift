import Foundation
import TestSupport
import Testing

/// A view whose `isHidden` code sets to a value the syntax does not settle (a Clear button and a
/// Stop button that take turns: `setVisibility(clearButton, hidden: isLoading)`, duckduckgo/iOS's
/// omnibar) is `hiddenFromCode`: VoiceOver output lists it as the storyboard shows it and says
/// where code sets `isHidden`, and `a11y-duplicate-label` does not hold two such buttons against
/// each other. UIKit: https://developer.apple.com/documentation/uikit/uiview/ishidden
@Suite struct HiddenFromCodeCommandTests {
    static let storyboard = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
        <scenes>
            <scene sceneID="S01-00-001">
                <objects>
                    <viewController id="VC1-00-001" customClass="SearchViewController" customModule="App" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V01-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <textField id="TXT-00-001" placeholder="Search"><rect key="frame" x="16" y="100" width="300" height="44"/></textField>
                                <button id="BTN-00-001"><rect key="frame" x="329" y="100" width="48" height="48"/><accessibility key="accessibilityConfiguration" label="Clear Text"/><state key="normal" image="xmark"/></button>
                                <button id="BTN-00-002"><rect key="frame" x="329" y="100" width="48" height="48"/><accessibility key="accessibilityConfiguration" label="Clear Text"/><state key="normal" image="stop"/></button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Search" id="NAV-00-001"/>
                        <connections>
                            <outlet property="clearButton" destination="BTN-00-001" id="OUT-00-001"/>
                            <outlet property="stopButton" destination="BTN-00-002" id="OUT-00-002"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """#

    static let swift = """
    import UIKit

    final class SearchViewController: UIViewController {
        @IBOutlet weak var clearButton: UIButton!
        @IBOutlet weak var stopButton: UIButton!
        var isLoading = false

        func refresh() {
            setVisibility(clearButton, hidden: isLoading)
            setVisibility(stopButton, hidden: !isLoading)
        }

        private func setVisibility(_ view: UIView, hidden: Bool) {
            if view.isHidden != hidden {
                view.isHidden = hidden
            }
        }
    }
    """

    private func directory() throws -> URL {
        try CommandRunner.directory(["Main.storyboard": Self.storyboard, "SearchViewController.swift": Self.swift])
    }

    @Test func voiceOverSaysWhereCodeShowsOrHidesEachButton() throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CommandRunner.run(["voiceover", "Main.storyboard", "SearchViewController.swift", "--device", "iphone-16",
                                         "--orientation", "portrait"], in: directory)
        #expect(run.status == 0)
        #expect(run.stdout == """
            Main.SearchViewController on iphone-16 portrait iOS 26
              1. Search. Text Field. | Double tap to edit.  [TXT-00-001 in Main.SearchViewController]
              2. Clear Text. Button.  [BTN-00-001 in Main.SearchViewController]
                   isHidden set in SearchViewController.swift:15
              3. Clear Text. Button.  [BTN-00-002 in Main.SearchViewController]
                   isHidden set in SearchViewController.swift:15
              assumptions: alphaThreshold, rowTolerance, announcementStyle

            """)
    }

    @Test func twoButtonsThatTakeTurnsAreNoDuplicateButTheStoryboardAloneHasOne() throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let options = ["--device", "iphone-16", "--orientation", "portrait", "--reporter", "relative-path"]
        let joined = try CommandRunner.run(["lint", "."] + options, in: directory)
        #expect(joined.status == 0)
        #expect(joined.stdout == "")
        let alone = try CommandRunner.run(["lint", "Main.storyboard"] + options, in: directory)
        #expect(alone.stdout.hasPrefix("Main.storyboard:12:29: warning: 'stopButton' (BTN-00-002) is announced exactly like 'clearButton' (BTN-00-001): \"Clear Text. Button.\" [a11y-duplicate-label]\n"))
    }
}
