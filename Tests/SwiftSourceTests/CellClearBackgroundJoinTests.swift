import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A cell whose code sets `backgroundColor = nil` paints nothing: UIView's `nil` background is
/// transparent (https://developer.apple.com/documentation/uikit/uiview/backgroundcolor), so a
/// grouped table's cell no longer shows the default `secondarySystemGroupedBackground` and the
/// table's own colour is behind its text. AltStore's settings cells (InsetGroupTableViewCell) do
/// this in `awakeFromNib`; their white text was judged against white, 1.00:1.
@Suite struct CellClearBackgroundJoinTests {
    static let swiftPath = "App/InsetCell.swift"
    static let swift = """
        class InsetCell: UITableViewCell {
            override func awakeFromNib() {
                super.awakeFromNib()
                self.backgroundColor = nil
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="TVC-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <tableViewController id="TVC-00-001" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="grouped" separatorStyle="none" rowHeight="51" id="TBL-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <color key="backgroundColor" red="0.0039215686274509803" green="0.50196078431372548" blue="0.51764705882352946" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <sections>
                                    <tableViewSection id="SEC-00-001">
                                        <cells>
                                            <tableViewCell rowHeight="51" id="CEL-00-001" customClass="InsetCell" customModule="App" customModuleProvider="target">
                                                <rect key="frame" x="0.0" y="18" width="375" height="51"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="CEL-00-001" id="CNT-00-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="51"/>
                                                    <subviews>
                                                        <label text="Name" id="LBL-00-001">
                                                            <rect key="frame" x="30" y="16" width="200" height="20.5"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
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
        return ContrastRule().findings(in: input).map { "\($0.location.file):\($0.location.line) \($0.message)" }
    }

    /// The storyboard alone: white text in a grouped cell, which UIKit paints white.
    @Test func theStoryboardsCellIsTheGroupedDefault() throws {
        #expect(contrast(try screen(joined: false)) == [
            "App/Base.lproj/Main.storyboard:18 'Name' (LBL-00-001) has a contrast ratio of 1.00:1 against its background in the light appearance of iOS 26; it needs 4.50:1",
        ])
    }

    /// Joined: the cell is clear, and the text stands on the table's teal (#018084), 4.75:1.
    @Test func codesNilBackgroundLeavesTheCellClear() throws {
        let screen = try screen(joined: true)
        let cell = try #require(screen.allElements.first { $0.id?.value == "CEL-00-001" })
        #expect(cell.backgroundColor == Located(.system(.clear), at: SourceLocation(file: Self.swiftPath, line: 4, column: 9)))
        #expect(contrast(screen) == [])
    }
}
