import A11yCore
import Hierarchy
import InterfaceBuilderSource
import Testing
import TestSupport

/// Interface Builder writes no XML namespace, so an element in one is not the UIKit element its
/// local name spells (issue #30, point 5): `<x:button xmlns:x="urn:evil">` and
/// `<button xmlns="urn:evil">` are unknown elements, reported and left out (Namespaces in XML
/// 1.0, https://www.w3.org/TR/xml-names/: an element's name is its namespace and local name).
@Suite struct NamespacedElementTests {
    @Test func elementsInANamespaceAreNotUIKitElements() {
        let loaded = IBFixtures.decode(StoryboardText.minimal(subviews: """
            <x:button xmlns:x="urn:evil" id="B01-00-001"><rect key="frame" x="16" y="100" width="100" height="44"/><state key="normal" title="Pay"/></x:button>
            <button xmlns="urn:evil" id="B01-00-002"><rect key="frame" x="16" y="200" width="100" height="44"/><state key="normal" title="Send"/></button>
            <button id="B01-00-003"><rect key="frame" x="16" y="300" width="100" height="44"/><state key="normal" title="Cancel"/></button>
            """))
        #expect(loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" } == [
            "10:1 ib-unknown-element <x:button> is not a view a11y-check knows; it and its subviews are left out",
            "11:1 ib-unknown-element <{urn:evil}button> is not a view a11y-check knows; it and its subviews are left out",
        ])
        #expect(IBFixtures.voiceOver(loaded.project, scene: "Test.Main").map { $0.label ?? "" } == ["Cancel"])
    }
}
