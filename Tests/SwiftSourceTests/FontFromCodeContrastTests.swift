import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A font code sets to a value the syntax does not settle (a theme's font) leaves the text's size
/// unknown (`fontFromCode`): WCAG 2.2 SC 1.4.3 asks 4.5:1 of text and 3:1 of large text (18 pt, or
/// 14 pt bold), so `a11y-contrast` reports only a ratio that fails at any size, below 3:1.
/// WCAG: https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html;
/// UIKit: https://developer.apple.com/documentation/uikit/uilabel/font
@Suite struct FontFromCodeContrastTests {
    static let swiftPath = "App/ThemedViewController.swift"
    static let swift = """
        class ThemedViewController: UIViewController {
            @IBOutlet weak var mutedLabel: UILabel!
            @IBOutlet weak var faintLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                mutedLabel.font = Theme.current.bodyFont
                faintLabel.font = Theme.current.captionFont
            }
        }
        """
    /// Two body-style labels on white: #8A8A8A (3.45:1, enough for large text only) and #CCCCCC (1.60:1).
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="ThemedViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Muted" id="LBL-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="30"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <color key="textColor" red="0.5411764706" green="0.5411764706" blue="0.5411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </label>
                                    <label text="Faint" id="LBL-00-002">
                                        <rect key="frame" x="16" y="140" width="361" height="30"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <color key="textColor" red="0.8" green="0.8" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </label>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            <connections>
                                <outlet property="mutedLabel" destination="LBL-00-001" id="OUT-00-001"/>
                                <outlet property="faintLabel" destination="LBL-00-002" id="OUT-00-002"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The 1-based line of the storyboard's label `text` (where a storyboard's text colour is reported).
    static func labelLine(_ text: String) -> Int {
        let lines = storyboard.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains("<label text=\"\(text)\"") } ?? -1) + 1
    }

    private func contrast(joined: Bool) throws -> [String] {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults),
                                    scope: screen.id, colors: ColorContext(appearance: .light, iosVersion: .latest))
        return ContrastRule().findings(in: input).map { "\($0.location.line) \($0.message)" }
    }

    @Test func theStoryboardAloneJudgesBothAsBodyText() throws {
        #expect(try contrast(joined: false) == [
            "\(Self.labelLine("Muted")) 'Muted' (mutedLabel, LBL-00-001) has a contrast ratio of 3.45:1 against its background in the light appearance of iOS 26; it needs 4.50:1",
            "\(Self.labelLine("Faint")) 'Faint' (faintLabel, LBL-00-002) has a contrast ratio of 1.60:1 against its background in the light appearance of iOS 26; it needs 4.50:1",
        ])
    }

    @Test func aFontCodeDecidesLeavesOnlyWhatFailsAtAnySize() throws {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: true)
        let muted = try #require(screen.allElements.first { $0.id?.value == "LBL-00-001" })
        #expect(muted.font == nil)
        #expect(muted.fontFromCode?.location == SourceLocation(file: Self.swiftPath, line: 6, column: 9))
        #expect(try contrast(joined: true) == [
            "\(Self.labelLine("Faint")) 'Faint' (faintLabel, LBL-00-002) has a contrast ratio of 1.60:1 against its background in the light appearance of iOS 26; it needs 3.00:1 at any text size (its font is set in code)",
        ])
    }
}
