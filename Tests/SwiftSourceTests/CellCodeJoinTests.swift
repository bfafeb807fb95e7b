import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A cell class configured from outside (`configure(with:)`, called by the table view's data
/// source) and setting its styled labels through UITableViewCell's own `textLabel` and
/// `detailTextLabel` (https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel),
/// which Interface Builder names on the labels it draws (`textLabel="..."`): what the entry
/// method sets is known, what `configure(with:)` sets is unknown, and neither is the storyboard's.
@Suite struct CellCodeJoinTests {
    static let swiftPath = "App/EntryCell.swift"
    static let swift = """
        class EntryCell: UITableViewCell {
            override func awakeFromNib() {
                super.awakeFromNib()
                textLabel?.font = .preferredFont(forTextStyle: .body)
                textLabel?.adjustsFontForContentSizeCategory = true
            }
            func configure(with entry: Entry) {
                detailTextLabel?.font = .preferredFont(forTextStyle: .footnote)
                detailTextLabel?.adjustsFontForContentSizeCategory = true
                detailTextLabel?.text = entry.detail
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
                            <tableView key="view" style="plain" rowHeight="44" id="TBL-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell reuseIdentifier="entry" textLabel="LBL-00-001" detailTextLabel="LBL-00-002" style="IBUITableViewCellStyleValue1" id="CEL-00-001" customClass="EntryCell" customModule="App">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                        <tableViewCellContentView key="contentView" tableViewCell="CEL-00-001" id="CNV-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <subviews>
                                                <label text="Title" id="LBL-00-001">
                                                    <rect key="frame" x="20" y="12" width="33" height="20"/>
                                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                </label>
                                                <label text="Detail" id="LBL-00-002">
                                                    <rect key="frame" x="320" y="12" width="44" height="20"/>
                                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The storyboard's one screen, with the code facts joined when `joined`.
    private func screen(joined: Bool) throws -> Screen {
        try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
    }

    private func dynamicType(_ screen: Screen) -> [String] {
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        return DynamicTypeRule().findings(in: input).map { "\($0.location.file):\($0.location.line):\($0.location.column)" }
    }

    private func font(_ id: String, in screen: Screen) -> Located<FontSpec>? {
        screen.allElements.first { $0.id?.value == id }?.font
    }

    @Test func theStoryboardAloneHasTwoLabelsThatDoNotAdjust() throws {
        #expect(dynamicType(try screen(joined: false)) == [
            "App/Base.lproj/Main.storyboard:17:45", "App/Base.lproj/Main.storyboard:21:45",
        ])
    }

    @Test func theCellsOwnLabelsTakeWhatItsCodeSets() throws {
        let screen = try screen(joined: true)
        #expect(dynamicType(screen) == [])
        #expect(font("LBL-00-001", in: screen) == Located(FontSpec(textStyle: .body, adjustsForContentSize: true),
                                                         at: SourceLocation(file: Self.swiftPath, line: 4, column: 9)))
        #expect(font("LBL-00-002", in: screen) == nil)
        let detail = try #require(screen.allElements.first { $0.id?.value == "LBL-00-002" })
        #expect(detail.textFromCode?.location == SourceLocation(file: Self.swiftPath, line: 10, column: 9))
    }
}
