import A11yCore
import Foundation
import Settings
import Testing
import TestSupport
@testable import LintEngine

/// Findings on storyboards written as shipped apps write them: each case was a false alarm, and
/// the rule it came from says nothing once the file is read as UIKit reads it.
@Suite struct ShippedFileFindingsTests {
    private func findings(_ subviews: String, rules: Set<String>) throws -> [String] {
        let xml = StoryboardText.minimal(subviews: subviews,
                                         rootContent: #"                <color key="backgroundColor" systemColor="systemBackgroundColor"/>"#)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shipped-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Shipped.storyboard").path
        try xml.write(toFile: path, atomically: false, encoding: .utf8)
        let result = LintRunner().run(LintRequest(paths: [path], configuration: LintConfiguration(), workingDirectory: directory.path))
        return result.findings.filter { rules.contains($0.ruleID) }.map { "\($0.location.line) \($0.ruleID)" }
    }

    /// A text view that is not editable is static text, not an unlabelled text field
    /// (https://developer.apple.com/documentation/uikit/uitextview/iseditable); an editable one
    /// with no text, label or placeholder still is one.
    @Test func staticTextViewsNeedNoLabel() throws {
        #expect(try findings("""
                                    <textView clipsSubviews="YES" contentMode="scaleToFill" editable="NO" id="TXV-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="120"/>
                                        <string key="text">Line one
        Line two</string>
                                    </textView>
                                    <textView clipsSubviews="YES" contentMode="scaleToFill" id="TXV-00-002">
                                        <rect key="frame" x="16" y="240" width="361" height="120"/>
                                    </textView>
        """, rules: ["a11y-missing-label"]) == ["15 a11y-missing-label"])
    }

    /// `secondaryLabelColor` with its light components inline is the system colour: its dark value
    /// passes against the dark background, where the light components would fail at 1.3:1.
    @Test func inlineSystemColoursHaveTheirDarkValue() throws {
        #expect(try findings("""
                                    <label text="Caption" id="L01-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="30"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="24"/>
                                        <color key="textColor" systemColor="secondaryLabelColor" red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
                                    </label>
        """, rules: ["a11y-contrast"]) == [])
    }

    /// A screen holding only a web view is not one VoiceOver finds empty: the page comes from code.
    @Test func aWebViewScreenIsNotEmpty() throws {
        #expect(try findings("""
                                    <wkWebView contentMode="scaleToFill" id="WEB-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    </wkWebView>
        """, rules: ["a11y-empty-screen"]) == [])
    }

    /// A button Interface Builder marks `ambiguous="YES"` (iNaturalist's activity button, drawn
    /// 24 x 0 points) has no size the file settles: Auto Layout picks one of several frames
    /// (https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/AmbiguousLayouts.html),
    /// so its drawn size is not judged; one whose own exact constraints give both sides (Monal's
    /// 28 x 28 retry button, its position left open) is, and so is one with no ambiguity.
    @Test func anAmbiguousLayoutsDrawnSizeIsNotJudged() throws {
        #expect(try findings("""
                                    <button opaque="NO" contentMode="scaleToFill" ambiguous="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="BTN-00-001">
                                        <rect key="frame" x="16" y="100" width="24" height="0.0"/>
                                        <state key="normal" title="Activity"/>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" ambiguous="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="BTN-00-002">
                                        <rect key="frame" x="16" y="200" width="28" height="9"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="28" id="CON-00-001"/>
                                            <constraint firstAttribute="height" constant="28" id="CON-00-002"/>
                                        </constraints>
                                        <state key="normal" title="Retry"/>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="BTN-00-003">
                                        <rect key="frame" x="16" y="300" width="24" height="24"/>
                                        <state key="normal" title="Close"/>
                                    </button>
        """, rules: ["a11y-touch-target"]) == ["14 a11y-touch-target", "22 a11y-touch-target"])
    }
}
