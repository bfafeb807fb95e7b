import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecWriter
import Testing
import YAMLSource

/// A `<toolbar>` or `<navigationBar>` among a view's subviews is a bar the screen holds as a view
/// (https://developer.apple.com/documentation/uikit/uitoolbar/items,
/// https://developer.apple.com/documentation/uikit/uinavigationbar/topitem): its bar button items
/// (and a navigation bar's top item's title and title view) are read, not left to code.
@Suite struct StandaloneBarImportTests {
    private static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="PlayerViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <navigationBar contentMode="scaleToFill" id="NAV-00-001">
                                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                        <items>
                                            <navigationItem title="Older" id="NVI-00-001"/>
                                            <navigationItem title="Queue" id="NVI-00-002">
                                                <barButtonItem key="leftBarButtonItem" systemItem="done" id="BBI-00-001"/>
                                                <rightBarButtonItems>
                                                    <barButtonItem image="ic_more" id="BBI-00-002"/>
                                                </rightBarButtonItems>
                                            </navigationItem>
                                        </items>
                                    </navigationBar>
                                    <toolbar opaque="NO" contentMode="scaleToFill" id="TBR-00-001">
                                        <rect key="frame" x="0.0" y="769" width="393" height="49"/>
                                        <items>
                                            <barButtonItem image="ic_share" id="BBI-00-003"/>
                                            <barButtonItem style="plain" systemItem="flexibleSpace" id="BBI-00-004"/>
                                            <barButtonItem title="Close" id="BBI-00-005"/>
                                        </items>
                                    </toolbar>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="shareButton" destination="BBI-00-003" id="OUT-00-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("the toolbar's items and the navigation bar's top item (the last of its items) are read, with the outlets code reaches them by")
    func barsAreRead() throws {
        let loaded = IBFixtures.decode(Self.xml)
        #expect(loaded.diagnostics.map(\.description) == [])
        let view = try #require(loaded.project.screens["Test.PlayerViewController"]?.view)
        #expect(view.map(\.kind) == [.navigationBar, .toolbar])
        #expect(view[0].title.map { "\($0.value) \($0.location.line)" } == "Queue 15")
        #expect(view[0].leftBarItems?.value.map { $0.system?.value } == ["done"])
        #expect(view[0].rightBarItems?.value.map { $0.image?.value } == ["ic_more"])
        #expect(view[1].barItems?.value.map { $0.id?.value } == ["BBI-00-003", "BBI-00-004", "BBI-00-005"])
        #expect(view[1].barItems?.value.first?.outlets.map(\.value) == ["shareButton"])
    }

    @Test("VoiceOver reads the bars' items as buttons and the title as a heading, each at its item's line; import writes them as YAML the spec source reads back")
    func barsAreSpokenAndWritten() throws {
        let loaded = IBFixtures.decode(Self.xml)
        let elements = IBFixtures.voiceOver(loaded.project, scene: "Test.PlayerViewController")
        #expect(elements.map { "\($0.id): \($0.label ?? "-") \($0.traits.sorted { $0.rawValue < $1.rawValue }.map(\.rawValue)) line \($0.labelLocation?.line ?? 0)" } == [
            "BBI-00-001: Done [\"button\"] line 16",
            "NAV-00-001.title: Queue [\"header\", \"staticText\"] line 15",
            "BBI-00-002: ic_more [\"button\"] line 18",
            "BBI-00-003: ic_share [\"button\"] line 26",
            "BBI-00-005: Close [\"button\"] line 28",
        ])
        let yaml = SpecYAMLWriter.yaml(try #require(loaded.project.files.first), source: "Test.storyboard")
        #expect(yaml.contains("""
                  - navigationBar:
                      id: NAV-00-001
                      frame: [0, 59, 393, 44]
                      title: Queue
                      leftItems: [{id: BBI-00-001, system: done}]
                      rightItems: [{id: BBI-00-002, image: ic_more}]
                  - toolbar:
                      id: TBR-00-001
                      frame: [0, 769, 393, 49]
                      items: [{id: BBI-00-003, image: ic_share}, {id: BBI-00-004, system: flexibleSpace}, {id: BBI-00-005, title: Close}]
            """))
        let reread = SpecFileLoader.decode(Array(yaml.utf8), path: "Test.yaml")
        #expect(reread.diagnostics.map(\.message) == [])
        let rereadBars = try #require(reread.file?.screens.first?.view)
        #expect(rereadBars.map(\.allBarItems.count) == [2, 3])
    }
}
