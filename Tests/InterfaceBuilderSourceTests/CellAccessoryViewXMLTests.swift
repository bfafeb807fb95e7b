import A11yCore
import Hierarchy
import InterfaceBuilderSource
import Testing
@testable import A11yAnalyzer

/// A static cell's `accessoryView` outlet (`<outlet property="accessoryView" destination=…>` on the
/// `<tableViewCell>`), naming a switch Interface Builder keeps as a top-level object of the scene:
/// UIKit shows it at the cell's trailing edge in place of the accessory type
/// (https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview), and the cell is
/// one element with the switch's traits and value (reference/assumptions.md `cellWithControls`).
@Suite struct CellAccessoryViewXMLTests {
    static func storyboard(accessory: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <tableViewController id="VC1-00-001" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="insetGrouped" id="TBL-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <sections>
                                    <tableViewSection id="SEC-00-001">
                                        <cells>
                                            <tableViewCell id="CEL-00-001" textLabel="LBL-00-001" style="IBUITableViewCellStyleDefault">
                                                <rect key="frame" x="20" y="18" width="353" height="44"/>
                                                <tableViewCellContentView key="contentView" id="CNT-00-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
                                                    <subviews>
                                                        <label text="Wi-Fi" id="LBL-00-001">
                                                            <rect key="frame" x="20" y="0.0" width="250" height="44"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                                <connections>
                                                    <outlet property="accessoryView" destination="ACC-00-001" id="OUT-00-001"/>
                                                </connections>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                        \(accessory)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// "id: announcement" for each element of the file's scene on an iPhone 16 in portrait.
    static func spoken(_ project: Project) -> [String] {
        let environment = Environment(device: Device.named("iphone-16")!, orientation: .portrait)
        let resolved = SceneResolver.resolve(project.scenes[0], project: project, environment: environment, assumptions: .defaults)
        let result = SceneAccessibility.analyze(resolved, project: project, assumptions: .defaults)
        return result.elements.map { "\($0.id): \(result.announcement(for: $0).text)" }
    }

    @Test("a switch named by the accessoryView outlet makes the cell one element with its traits and value")
    func accessorySwitch() throws {
        let loaded = IBFixtures.decode(Self.storyboard(accessory: """
            <switch opaque="NO" contentMode="scaleToFill" on="YES" id="ACC-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                            </switch>
            """))
        #expect(loaded.diagnostics.map(\.summary) == [])
        let spoken = Self.spoken(loaded.project)
        #expect(spoken == ["CEL-00-001: Wi-Fi. Switch Button. On."])
    }

    /// Interface Builder may keep the switch in the cell's content view (Delta's sync settings):
    /// the cell makes its accessory view its own subview, and a view has one superview
    /// (https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)), so the switch
    /// leaves the content view: one element, and no copy of the switch inside it.
    @Test("a switch in the content view named by the accessoryView outlet moves to the accessory")
    func accessorySwitchFromTheContentView() throws {
        let label = #"<label text="Wi-Fi" id="LBL-00-001">"#
        let source = Self.storyboard(accessory: "").replacingOccurrences(of: label, with: """
            <switch opaque="NO" contentMode="scaleToFill" on="YES" id="ACC-00-001">
                <rect key="frame" x="290" y="6" width="51" height="31"/>
            </switch>
            \(label)
            """)
        let loaded = IBFixtures.decode(source)
        #expect(loaded.diagnostics.map(\.summary) == [])
        let cell = try #require(loaded.project.screens.values.first?.view.first?.children.first)
        #expect(cell.children.compactMap(\.id?.value) == ["LBL-00-001"])
        #expect(Self.spoken(loaded.project) == ["CEL-00-001: Wi-Fi. Switch Button. On."])
    }

    @Test("an accessoryView that is not a switch is left out with a note at the outlet")
    func otherAccessoryView() {
        let loaded = IBFixtures.decode(Self.storyboard(accessory: """
            <button opaque="NO" contentMode="scaleToFill" id="ACC-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                            </button>
            """))
        #expect(loaded.diagnostics.map(\.summary) == ["23:45 ib-decided-in-code"])
        let spoken = Self.spoken(loaded.project)
        #expect(spoken == ["CEL-00-001: Wi-Fi"])
    }
}
