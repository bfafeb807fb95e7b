import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecWriter
import Testing
import YAMLSource

/// A bar button item that shows a custom view (`<barButtonItem><view key="customView">`,
/// https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview): VoiceOver reads
/// the view's elements where the item stands, not an unlabelled button. `import` writes the view
/// under the item, and a standalone bar's item views are the bar's subviews.
@Suite struct BarItemCustomViewTests {
    private static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="NAV-00-001">
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
                        <viewController id="VC1-00-001" customClass="LibraryViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <toolbar opaque="NO" contentMode="scaleToFill" id="TBR-00-001">
                                        <rect key="frame" x="0.0" y="769" width="393" height="49"/>
                                        <items>
                                            <barButtonItem title="Select" id="BBI-00-004"/>
                                            <barButtonItem style="plain" systemItem="flexibleSpace" id="BBI-00-005"/>
                                            <barButtonItem id="BBI-00-003">
                                                <view key="customView" contentMode="scaleToFill" id="CVW-00-002">
                                                    <rect key="frame" x="277" y="5" width="100" height="39"/>
                                                    <subviews>
                                                        <label text="3 videos" id="LBL-00-001">
                                                            <rect key="frame" x="0.0" y="0.0" width="100" height="39"/>
                                                        </label>
                                                    </subviews>
                                                </view>
                                            </barButtonItem>
                                        </items>
                                    </toolbar>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" id="NVI-00-001">
                                <barButtonItem key="leftBarButtonItem" id="BBI-00-001">
                                    <view key="customView" contentMode="scaleToFill" id="CVW-00-001">
                                        <rect key="frame" x="20" y="5.5" width="120" height="33"/>
                                        <subviews>
                                            <button opaque="NO" contentMode="scaleToFill" id="BTN-00-001">
                                                <rect key="frame" x="0.0" y="0.0" width="120" height="33"/>
                                                <state key="normal" title="Recents"/>
                                            </button>
                                        </subviews>
                                    </view>
                                </barButtonItem>
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="BBI-00-002"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func theNavigationBarReadsTheCustomViewsElementsWhereTheItemStands() {
        let loaded = IBFixtures.decode(Self.xml)
        #expect(loaded.diagnostics.map(\.description) == [])
        let elements = IBFixtures.voiceOver(loaded.project, scene: "Test.navigationController-NAV-00-001")
        #expect(elements.map { "\($0.id): \($0.label ?? "-")" } == [
            "BTN-00-001: Recents", "BBI-00-002: Add", "BBI-00-004: Select", "LBL-00-001: 3 videos",
        ])
        // On an iPhone 16: the 59-point status bar, then the 44-point bar; the item's 33-point view centred in it.
        #expect(elements.first?.frame == Rect(x: 8, y: 59 + 5.5, width: 120, height: 33))
    }

    @Test func importWritesTheViewUnderItsItemAndReadsItBack() throws {
        let loaded = IBFixtures.decode(Self.xml)
        let file = try #require(loaded.project.files.first)
        let yaml = SpecYAMLWriter.yaml(file, source: "Test.storyboard")
        #expect(yaml.contains("""
                  leftItems:
                    - id: BBI-00-001
                      customView:
                        view:
                          id: CVW-00-001
            """))
        let reread = SpecFileLoader.decode(Array(yaml.utf8), path: "Test.yaml")
        #expect(reread.diagnostics.map(\.message) == [])
        let item = try #require(reread.file?.screens.first?.navigationItem?.leftItems.first)
        #expect(item.customView?.children.first?.title?.value == "Recents")
    }

    @Test func aStandaloneBarsCustomViewIsOneOfItsSubviewsAndNotItsItem() throws {
        let loaded = IBFixtures.decode(Self.xml)
        let toolbar = try #require(loaded.project.screens["Test.LibraryViewController"]?.view.first)
        #expect(toolbar.barItems?.value.map { $0.id?.value } == ["BBI-00-004", "BBI-00-005"])
        #expect(toolbar.children.map { $0.id?.value } == ["CVW-00-002"])
        let yaml = """
            screens:
              library:
                view:
                  - toolbar:
                      items:
                        - {title: Select}
                        - customView: {label: {text: 3 videos}}
            """
        let decoded = SpecFileLoader.decode(Array(yaml.utf8), path: "Test.yaml")
        #expect(decoded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "7:15 a customView is not read on a standalone bar's item",
        ])
    }
}
