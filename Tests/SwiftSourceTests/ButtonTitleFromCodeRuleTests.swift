import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A button whose title code sets (`setTitle(profile.followTitle, for: .normal)`: what it says is
/// unknown) still draws it in its title label's font and its title colour
/// (https://developer.apple.com/documentation/uikit/uibutton/titlelabel,
/// https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)): `a11y-dynamic-type`
/// judges the file's fixed font and `a11y-contrast` a colour it knows, as they need no words. A font
/// code sets through the title label is the one judged; a configuration
/// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct) or an
/// attributed title (https://developer.apple.com/documentation/uikit/uibutton/setattributedtitle(_:for:))
/// leaves the font unknown, and nothing is said. So does a button of a library's class
/// (`customModule="StyleKit"`, code the run does not read), which styles its own title, and a
/// button whose title code removes (`setTitle(nil, for: .normal)`), which draws none.
@Suite struct ButtonTitleFromCodeRuleTests {
    static let swiftPath = "App/ProfileViewController.swift"
    static let swift = """
        final class ProfileViewController: UIViewController {
            @IBOutlet weak var followButton: UIButton!
            @IBOutlet weak var playButton: UIButton!
            @IBOutlet weak var buyButton: UIButton!
            @IBOutlet weak var shareButton: UIButton!
            @IBOutlet weak var signInButton: UIButton!
            @IBOutlet weak var moreButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                followButton.setTitle(profile.followTitle, for: .normal)
                followButton.setTitleColor(.systemGray, for: .normal)
                playButton.setTitle(profile.playTitle, for: .normal)
                playButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
                playButton.titleLabel?.adjustsFontForContentSizeCategory = true
                buyButton.setTitle(profile.price, for: .normal)
                buyButton.configuration = .filled()
                shareButton.setAttributedTitle(profile.shareTitle, for: .normal)
                signInButton.setTitle(profile.signInTitle, for: .normal)
                moreButton.setTitle(nil, for: .normal)
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="ProfileViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button id="BTN-00-001">
                                        <rect key="frame" x="16" y="100" width="120" height="44"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="Follow"/>
                                    </button>
                                    <button id="BTN-00-002">
                                        <rect key="frame" x="16" y="160" width="120" height="44"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="Play"/>
                                    </button>
                                    <button id="BTN-00-003">
                                        <rect key="frame" x="16" y="220" width="120" height="44"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="Buy"/>
                                    </button>
                                    <button id="BTN-00-004">
                                        <rect key="frame" x="16" y="280" width="120" height="44"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="Share"/>
                                    </button>
                                    <button id="BTN-00-005" customClass="StyledButton" customModule="StyleKit">
                                        <rect key="frame" x="16" y="340" width="120" height="44"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="Sign In"/>
                                    </button>
                                    <button id="BTN-00-006">
                                        <rect key="frame" x="16" y="400" width="120" height="44"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="More" image="ellipsis"/>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            <connections>
                                <outlet property="followButton" destination="BTN-00-001" id="OUT-00-001"/>
                                <outlet property="playButton" destination="BTN-00-002" id="OUT-00-002"/>
                                <outlet property="buyButton" destination="BTN-00-003" id="OUT-00-003"/>
                                <outlet property="shareButton" destination="BTN-00-004" id="OUT-00-004"/>
                                <outlet property="signInButton" destination="BTN-00-005" id="OUT-00-005"/>
                                <outlet property="moreButton" destination="BTN-00-006" id="OUT-00-006"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func findings(joined: Bool) throws -> [String] {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults),
                                    scope: screen.id, colors: ColorContext(appearance: .light, iosVersion: .latest))
        return (DynamicTypeRule().findings(in: input) + ContrastRule().findings(in: input)).map {
            "\($0.location.file):\($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    @Test func theFileAloneHasSixFixedFonts() throws {
        let fixed = "does not adjust to the user's text size (adjustsForContentSize: false)"
        #expect(try findings(joined: false) == [
            "App/Base.lproj/Main.storyboard:12:33 'Follow' (followButton, BTN-00-001) \(fixed)",
            "App/Base.lproj/Main.storyboard:17:33 'Play' (playButton, BTN-00-002) \(fixed)",
            "App/Base.lproj/Main.storyboard:22:33 'Buy' (buyButton, BTN-00-003) \(fixed)",
            "App/Base.lproj/Main.storyboard:27:33 'Share' (shareButton, BTN-00-004) \(fixed)",
            "App/Base.lproj/Main.storyboard:32:33 'Sign In' (signInButton, BTN-00-005) \(fixed)",
            "App/Base.lproj/Main.storyboard:37:33 'More' (moreButton, BTN-00-006) \(fixed)",
        ])
    }

    @Test func aTitleFromCodeIsJudgedByTheFontAndColourItIsDrawnIn() throws {
        #expect(try findings(joined: true) == [
            "App/Base.lproj/Main.storyboard:12:33 'followButton' (BTN-00-001) does not adjust to the user's text size (adjustsForContentSize: false)",
            "\(Self.swiftPath):11:9 'followButton' (BTN-00-001) has a contrast ratio of 3.26:1 against its background in the light appearance of iOS 26; it needs 4.50:1",
        ])
    }
}
