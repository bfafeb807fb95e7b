import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecWriter
import Testing

/// `<navigationItem prompt="…">` is the navigation item's `prompt`, "a single line of text
/// displayed at the top of the navigation bar"
/// (https://developer.apple.com/documentation/uikit/uinavigationitem/prompt): read first, as static
/// text, and the bar is taller by its row (assumption `promptHeight`, 30 points), so a table's
/// content under it moves down by that row too, as `contentInsetAdjustmentBehavior` `automatic`
/// insets it by the bars' height
/// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic).
@Suite struct NavigationPromptTests {
    private static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="NAV-00-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <navigationController id="NAV-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="VC1-00-001" kind="relationship" relationship="rootViewController" id="REL-00-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-001">
                    <objects>
                        <viewController storyboardIdentifier="Inbox" title="Inbox" id="VC1-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <tableView dataMode="static" style="plain" id="TBL-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <sections>
                                            <tableViewSection id="SEC-00-001">
                                                <cells>
                                                    <tableViewCell id="CEL-00-001">
                                                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                        <tableViewCellContentView key="contentView" id="CNT-00-001">
                                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                            <subviews>
                                                                <label text="Lunch on Friday?" id="LBL-00-001">
                                                                    <rect key="frame" x="16" y="12" width="361" height="20"/>
                                                                </label>
                                                            </subviews>
                                                        </tableViewCellContentView>
                                                    </tableViewCell>
                                                </cells>
                                            </tableViewSection>
                                        </sections>
                                    </tableView>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Inbox" prompt="Select messages to move" id="NVI-00-001"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func thePromptIsTheNavigationItemsPrompt() throws {
        let loaded = IBFixtures.decode(Self.xml)
        #expect(loaded.diagnostics.map(\.description) == [])
        let prompt = try #require(loaded.project.screens["Test.Inbox"]?.navigationItem?.prompt)
        #expect("\(prompt.value) \(prompt.location.line):\(prompt.location.column)" == "Select messages to move 42:21")
        let yaml = SpecYAMLWriter.yaml(try #require(loaded.project.files.first), source: "Test.storyboard")
        #expect(yaml.contains("""
                navigationItem:
                  title: Inbox
                  prompt: Select messages to move
            """))
    }

    /// On an iPhone 16: a 59-point status bar, the 30-point prompt row and the 44-point bar; the
    /// model keeps the file's frame, and the table adjusts its content inset.
    @Test func theTablesContentMovesBelowThePromptRow() throws {
        let loaded = IBFixtures.decode(Self.xml)
        let cell = try #require(loaded.project.screens["Test.Inbox"]?.allElements.first { $0.id?.value == "CEL-00-001" })
        #expect(cell.frame?.value == Rect(x: 0, y: 0, width: 393, height: 44))
        let elements = IBFixtures.voiceOver(loaded.project, scene: "Test.navigationController-NAV-00-001")
        #expect(elements.map { "\($0.id) \($0.label ?? "")" } == [
            "nav.prompt Select messages to move", "nav.title Inbox", "CEL-00-001 Lunch on Friday?",
        ])
        #expect(elements.last?.frame == Rect(x: 0, y: 59 + 30 + 44, width: 393, height: 44))
    }
}
