import Hierarchy
import InterfaceBuilderSource
import SpecWriter
import Testing
import TestSupport
import YAMLSource

/// Two view controllers with one object id (the fuzzer's find, CI 2026-11-28: the second one
/// presenting itself made `import` write one scene key twice): the second is left out with a
/// located `ib-duplicate-id` warning, and the import loads.
@Suite struct DuplicateIDTests {
    private static let xml = StoryboardText.minimal(subviews: """
                                <button id="BTN-00-001">
                                    <rect key="frame" x="16" y="120" width="120" height="44"/>
                                    <state key="normal" title="Next"/>
                                    <connections>
                                        <segue destination="VC2-00-002" kind="presentation" id="SEG-00-001"/>
                                    </connections>
                                </button>
        """, extraScenes: ["Detail", "Copy"].map { title in """
                <scene sceneID="SCN-\(title)">
                    <objects>
                        <viewController title="\(title)" id="VC2-00-002" sceneMemberID="viewController">
                            <view key="view" id="VIW-\(title)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button id="BTN-\(title)">
                                        <rect key="frame" x="16" y="120" width="120" height="44"/>
                                        <state key="normal" title="Again"/>
                                        <connections>
                                            <segue destination="VC2-00-002" kind="presentation" modalPresentationStyle="pageSheet" id="SEG-\(title)"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>

        """ }.joined())

    @Test func theSecondControllerIsLeftOutAndTheImportLoads() throws {
        let loaded = InterfaceBuilderLoader.decode(Array(Self.xml.utf8), path: "/nonexistent/Test.storyboard")
        let duplicates = loaded.diagnostics.filter { $0.ruleID == "ib-duplicate-id" }
        #expect(duplicates.map(\.message) == ["a view controller with the id 'VC2-00-002' is already at line \(Self.line(of: "title=\"Detail\"")); this one is left out"])
        #expect(duplicates.map(\.location.line) == [Self.line(of: "title=\"Copy\"")])
        let file = try #require(loaded.file)
        #expect(file.screens.map(\.id).sorted() == ["Test.Detail", "Test.Main"])
        let text = SpecYAMLWriter.yaml(file, source: "Test.storyboard")
        let reread = SpecFileLoader.decode(Array(text.utf8), path: "Test.yaml")
        #expect(reread.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    }

    /// Two views with one id (the fuzzer's `import` find, 2026-11-28: two table cells
    /// `CEL-00-002`, imported as one screen using the id twice, which does not load): the second is
    /// read without its id, with a located warning, and the import loads.
    @Test func aSecondViewWithTheSameIDLosesItsIDAndTheImportLoads() throws {
        let xml = StoryboardText.minimal(subviews: ["Wi-Fi", "Bluetooth"].map { title in """
                                <button id="BTN-00-002">
                                    <rect key="frame" x="16" y="\(title == "Wi-Fi" ? 120 : 180)" width="120" height="44"/>
                                    <state key="normal" title="\(title)"/>
                                </button>

            """ }.joined())
        let loaded = InterfaceBuilderLoader.decode(Array(xml.utf8), path: "/nonexistent/Test.storyboard")
        let lines = xml.components(separatedBy: "\n").indices.filter { xml.components(separatedBy: "\n")[$0].contains("id=\"BTN-00-002\"") }.map { $0 + 1 }
        #expect(loaded.diagnostics.filter { $0.ruleID == "ib-duplicate-id" }.map(\.summary) == ["\(lines[1]):21 ib-duplicate-id"])
        #expect(loaded.diagnostics.first { $0.ruleID == "ib-duplicate-id" }?.message
                == "a view with the id 'BTN-00-002' is already at line \(lines[0]); this one is read without an id")
        let file = try #require(loaded.file)
        let text = SpecYAMLWriter.yaml(file, source: "Test.storyboard")
        let reread = SpecFileLoader.decode(Array(text.utf8), path: "Test.yaml")
        #expect(reread.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    }

    private static func line(of text: String) -> Int {
        (xml.components(separatedBy: "\n").firstIndex { $0.contains(text) } ?? -1) + 1
    }
}
