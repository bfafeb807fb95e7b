import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// Colours code sets replace the storyboard's: a UIKit colour by its Swift name is taken as
/// UIKit draws it, anything else (a theme's property, `UIColor(named:)`) is unknown, and
/// `a11y-contrast` says nothing about text whose colour or background is unknown (docs/swift-code.md).
/// UIKit: https://developer.apple.com/documentation/uikit/uilabel/textcolor,
/// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor,
/// https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:),
/// https://developer.apple.com/documentation/uikit/ui-element-colors
@Suite struct ColorJoinTests {
    static let swiftPath = "App/ThemeViewController.swift"
    static let swift = """
        class ThemeViewController: UIViewController {
            @IBOutlet weak var themedLabel: UILabel!
            @IBOutlet weak var secondaryLabel: UILabel!
            @IBOutlet weak var joinButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .black
                themedLabel.textColor = Theme.current.bodyText
                secondaryLabel.textColor = .secondaryLabel
                joinButton.setTitleColor(.white, for: .normal)
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="ThemeViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Welcome" id="LBL-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="30"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </label>
                                    <label text="Details" id="LBL-00-002">
                                        <rect key="frame" x="16" y="140" width="361" height="30"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </label>
                                    <button id="BTN-00-001">
                                        <rect key="frame" x="16" y="200" width="120" height="44"/>
                                        <state key="normal" title="Join">
                                            <color key="titleColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </state>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            <connections>
                                <outlet property="themedLabel" destination="LBL-00-001" id="OUT-00-001"/>
                                <outlet property="secondaryLabel" destination="LBL-00-002" id="OUT-00-002"/>
                                <outlet property="joinButton" destination="BTN-00-001" id="OUT-00-003"/>
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

    private func contrast(_ screen: Screen) -> [String] {
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults),
                                    scope: screen.id, colors: ColorContext(appearance: .light, iosVersion: .latest))
        return ContrastRule().findings(in: input).map { "\($0.location.file):\($0.location.line) \($0.subject)" }
    }

    @Test func theColourFactsAsRead() throws {
        let facts = try #require(SwiftFixture.facts(of: "ThemeViewController", in: Self.swift))
        #expect(facts.facts.filter { [.textColor, .backgroundColor].contains($0.property) } == [
            SwiftFixture.fact(7, 9, .member("view"), .backgroundColor, .color(.system(.black))),
            SwiftFixture.fact(8, 9, .member("themedLabel"), .textColor, .unknown("Theme.current.bodyText")),
            SwiftFixture.fact(9, 9, .member("secondaryLabel"), .textColor, .color(.system(.secondaryLabel))),
            SwiftFixture.fact(10, 9, .member("joinButton"), .textColor, .color(.system(.white))),
        ])
    }

    @Test func theStoryboardAloneIsBlackOnWhite() throws {
        #expect(contrast(try screen(joined: false)) == [])
    }

    /// On the black background code sets, the system secondary label colour (light: #3C3C43 at
    /// 60 %) is too faint; the white title passes; the themed label's colour is unknown.
    @Test func codeColoursReplaceTheStoryboardsAndAThemesColourIsUnknown() throws {
        let screen = try screen(joined: true)
        #expect(screen.backgroundColor?.value == .system(.black))
        #expect(screen.backgroundColor?.location == SourceLocation(file: Self.swiftPath, line: 7, column: 9))
        let themed = try #require(screen.allElements.first { $0.id?.value == "LBL-00-001" })
        #expect(themed.textColor?.value == .setInCode)
        #expect(contrast(screen) == ["\(Self.swiftPath):9 LBL-00-002 (light, iOS 26)"])
    }
}
