import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecWriter
import Testing
@testable import A11yAnalyzer

/// A table under a navigation bar, drawn for a 4.7-inch iPhone (`retina4_7`: 20 + 44 points of
/// bars) and analysed on an iPhone 16 (59 + 44). Interface Builder lays out the table's content
/// from its top; `contentInsetAdjustmentBehavior` `automatic`, UIKit's default, moves it below
/// the bars of the device the app runs on
/// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic),
/// so the section header is read after the navigation bar's items, not between them.
@Suite struct NavigationTableGeometryTests {
    /// A navigation controller whose root is a static table with the section "Account" and one
    /// cell; the navigation item has Cancel on the left and a disabled Save on the right.
    /// `navigationItemAttributes` go on the navigation item, `tableAttributes` on the table.
    static func storyboard(navigationItemAttributes: String = "", tableAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="NAV-00-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="SCN-00-001">
                    <objects>
                        <navigationController id="NAV-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="NBR-00-001">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="TVC-00-001" kind="relationship" relationship="rootViewController" id="REL-00-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="SCN-00-002">
                    <objects>
                        <tableViewController storyboardIdentifier="Edit" id="TVC-00-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped"\(tableAttributes) id="TBL-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" id="SEC-00-001">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" id="CEL-00-001">
                                                <rect key="frame" x="0.0" y="55.5" width="375" height="44"/>
                                                <tableViewCellContentView key="contentView" id="CTV-00-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                </tableViewCellContentView>
                                                <listContentConfiguration key="contentConfiguration" text="Name"/>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Edit"\(navigationItemAttributes) id="NVI-00-001">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="BBI-00-001"/>
                                <barButtonItem key="rightBarButtonItem" title="Save" enabled="NO" id="BBI-00-002"/>
                            </navigationItem>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private static func spoken(_ xml: String) throws -> [String] {
        let loaded = IBFixtures.decode(xml)
        #expect(loaded.diagnostics.map(\.description) == [])
        return IBFixtures.voiceOver(loaded.project, scene: "Test.navigationController-NAV-00-001").map { element in
            "\(element.id): \(AnnouncementBuilder.announcement(for: element, style: .snapshot).text) @\(element.frame.map { "\($0.y)" } ?? "-")"
        }
    }

    @Test func theTableStartsBelowTheAnalysedDevicesBars() throws {
        #expect(try Self.spoken(Self.storyboard()) == [
            "BBI-00-001: Cancel. Button. @59.0", "nav.title: Edit. Heading. @59.0", "BBI-00-002: Save. Dimmed. Button. @59.0",
            "SEC-00-001.header: Account. Heading. @120.5", "CEL-00-001: Name @158.5",
        ])
    }

    /// A large title adds its row (52 points) to the bars the content starts below.
    @Test func aLargeTitleMovesTheContentFurther() throws {
        let spoken = try Self.spoken(Self.storyboard(navigationItemAttributes: #" largeTitleDisplayMode="always""#))
        #expect(spoken.suffix(2) == ["SEC-00-001.header: Account. Heading. @172.5", "CEL-00-001: Name @210.5"])
    }

    /// `contentInsetAdjustmentBehavior="never"` keeps the content where the file draws it.
    @Test func neverKeepsTheFilesFrames() throws {
        let xml = Self.storyboard(tableAttributes: #" contentInsetAdjustmentBehavior="never""#)
        let loaded = IBFixtures.decode(xml)
        let table = try #require(loaded.project.screens["Test.Edit"]?.view.first)
        #expect(table.contentInsetAdjustment == nil)
        let elements = IBFixtures.voiceOver(loaded.project, scene: "Test.navigationController-NAV-00-001")
        #expect(elements.first { $0.id == "CEL-00-001" }?.frame?.y == 55.5)
    }

    /// The model keeps the file's frames and says the table adjusts; the YAML says so too, so the
    /// imported spec gives the same order.
    @Test func theModelAndTheYAMLSayAutomatic() throws {
        let loaded = IBFixtures.decode(Self.storyboard())
        let table = try #require(loaded.project.screens["Test.Edit"]?.view.first)
        #expect(table.contentInsetAdjustment?.value == .automatic)
        #expect(table.children.first { $0.id?.value == "CEL-00-001" }?.frame?.value.y == 55.5)
        let yaml = SpecYAMLWriter.yaml(try #require(loaded.project.files.first), source: "Test.storyboard")
        #expect(yaml.contains("contentInsetAdjustment: automatic"))
        #expect(yaml.contains("rightItems: [{id: BBI-00-002, title: Save, enabled: false}]"))
    }
}
