import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A configuration code gives a button sizes it: Auto Layout sizes a button no constraint pins
/// from its intrinsic content size, which fits the configuration's title and image inside its
/// content insets at its button size (Frame Grabber's `configuration.buttonSize = .large` makes
/// its 34.5-point storyboard buttons 50 points tall). So the whole configuration, its update
/// handler and the parts that size it (`contentInsets`, `buttonSize`, the title, the image, their
/// padding) make the button's size code's, and `a11y-touch-target` says nothing about it; a colour
/// or the title's text attributes do not
/// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/buttonsize,
/// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/contentinsets).
@Suite struct ButtonConfigurationSizeTests {
    static let swiftPath = "App/AboutViewController.swift"
    static let swift = """
        class AboutViewController: UIViewController {
            @IBOutlet weak var rateButton: UIButton!
            @IBOutlet weak var tintButton: UIButton!
            @IBOutlet weak var insetButton: UIButton!
            @IBOutlet weak var plainButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                var rateConfig = UIButton.Configuration.tinted()
                rateConfig.buttonSize = .large
                rateButton.configuration = rateConfig
                tintButton.configuration?.baseForegroundColor = .systemRed
                insetButton.configuration?.contentInsets = .zero
                plainButton.configuration = nil
            }
        }
        """

    @Test func theSizeFactsAsRead() {
        let facts = SwiftFixture.read([(Self.swiftPath, Self.swift)])
        let sizes = facts.classes["AboutViewController"]?.facts.filter { $0.property == .frame }
        #expect(sizes == [
            CodeFact(subject: .member("rateButton"), property: .frame, value: .unknown("a configuration: rateConfig"),
                     location: SourceLocation(file: Self.swiftPath, line: 10, column: 9)),
            CodeFact(subject: .member("insetButton"), property: .frame, value: .unknown("a configuration: .zero"),
                     location: SourceLocation(file: Self.swiftPath, line: 12, column: 9)),
        ])
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="AboutViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button id="BTN-00-001"><rect key="frame" x="16" y="100" width="161" height="34.5"/><state key="normal" title="Rate"/></button>
                                    <button id="BTN-00-002"><rect key="frame" x="16" y="140" width="161" height="34.5"/><state key="normal" title="Tint"/></button>
                                    <button id="BTN-00-003"><rect key="frame" x="16" y="180" width="161" height="34.5"/><state key="normal" title="Inset"/></button>
                                    <button id="BTN-00-004"><rect key="frame" x="16" y="220" width="161" height="34.5"/><state key="normal" title="Plain"/></button>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            <connections>
                                <outlet property="rateButton" destination="BTN-00-001" id="OUT-00-001"/>
                                <outlet property="tintButton" destination="BTN-00-002" id="OUT-00-002"/>
                                <outlet property="insetButton" destination="BTN-00-003" id="OUT-00-003"/>
                                <outlet property="plainButton" destination="BTN-00-004" id="OUT-00-004"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The buttons whose configuration code sizes are not judged; a colour, and `nil` (the button's
    /// own configuration again), leave the storyboard's 34.5-point height to be judged.
    @Test func aButtonWhoseConfigurationCodeSizesIsNotJudged() throws {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: true)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults),
                                    scope: screen.id, colors: ColorContext(appearance: .light, iosVersion: .latest))
        #expect(TouchTargetRule().findings(in: input).map(\.subject) == ["BTN-00-002", "BTN-00-004"])
    }
}
