import Hierarchy
import InterfaceBuilderSource
import SpecWriter
import Testing
import TestSupport
import YAMLSource

/// A tab bar controller whose every tab is left out (the fuzzer's find, import target, 2026-11-28:
/// a relationship segue of an unknown kind) was imported as `items: []` with `selected: 0`, which
/// does not load ("'selected' is 0, but there are 0 children"). `selected` is written only when it
/// names a tab, and the import loads with no diagnostic.
@Suite struct EmptyTabBarImportTests {
    private static let xml = StoryboardText.minimal(subviews: "", extraScenes: """
                <scene sceneID="S02-00-002">
                    <objects>
                        <tabBarController id="TAB-00-001" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="TBR-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                            </tabBar>
                            <connections>
                                <segue destination="VC1-00-001" kind="pelationship" relationship="viewControllers" id="REL-00-001"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>

        """, initial: "TAB-00-001")

    @Test func aTabBarControllerWithNoTabsImportsAsYAMLThatLoads() throws {
        let loaded = InterfaceBuilderLoader.decode(Array(Self.xml.utf8), path: "/nonexistent/Test.storyboard")
        let file = try #require(loaded.file)
        let text = SpecYAMLWriter.yaml(file, source: "Test.storyboard")
        #expect(text.contains("tabs:\n") && text.contains("items: []\n"))
        #expect(!text.contains("selected:"))
        let reread = SpecFileLoader.decode(Array(text.utf8), path: "Test.yaml")
        #expect(reread.diagnostics.map(\.message) == [])
    }
}
