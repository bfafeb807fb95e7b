import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// Code facts joined to a storyboard: the screen's custom class and its outlets
/// (`<outlet property= destination=>`), and a custom view class, reach VoiceOver and the rules.
@Suite struct CodeJoinTests {
    static let swiftPath = "App/PlayerViewController.swift"
    static let swift = """
        class PlayerViewController: UIViewController {
            @IBOutlet weak var playButton: UIButton!
            @IBOutlet weak var notifySwitch: UISwitch!
            @IBOutlet weak var titleLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                playButton.accessibilityLabel = "Play"
                notifySwitch.accessibilityLabel = notificationTitle()
                titleLabel.accessibilityTraits = .header
            }
        }
        class RatingView: UIView {
            override func awakeFromNib() {
                super.awakeFromNib()
                isAccessibilityElement = true
                accessibilityLabel = "Rating"
                accessibilityTraits = .adjustable
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController storyboardIdentifier="Player" id="VC1-00-001" customClass="PlayerViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Now Playing" id="LBL-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="30"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <button id="BTN-00-001">
                                        <rect key="frame" x="16" y="150" width="44" height="44"/>
                                        <state key="normal" image="play.fill"/>
                                    </button>
                                    <switch id="SWT-00-001">
                                        <rect key="frame" x="16" y="210" width="51" height="31"/>
                                    </switch>
                                    <view id="RAT-00-001" customClass="RatingView" customModule="App">
                                        <rect key="frame" x="16" y="260" width="200" height="44"/>
                                    </view>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="LBL-00-001" id="OUT-00-001"/>
                                <outlet property="playButton" destination="BTN-00-001" id="OUT-00-002"/>
                                <outlet property="notifySwitch" destination="SWT-00-001" id="OUT-00-003"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The storyboard's one screen, with the code facts joined when `joined`.
    private func screen(joined: Bool) throws -> Screen {
        try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
    }

    private func voiceOver(_ screen: Screen) -> [String] {
        ScreenAccessibility.analyze(screen: screen, options: .defaults).elements.map { "\($0.id): \($0.label ?? "-") \($0.traits.map(\.rawValue).sorted())" }
    }

    private func missingLabels(_ screen: Screen) -> [String] {
        let analysis = ScreenAccessibility.analyze(screen: screen, options: .defaults)
        return MissingLabelRule().findings(in: ScreenRuleInput(screen: screen, analysis: analysis, scope: screen.id)).map(\.message)
    }

    @Test func withoutTheCodeTheStoryboardAloneSpeaksImageNamesAndMissesALabel() throws {
        let screen = try screen(joined: false)
        #expect(voiceOver(screen) == [
            #"LBL-00-001: Now Playing ["staticText"]"#,
            #"BTN-00-001: play.fill ["button"]"#,
            #"SWT-00-001: - ["button", "switch"]"#,
        ])
        #expect(missingLabels(screen).count == 1)
    }

    @Test func anOutletsLiteralLabelReachesVoiceOverAtItsSwiftLine() throws {
        let screen = try screen(joined: true)
        #expect(voiceOver(screen) == [
            #"LBL-00-001: Now Playing ["header"]"#,
            #"BTN-00-001: Play ["button"]"#,
            #"SWT-00-001: (set in code) ["button", "switch"]"#,
            #"RAT-00-001: Rating ["adjustable"]"#,
        ])
        let play = try #require(screen.allElements.first { $0.id?.value == "BTN-00-001" })
        #expect(play.label?.location == SourceLocation(file: Self.swiftPath, line: 7, column: 9))
    }

    @Test func aLabelSetToAnUnknownValueSilencesTheMissingLabelRule() throws {
        #expect(missingLabels(try screen(joined: true)) == [])
    }

    @Test func aCustomViewClassSetsItsOwnAccessibilityOnItsInstance() throws {
        let screen = try screen(joined: true)
        let rating = try #require(screen.allElements.first { $0.id?.value == "RAT-00-001" })
        #expect(rating.accessible?.value == true)
        #expect(rating.accessible?.location == SourceLocation(file: Self.swiftPath, line: 15, column: 9))
        #expect(rating.label?.value == "Rating")
    }
}
