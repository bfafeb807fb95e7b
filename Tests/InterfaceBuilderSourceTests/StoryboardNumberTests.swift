import Hierarchy
import InterfaceBuilderSource
import SpecWriter
import Testing
import TestSupport
import YAMLSource

/// Numbers in storyboards are checked as the YAML format checks them: `nan`, `inf` and values
/// beyond a slot's bounds are a located `ib-invalid-value` warning and read as not written, never
/// a trap; and the YAML `a11y-check import` writes for such a file loads.
@Suite struct StoryboardNumberTests {
    private static let xml = StoryboardText.minimal(subviews: """
        <label text="A" id="L01-00-001"><rect key="frame" x="0" y="100" width="1e308" height="21"/><color key="textColor" red="nan" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
        <label text="B" id="L01-00-002" alpha="inf"><rect key="frame" x="0" y="130" width="nan" height="21"/><fontDescription key="fontDescription" type="system" pointSize="-4"/></label>
        <pageControl numberOfPages="2.5" currentPage="99999999999999999999" id="P01-00-001"><rect key="frame" x="0" y="160" width="100" height="20"/></pageControl>
        <button id="B01-00-001"><rect key="frame" x="16" y="190" width="120" height="-4"/></button>
        """)

    @Test func badNumbersAreLocatedWarnings() {
        let loaded = IBFixtures.decode(Self.xml)
        let found = loaded.diagnostics.map { "\($0.ruleID) \($0.location.line):\($0.location.column) \($0.message)" }
        #expect(found == [
            "ib-invalid-value 10:33 'width' of <rect> is 1e308, outside the allowed range (0 to 100000); it is read as not written",
            "ib-invalid-value 10:92 'red' of <color> is nan, which is not a finite number; it is read as not written",
            "ib-invalid-value 11:1 'alpha' of <label> is inf, which is not a finite number; it is read as not written",
            "ib-invalid-value 11:45 'width' of <rect> is nan, which is not a finite number; it is read as not written",
            "ib-invalid-value 11:102 'pointSize' of <fontDescription> is -4, outside the allowed range (0 to 1000); it is read as not written",
            "ib-invalid-value 12:1 'numberOfPages' of <pageControl> is 2.5, which is not a whole number; it is read as not written",
            "ib-invalid-value 12:1 'currentPage' of <pageControl> is 99999999999999999999, outside the allowed range (0 to 10000); it is read as not written",
            "ib-invalid-value 13:25 'height' of <rect> is -4, outside the allowed range (0 to 100000); it is read as not written",
        ])
        #expect(loaded.diagnostics.allSatisfy { $0.severity == .warning })
        let view = loaded.project.screens["Test.Main"]?.view ?? []
        #expect(view.map { $0.frame == nil } == [true, true, false, true])
        #expect(view[0].textColor == nil)
        #expect(view[1].alpha == nil)
    }

    /// The import of the same file writes YAML that loads without an error (a negative height,
    /// found by the `import` fuzz target, was written as a frame the YAML format refuses).
    @Test func importOfBadNumbersLoads() throws {
        let file = try #require(InterfaceBuilderLoader.decode(Array(Self.xml.utf8), path: "/nonexistent/Test.storyboard").file)
        let text = SpecYAMLWriter.yaml(file, source: "Test.storyboard")
        let reread = SpecFileLoader.decode(Array(text.utf8), path: "Test.yaml")
        #expect(reread.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        #expect(reread.file?.screens.count == 1)
    }

    /// Controls whose numbers disagree with each other, as the YAML format refuses them: each is
    /// a warning at the control, the value read as not written, and the import loads.
    private static let controls = StoryboardText.minimal(subviews: """
        <slider value="nan" minValue="0" maxValue="1" id="S01-00-001"><rect key="frame" x="0" y="100" width="100" height="30"/></slider>
        <stepper minimumValue="5" maximumValue="1" id="T01-00-001"><rect key="frame" x="0" y="140" width="100" height="30"/></stepper>
        <pageControl numberOfPages="3" currentPage="7" id="P01-00-001"><rect key="frame" x="0" y="180" width="100" height="20"/></pageControl>
        <segmentedControl selectedSegmentIndex="9" id="G01-00-001"><rect key="frame" x="0" y="220" width="100" height="30"/><segments><segment title="A"/><segment title="B"/></segments></segmentedControl>
        <label text="nan" id="L01-00-001"><rect key="frame" x="0" y="260" width="100" height="20"/><fontDescription key="fontDescription" type="system" pointSize="0.0"/></label>
        """)

    @Test func controlsAreCheckedAgainstThemselves() throws {
        let loaded = IBFixtures.decode(Self.controls)
        #expect(loaded.diagnostics.map { "\($0.location.line) \($0.message)" } == [
            "10 'value' of <slider> is nan, which is not a finite number; it is read as not written",
            "11 a stepper's minimum (5) must be less than its maximum (1); it is read as not written",
            "12 'currentPage' is 7, but the page control has 3 pages; it is read as not written",
            "13 'selectedSegmentIndex' is 9, but the segmented control has 2 segments; it is read as not written",
        ])
        let file = try #require(InterfaceBuilderLoader.decode(Array(Self.controls.utf8), path: "/nonexistent/Test.storyboard").file)
        let text = SpecYAMLWriter.yaml(file, source: "Test.storyboard")
        let reread = SpecFileLoader.decode(Array(text.utf8), path: "Test.yaml")
        #expect(reread.diagnostics.map(\.message) == [])
        #expect(reread.file?.screens.first?.view.last?.text?.value == "nan")
    }
}
