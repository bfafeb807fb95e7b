import A11yCore
import Hierarchy
@testable import InterfaceBuilderSource
import SpecWriter
import Testing
import TestSupport

/// Size-class variations of a view's own properties: `<variation key="…">` inside the view, with
/// the font, colours or `hidden` Interface Builder's inspector sets for that size class (Apple,
/// Auto Layout Guide, "Size-Class-Specific Layout",
/// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/Size-ClassSpecificLayout.html).
@Suite struct PropertyVariationTests {
    private static let label = """
                                    <label text="Now Playing" id="L01-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="30"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <color key="textColor" systemColor="labelColor"/>
                                        <variation key="heightClass=compact">
                                            <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                        </variation>
                                        <variation key="heightClass=regular-widthClass=regular">
                                            <color key="textColor" systemColor="secondaryLabelColor"/>
                                        </variation>
                                        <variation key="heightClass=compact-widthClass=compact" hidden="YES"/>
                                        <variation key="default">
                                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </variation>
                                    </label>
        """

    @Test func variationsBecomeTheElementsVariations() throws {
        let loaded = IBFixtures.decode(StoryboardText.minimal(subviews: Self.label))
        #expect(loaded.diagnostics.map(\.description) == [])
        let element = try #require(loaded.project.screens["Test.Main"]?.view.first)
        let variations = try #require(element.variations)
        #expect("\(variations.location.line):\(variations.location.column)" == "14:33")
        #expect(variations.value.settings.map { setting in
            "\(setting.pattern.name): font \(setting.properties.font.map { "\($0.value.size ?? 0)@\($0.location.line)" } ?? "-") "
                + "text \(setting.properties.textColor.map { "\($0.value)" } ?? "-") hidden \(setting.properties.hidden.map { "\($0.value)" } ?? "-")"
        } == [
            "hC: font 13.0@15 text - hidden -",
            "wC hC: font - text - hidden true",
            "wR hR: font - text system(Hierarchy.SystemColor.secondaryLabel) hidden -",
        ])
        // `default` is any width and any height: the element's own value.
        #expect(element.backgroundColor?.value == .fixed(Color(red: 1, green: 1, blue: 1, alpha: 1)))
        #expect(loaded.project.screens["Test.Main"]?.dependsOnSizeClasses == true)
    }

    /// iPhone 16 landscape is compact in both: the `wC hC` variation hides the label there.
    @Test func voiceOverSeesEachEnvironmentsValues() throws {
        let project = IBFixtures.decode(StoryboardText.minimal(subviews: Self.label)).project
        #expect(IBFixtures.voiceOver(project, scene: "Test.Main").map { $0.label ?? "" } == ["Now Playing"])
        #expect(IBFixtures.voiceOver(project, scene: "Test.Main", orientation: .landscapeLeft).isEmpty)
    }

    @Test func importWritesTheVariations() throws {
        let loaded = IBFixtures.decode(StoryboardText.minimal(subviews: Self.label))
        let yaml = SpecYAMLWriter.yaml(try #require(loaded.project.files.first), source: "Test.storyboard")
        #expect(yaml.contains("""
                      # Size-class variations in Interface Builder: per property, the most specific size class wins.
                      variations: {hC: {font: {size: 13, adjustsForContentSize: false}}, wC hC: {hidden: true}, wR hR: {textColor: "system:secondaryLabel"}}
            """))
    }

    /// What a variation holds beyond the properties the model has (an image, a highlighted colour)
    /// is warned about once per name per file; the constraints mask is not a property.
    @Test func unreadVariationPropertiesAreWarnedOnce() {
        let xml = StoryboardText.minimal(subviews: """
                                    <label text="A" id="L01-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="30"/>
                                        <variation key="widthClass=regular" image="Logo">
                                            <color key="highlightedColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            <mask key="constraints"><exclude reference="C01-00-001"/></mask>
                                        </variation>
                                        <variation key="heightClass=compact">
                                            <color key="highlightedColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </variation>
                                        <variation key="heightClass=tall">
                                            <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </variation>
                                    </label>
        """)
        let loaded = IBFixtures.decode(xml)
        #expect(loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" } == [
            "12:33 ib-unknown-attribute the size-class variation of 'image' is not one a11y-check reads; it is ignored",
            "13:37 ib-unknown-attribute the size-class variation of 'highlightedColor' is not one a11y-check reads; it is ignored",
            "19:33 ib-unknown-attribute the size-class variation 'heightClass=tall' is not one a11y-check reads; its properties are ignored",
        ])
        #expect(loaded.project.screens["Test.Main"]?.view.first?.variations == nil)
    }

    /// A stack view whose axis, spacing, alignment or margins vary by size class (a row of buttons
    /// that stacks vertically in compact width): its arranged subviews keep their order, which
    /// VoiceOver reads, and every frame comes from the file, so nothing is reported
    /// (willowtreeapps/vocable-ios, arthurhammer/FrameGrabber). UIKit:
    /// https://developer.apple.com/documentation/uikit/uistackview/axis
    @Test func stackLayoutVariationsAreNotReported() {
        let xml = StoryboardText.minimal(subviews: """
                                    <stackView opaque="NO" axis="vertical" spacing="8" id="STK-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="96"/>
                                        <subviews>
                                            <button id="B01-00-001"><rect key="frame" x="0.0" y="0.0" width="361" height="44"/><state key="normal" title="Speak"/></button>
                                            <button id="B01-00-002"><rect key="frame" x="0.0" y="52" width="361" height="44"/><state key="normal" title="Clear"/></button>
                                        </subviews>
                                        <edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>
                                        <variation key="widthClass=regular" axis="horizontal" spacing="16" alignment="center">
                                            <edgeInsets key="layoutMargins" top="16" left="16" bottom="16" right="16"/>
                                        </variation>
                                    </stackView>
        """)
        let loaded = IBFixtures.decode(xml)
        #expect(loaded.diagnostics.map { "\($0.ruleID) \($0.message)" } == [])
        #expect(IBFixtures.voiceOver(loaded.project, scene: "Test.Main").map(\.id) == ["B01-00-001", "B01-00-002"])
    }

    /// A root view's variations (a background per size class) have no place in the format's
    /// `rootView`: warned, and its own values kept.
    @Test func rootViewVariationsAreWarned() {
        let xml = RootViewTests.storyboard(rootContent: """
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <variation key="widthClass=regular">
                                    <color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/>
                                </variation>
        """)
        let loaded = IBFixtures.decode(xml)
        #expect(loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" } == [
            "16:25 ib-unknown-attribute size-class variations of a view controller's root view are not read; its own values are used",
        ])
        #expect(loaded.project.screens["Test.Main"]?.backgroundColor?.value == .system(.systemBackground))
    }
}
