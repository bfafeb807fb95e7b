import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A table view controller whose data source gives its sections' headers in code
/// (`tableView(_:titleForHeaderInSection:)`,
/// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:))
/// shows headers VoiceOver reads as headings, as a static table's `headerTitle` does: what they say
/// is unknown (``ScreenSetting/sectionHeaders``), so `a11y-no-heading` says nothing about the
/// screen. A method that only returns `nil` gives no header.
@Suite struct SectionHeaderJoinTests {
    static let swiftPath = "App/CookiesViewController.swift"
    static func swift(returning value: String) -> String {
        """
        class CookiesViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                return \(value)
            }
        }
        """
    }
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <tableViewController id="VC1-00-001" customClass="CookiesViewController" customModule="App" sceneMemberID="viewController">
                            <tableView key="view" style="plain" rowHeight="44" id="TBL-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell reuseIdentifier="cookie" id="CEL-00-001">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                        <tableViewCellContentView key="contentView" tableViewCell="CEL-00-001" id="CNV-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <subviews>
                                                <label text="example.com" id="LBL-00-001">
                                                    <rect key="frame" x="20" y="12" width="300" height="20"/>
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

    private func noHeading(returning value: String?) throws -> [String] {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift(returning: value ?? "nil")),
                                             joined: value != nil)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        return NoHeadingRule().findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.subject)" }
    }

    @Test func theDataSourcesHeadersAreUnknownFactsOfTheClass() {
        #expect(SwiftFixture.facts(of: "CookiesViewController", in: Self.swift(returning: "sections[section].domain"))?.facts == [
            SwiftFixture.fact(2, 19, .this, .sectionHeaders, .unknown("section headers the data source gives")),
        ])
        #expect(SwiftFixture.facts(of: "CookiesViewController", in: Self.swift(returning: "nil"))?.facts == [])
    }

    @Test func theStoryboardAloneHasNoHeading() throws {
        #expect(try noHeading(returning: nil) == ["6:17 Main.CookiesViewController"])
    }

    @Test func headersFromCodeLeaveTheScreenAlone() throws {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift(returning: "sections[section].domain")),
                                             joined: true)
        #expect(screen.unknown(.sectionHeaders)?.location == SourceLocation(file: Self.swiftPath, line: 2, column: 19))
        #expect(try noHeading(returning: "sections[section].domain") == [])
    }

    @Test func aDataSourceReturningOnlyNilStillHasNoHeading() throws {
        #expect(try noHeading(returning: "nil").count == 1)
    }
}
