import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// Placeholder subviews the file puts in a view and code takes out before filling it
/// (`stack.arrangedSubviews.forEach { $0.removeFromSuperview() }`, or a `for` loop doing the same:
/// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()) are gone: the
/// view's content is code's, and the placeholders are not judged (two sample buttons with the same
/// title are no a11y-duplicate-label finding).
@Suite struct RemovedSubviewsJoinTests {
    static let swiftPath = "App/TipViewController.swift"
    static let swift = """
        final class TipViewController: UIViewController {
            @IBOutlet weak var buttonsStack: UIStackView!
            @IBOutlet weak var notesView: UIView!
            override func viewDidLoad() {
                super.viewDidLoad()
                buttonsStack.arrangedSubviews.forEach { button in
                    buttonsStack.removeArrangedSubview(button)
                    button.removeFromSuperview()
                }
                for title in prices { buttonsStack.addArrangedSubview(makeButton(title)) }
            }
            func reset() {
                for note in notesView.subviews { note.removeFromSuperview() }
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="TipViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="VIE-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Tip jar" id="LBL-00-001">
                                        <rect key="frame" x="20" y="60" width="200" height="24"/>
                                        <accessibility key="accessibilityConfiguration">
                                            <accessibilityTraits key="traits" header="YES"/>
                                        </accessibility>
                                    </label>
                                    <stackView axis="vertical" spacing="8" id="STK-00-001">
                                        <rect key="frame" x="20" y="100" width="353" height="100"/>
                                        <subviews>
                                            <button buttonType="system" id="BTN-00-001">
                                                <rect key="frame" x="0.0" y="0.0" width="353" height="46"/>
                                                <state key="normal" title="$x.xx"/>
                                            </button>
                                            <button buttonType="system" id="BTN-00-002">
                                                <rect key="frame" x="0.0" y="54" width="353" height="46"/>
                                                <state key="normal" title="$x.xx"/>
                                            </button>
                                        </subviews>
                                    </stackView>
                                    <view id="NOT-00-001">
                                        <rect key="frame" x="20" y="220" width="353" height="60"/>
                                        <subviews>
                                            <label text="Sample note" id="LBL-00-002">
                                                <rect key="frame" x="0.0" y="0.0" width="353" height="24"/>
                                            </label>
                                        </subviews>
                                    </view>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="buttonsStack" destination="STK-00-001" id="OUT-00-001"/>
                                <outlet property="notesView" destination="NOT-00-001" id="OUT-00-002"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func screen(joined: Bool) throws -> Screen {
        try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
    }

    /// Each element VoiceOver reaches, with its label.
    private func voiceOver(_ screen: Screen) -> [String] {
        let analysis = ScreenAccessibility.analyze(screen: screen, options: .defaults)
        return analysis.elements.map { "\($0.id): \($0.label ?? "-")" }
    }

    private func duplicates(_ screen: Screen) -> [String] {
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        return DuplicateLabelRule().findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.subject)" }
    }

    @Test func theFileAloneHasTwoPlaceholderButtonsWithOneLabel() throws {
        let screen = try screen(joined: false)
        #expect(voiceOver(screen) == ["LBL-00-001: Tip jar", "BTN-00-001: $x.xx", "BTN-00-002: $x.xx", "LBL-00-002: Sample note"])
        let found = duplicates(screen)
        #expect(found == ["23:37 BTN-00-002"])
    }

    @Test func theSubviewsCodeTakesOutAreGoneAndTheirViewsContentIsCodes() throws {
        let screen = try screen(joined: true)
        #expect(voiceOver(screen) == ["LBL-00-001: Tip jar"])
        #expect(duplicates(screen) == [])
        let stack = try #require(screen.allElements.first { $0.id?.value == "STK-00-001" })
        #expect(stack.children.isEmpty)
        #expect(stack.contentFromCode == Located(true, at: SourceLocation(file: Self.swiftPath, line: 6, column: 9)))
        let notes = try #require(screen.allElements.first { $0.id?.value == "NOT-00-001" })
        #expect(notes.contentFromCode == Located(true, at: SourceLocation(file: Self.swiftPath, line: 13, column: 9)))
    }
}
