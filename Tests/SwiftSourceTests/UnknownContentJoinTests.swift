import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// What code replaces with a value the syntax does not settle is not the storyboard's any more:
/// a text field's text and placeholder, a button's image and a label's font set to a variable or
/// a call are unknown, and the rules that need them say nothing (docs/swift-code.md, "Joined to
/// the model"). A view is joined by its outlet whatever Interface Builder's user label calls it.
/// UIKit: https://developer.apple.com/documentation/uikit/uitextfield/placeholder,
/// https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:),
/// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
@Suite struct UnknownContentJoinTests {
    static let swiftPath = "App/SettingsViewController.swift"
    static let swift = """
        class SettingsViewController: UIViewController {
            @IBOutlet weak var passwordField: UITextField!
            @IBOutlet weak var searchField: UITextField!
            @IBOutlet weak var codeLabel: UILabel!
            @IBOutlet weak var noteLabel: UILabel!
            @IBOutlet weak var menuButton: UIButton!
            @IBOutlet weak var canvas: UIImageView!
            override func viewDidLoad() {
                super.viewDidLoad()
                passwordField.attributedText = styled(password)
                searchField.placeholder = searchPrompt()
                codeLabel.font = Theme.monospaced
                noteLabel.adjustsFontForContentSizeCategory = settings.scalesText
                menuButton.setImage(menuIcon, for: .normal)
                canvas.image = renderer.image()
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="SettingsViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <textField userLabel="Password" id="TXF-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="44"/>
                                    </textField>
                                    <textField id="TXF-00-002">
                                        <rect key="frame" x="16" y="160" width="361" height="44"/>
                                    </textField>
                                    <label text="0000" id="LBL-00-001">
                                        <rect key="frame" x="16" y="220" width="361" height="30"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>
                                    <label text="Notes" id="LBL-00-002">
                                        <rect key="frame" x="16" y="260" width="361" height="30"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>
                                    <button id="BTN-00-001">
                                        <rect key="frame" x="16" y="300" width="44" height="44"/>
                                        <state key="normal" image="gear"/>
                                    </button>
                                    <imageView image="blank" id="IMG-00-001">
                                        <rect key="frame" x="16" y="360" width="361" height="300"/>
                                    </imageView>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="passwordField" destination="TXF-00-001" id="OUT-00-001"/>
                                <outlet property="searchField" destination="TXF-00-002" id="OUT-00-002"/>
                                <outlet property="codeLabel" destination="LBL-00-001" id="OUT-00-003"/>
                                <outlet property="noteLabel" destination="LBL-00-002" id="OUT-00-004"/>
                                <outlet property="menuButton" destination="BTN-00-001" id="OUT-00-005"/>
                                <outlet property="canvas" destination="IMG-00-001" id="OUT-00-006"/>
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
        ScreenAccessibility.analyze(screen: screen, options: .defaults).elements.map {
            "\($0.id): \($0.label ?? "-") | \($0.value ?? "-") \($0.traits.map(\.rawValue).sorted())"
        }
    }

    private func findings(_ rule: some ScreenRule, _ screen: Screen) -> [String] {
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        return rule.findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func theStoryboardAloneHasTwoUnnamedFieldsAnImageNameAndTwoFixedTexts() throws {
        let screen = try screen(joined: false)
        #expect(voiceOver(screen) == [
            #"TXF-00-001: - | - ["textEntry"]"#,
            #"TXF-00-002: - | - ["textEntry"]"#,
            #"LBL-00-001: 0000 | - ["staticText"]"#,
            #"LBL-00-002: Notes | - ["staticText"]"#,
            #"BTN-00-001: gear | - ["button"]"#,
        ])
        #expect(findings(MissingLabelRule(), screen).count == 2)
        #expect(findings(DynamicTypeRule(), screen).count == 2)
    }

    @Test func textPlaceholderAndImageSetToUnknownValuesAreSpokenAsSetInCode() throws {
        let screen = try screen(joined: true)
        #expect(voiceOver(screen) == [
            #"TXF-00-001: - | (set in code) ["textEntry"]"#,
            #"TXF-00-002: (set in code) | - ["textEntry"]"#,
            #"LBL-00-001: 0000 | - ["staticText"]"#,
            #"LBL-00-002: Notes | - ["staticText"]"#,
            #"BTN-00-001: (set in code) | - ["button"]"#,
        ])
        // An image view whose image code sets shows content from code, as one with none does.
        let canvas = try #require(screen.allElements.first { $0.id?.value == "IMG-00-001" })
        #expect(canvas.image?.value == Element.setInCode)
        #expect(canvas.contentComesFromCode)
        let search = try #require(screen.allElements.first { $0.id?.value == "TXF-00-002" })
        #expect(search.placeholder?.location == SourceLocation(file: Self.swiftPath, line: 11, column: 9))
        #expect(findings(MissingLabelRule(), screen) == [])
    }

    @Test func aFontOrItsScalingSetToAnUnknownValueIsNotCheckedForDynamicType() throws {
        let screen = try screen(joined: true)
        #expect(findings(DynamicTypeRule(), screen) == [])
        let code = try #require(screen.allElements.first { $0.id?.value == "LBL-00-001" })
        #expect(code.font == nil)
    }
}
