import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A label (or button) whose code sets an attributed text (or title) draws with the string's own
/// font attributes: UILabel's `attributedText` "updates the values in the font, textColor, and
/// other style-related properties so that they reflect the style information starting at location
/// 0 in the attributed string" (https://developer.apple.com/documentation/uikit/uilabel/attributedtext).
/// The file's font is no longer the one drawn, and the string's is unknown: `a11y-dynamic-type`
/// says nothing about it. An attributed text set to `nil` leaves the file's font.
@Suite struct AttributedFontJoinTests {
    static let swiftPath = "App/NoteCell.swift"
    static let swift = """
        class NoteCell: UITableViewCell {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var bodyLabel: UILabel!
            @IBOutlet weak var moreButton: UIButton!
            override func awakeFromNib() {
                super.awakeFromNib()
                bodyLabel.attributedText = nil
                moreButton.setAttributedTitle(Style.more, for: .normal)
            }
            func configure(with note: Note) {
                titleLabel.attributedText = NSAttributedString(string: note.title, attributes: [.font: Style.headlineFont])
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <tableViewController id="VC1-00-001" sceneMemberID="viewController">
                            <tableView key="view" style="plain" rowHeight="64" id="TBL-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell reuseIdentifier="note" id="CEL-00-001" customClass="NoteCell" customModule="App">
                                        <rect key="frame" x="0.0" y="50" width="393" height="64"/>
                                        <tableViewCellContentView key="contentView" tableViewCell="CEL-00-001" id="CNV-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="64"/>
                                            <subviews>
                                                <label text="Title" id="LBL-00-001">
                                                    <rect key="frame" x="20" y="8" width="300" height="20"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                                <label text="Body" id="LBL-00-002">
                                                    <rect key="frame" x="20" y="32" width="300" height="20"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                                </label>
                                                <button id="BTN-00-001">
                                                    <rect key="frame" x="329" y="10" width="44" height="44"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                                    <state key="normal" title="More"/>
                                                </button>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="titleLabel" destination="LBL-00-001" id="OUT-00-001"/>
                                            <outlet property="bodyLabel" destination="LBL-00-002" id="OUT-00-002"/>
                                            <outlet property="moreButton" destination="BTN-00-001" id="OUT-00-003"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func dynamicType(joined: Bool) throws -> [String] {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        return DynamicTypeRule().findings(in: input).map { "\($0.location.file):\($0.location.line):\($0.location.column)" }
    }

    @Test func theFileAloneHasThreeFixedFonts() throws {
        #expect(try dynamicType(joined: false) == [
            "App/Base.lproj/Main.storyboard:17:45", "App/Base.lproj/Main.storyboard:21:45", "App/Base.lproj/Main.storyboard:25:45",
        ])
    }

    @Test func onlyTheLabelWhoseAttributedTextIsClearedKeepsItsFont() throws {
        #expect(try dynamicType(joined: true) == ["App/Base.lproj/Main.storyboard:21:45"])
    }
}
