import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// Segments a segmented control leaves untitled in the file and code titles
/// (`setTitle(_:forSegmentAt:)`,
/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/settitle(_:forsegmentat:),
/// or `insertSegment(withTitle:at:animated:)`, `removeAllSegments()`) say what code sets: not
/// an unlabelled button each, which a11y-missing-label would report.
@Suite struct SegmentTitleJoinTests {
    static let swiftPath = "App/AvatarViewController.swift"
    static let swift = """
        final class AvatarViewController: UIViewController {
            @IBOutlet weak var sizeControl: UISegmentedControl!
            @IBOutlet weak var modeControl: UISegmentedControl!
            override func viewDidLoad() {
                super.viewDidLoad()
                sizeControl.setTitle(L10n.slim, forSegmentAt: 0)
                sizeControl.setTitle(L10n.broad, forSegmentAt: 1)
                modeControl.setWidth(80, forSegmentAt: 0)
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="AvatarViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="VIE-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="SEG-00-001">
                                        <rect key="frame" x="20" y="100" width="200" height="32"/>
                                        <segments>
                                            <segment title=""/>
                                            <segment title=""/>
                                        </segments>
                                    </segmentedControl>
                                    <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="SEG-00-002">
                                        <rect key="frame" x="20" y="200" width="200" height="32"/>
                                        <segments>
                                            <segment title="Day"/>
                                            <segment title=""/>
                                        </segments>
                                    </segmentedControl>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="sizeControl" destination="SEG-00-001" id="OUT-00-001"/>
                                <outlet property="modeControl" destination="SEG-00-002" id="OUT-00-002"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func missingLabels(joined: Bool) throws -> [String] {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        return MissingLabelRule().findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.subject)" }
    }

    @Test func theFileAloneHasThreeUntitledSegments() throws {
        let findings = try missingLabels(joined: false)
        #expect(findings == ["10:29 SEG-00-001.0", "10:29 SEG-00-001.1", "17:29 SEG-00-002.1"])
    }

    @Test func segmentsCodeTitlesAreSetInCodeWhereItLastTitlesOne() throws {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: true)
        let size = try #require(screen.allElements.first { $0.id?.value == "SEG-00-001" })
        #expect(size.segments == [
            Located(Element.setInCode, at: SourceLocation(file: Self.swiftPath, line: 7, column: 9)),
            Located(Element.setInCode, at: SourceLocation(file: Self.swiftPath, line: 7, column: 9)),
        ])
        let mode = try #require(screen.allElements.first { $0.id?.value == "SEG-00-002" })
        #expect(mode.segments.map(\.value) == ["Day", ""])
        let findings = try missingLabels(joined: true)
        #expect(findings == ["17:29 SEG-00-002.1"])
    }
}
