import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A label given the button trait inside a tappable card (corona-warn-app's home cells: the
/// title label is `[.header, .button]`, the cell takes the tap) keeps the user interaction a
/// label is made with, off, which Interface Builder writes `userInteractionEnabled="NO"`: UIKit's
/// hit-testing passes over it, so its frame is no touch target and `a11y-touch-target` leaves it
/// alone. A label code makes interactive (`isUserInteractionEnabled = true`, for a gesture
/// recognizer of its own) takes its touches on its own frame, which is judged. UIKit:
/// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
@Suite struct UserInteractionTouchTargetTests {
    static let swiftPath = "App/CardViewController.swift"
    static let swift = """
        class CardViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var termsLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.accessibilityTraits = [.header, .button]
                termsLabel.accessibilityTraits = .link
                termsLabel.isUserInteractionEnabled = true
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="CardViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="CRD-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="120"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" text="Check-ins" id="LBL-00-001">
                                                <rect key="frame" x="16" y="16" width="300" height="23"/>
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
                                            </label>
                                        </subviews>
                                    </view>
                                    <label opaque="NO" userInteractionEnabled="NO" text="Terms of use" id="LBL-00-002">
                                        <rect key="frame" x="16" y="240" width="120" height="20"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                                    </label>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="LBL-00-001" id="OUT-00-001"/>
                                <outlet property="termsLabel" destination="LBL-00-002" id="OUT-00-002"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func onlyTheLabelCodeMakesInteractiveIsJudged() throws {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: true)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults),
                                    scope: screen.id, colors: ColorContext(appearance: .light, iosVersion: .latest))
        #expect(TouchTargetRule().findings(in: input).map { "\($0.subject) \($0.message)" } == [
            "LBL-00-002 'Terms of use' (termsLabel, LBL-00-002) is 120 x 20 pt, smaller than 44 x 44",
        ])
        let title = try #require(screen.allElements.first { $0.id?.value == "LBL-00-001" })
        #expect(title.userInteractionEnabled?.value == false)
        let terms = try #require(screen.allElements.first { $0.id?.value == "LBL-00-002" })
        #expect(terms.userInteractionEnabled?.location == SourceLocation(file: Self.swiftPath, line: 8, column: 9))
    }
}
