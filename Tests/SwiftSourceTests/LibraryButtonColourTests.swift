import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A button of a class from code the run does not read (`NUXButton` of a login library, or an
/// app class descending from one) is styled by that class, title colour included
/// (https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)): the file's
/// title colour is not known to be drawn, and `a11y-contrast` does not judge it. A plain button's
/// is judged.
@Suite struct LibraryButtonColourTests {
    static let swift = """
        final class MismatchViewController: UIViewController {
            @IBOutlet weak var primaryButton: NUXButton!
        }
        final class FlatButton: ARFlatButton {}
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="MismatchViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button id="BTN-00-001" customClass="NUXButton" customModule="WordPressAuthenticator">
                                        <rect key="frame" x="16" y="100" width="120" height="44"/>
                                        <state key="normal" title="Continue">
                                            <color key="titleColor" white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </state>
                                    </button>
                                    <button id="BTN-00-002" customClass="FlatButton" customModule="App">
                                        <rect key="frame" x="16" y="160" width="120" height="44"/>
                                        <state key="normal" title="Cancel">
                                            <color key="titleColor" white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </state>
                                    </button>
                                    <button id="BTN-00-003">
                                        <rect key="frame" x="16" y="220" width="120" height="44"/>
                                        <state key="normal" title="Help">
                                            <color key="titleColor" white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </state>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            <connections>
                                <outlet property="primaryButton" destination="BTN-00-001" id="OUT-00-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func contrastSubjects(joined: Bool) throws -> [String] {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: ("App/MismatchViewController.swift", Self.swift), joined: joined)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults),
                                    scope: screen.id, colors: ColorContext(appearance: .light, iosVersion: .latest))
        return ContrastRule().findings(in: input).map { "\($0.location.line) \($0.subject)" }
    }

    @Test func theFileAloneJudgesEveryTitleColour() throws {
        #expect(try contrastSubjects(joined: false) == [
            "13 BTN-00-001 (light, iOS 26)", "19 BTN-00-002 (light, iOS 26)", "25 BTN-00-003 (light, iOS 26)",
        ])
    }

    @Test func aLibraryButtonClassesTitleColourIsUnknown() throws {
        #expect(try contrastSubjects(joined: true) == ["25 BTN-00-003 (light, iOS 26)"])
    }
}
