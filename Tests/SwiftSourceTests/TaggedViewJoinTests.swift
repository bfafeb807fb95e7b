import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// Views code finds by their tag (`cell.viewWithTag(1) as? UILabel`, UIKit's
/// https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:)), bound to a name or
/// used in place: what it sets on them is set on the screen's views of that tag, so a cell's
/// label whose text and colour a data source method sets is no longer judged by its sample text
/// and colour.
@Suite struct TaggedViewJoinTests {
    static let swiftPath = "App/FixCharacterViewController.swift"
    static let swift = """
        final class FixCharacterViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "stat", for: indexPath)
                if let titleLabel = cell.viewWithTag(1) as? UILabel {
                    titleLabel.text = stats[indexPath.row].name
                    titleLabel.textColor = theme.primaryTextColor
                }
                (cell.viewWithTag(2) as? UILabel)?.text = "Fixed"
                return cell
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <tableViewController id="VC1-00-001" customClass="FixCharacterViewController" customModule="App" sceneMemberID="viewController">
                            <tableView key="view" style="plain" rowHeight="44" id="TBL-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell reuseIdentifier="stat" id="CEL-00-001">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                        <tableViewCellContentView key="contentView" tableViewCell="CEL-00-001" id="CNV-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <subviews>
                                                <label tag="1" text="Health" id="LBL-00-001">
                                                    <rect key="frame" x="20" y="12" width="100" height="20"/>
                                                    <color key="textColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                                </label>
                                                <label tag="2" text="Sample" id="LBL-00-002">
                                                    <rect key="frame" x="200" y="12" width="100" height="20"/>
                                                </label>
                                                <label tag="3" text="Untouched" id="LBL-00-003">
                                                    <rect key="frame" x="300" y="12" width="80" height="20"/>
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

    /// "id: text, colour" of each label, where code's values say where they were set.
    private func labels(joined: Bool) throws -> [String] {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
        return screen.allElements.filter { $0.kind == .label }.map { label in
            let text = label.text.map { "\($0.value)" } ?? label.textFromCode.map { "from code at line \($0.location.line)" } ?? "-"
            let colour = label.textColor.map { $0.value == .setInCode ? "colour from code at line \($0.location.line)" : "file colour" } ?? "no colour"
            return "\(label.tag?.value ?? 0) \(label.id?.value ?? "?"): \(text), \(colour)"
        }
    }

    @Test func theFileAloneKeepsItsSampleTextAndColour() throws {
        #expect(try labels(joined: false) == [
            "1 LBL-00-001: Health, file colour", "2 LBL-00-002: Sample, no colour", "3 LBL-00-003: Untouched, no colour",
        ])
    }

    @Test func whatCodeSetsOnAViewFoundByItsTagIsThatViewsBoundOrInPlace() throws {
        #expect(try labels(joined: true) == [
            "1 LBL-00-001: from code at line 5, colour from code at line 6",
            "2 LBL-00-002: from code at line 8, no colour",
            "3 LBL-00-003: Untouched, no colour",
        ])
    }
}
