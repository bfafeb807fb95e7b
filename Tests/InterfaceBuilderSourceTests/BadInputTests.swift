import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import Testing
import TestSupport

/// Bad Interface Builder input: located diagnostics, never a crash, never an expanded entity.
@Suite struct BadInputTests {
    @Test func malformedXMLIsLocated() {
        let xml = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>\n"
        let diagnostics = IBFixtures.decode(xml).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.ruleID == "ib-xml-syntax")
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location.line == 5)
        // libxml2's column: just after the mismatched end tag's name.
        #expect(diagnostics.first?.location.column == 13)
    }

    /// An external entity (XXE) is never loaded nor substituted: the document type declaration
    /// is refused before anything reads its entities.
    @Test func externalEntityIsNotExpanded() {
        let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/hostname">]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
          <objects><view id="v"><subviews><textView id="t"><string key="text">&secret;</string></textView></subviews></view></objects>
        </document>
        """
        let loaded = IBFixtures.decode(xml, path: "/nonexistent/XXE.xib")
        #expect(loaded.diagnostics.map(\.ruleID) == ["ib-doctype"])
        #expect(loaded.diagnostics.first?.location.line == 2)
        #expect(loaded.project.screens.isEmpty)
    }

    /// An external entity used in an attribute: the declaration that names it is refused first,
    /// before libxml2 reads the internal subset that declares it.
    @Test func externalEntityInAttributeIsRefused() {
        let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/hostname">]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
          <objects><view id="v"><subviews><label text="&secret;" id="l"/></subviews></view></objects>
        </document>
        """
        let loaded = IBFixtures.decode(xml, path: "/nonexistent/XXE.xib")
        #expect(loaded.diagnostics.map(\.ruleID) == ["ib-doctype"])
        #expect(loaded.diagnostics.first?.location.line == 2)
        #expect(loaded.project.screens.isEmpty)
    }

    @Test func unknownViewIsWarnedOncePerName() {
        let xml = StoryboardText.minimal(subviews: """
                                    <fancyGauge id="G01-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/></fancyGauge>
                                    <fancyGauge id="G02-00-001"/>
                                    <label text="Hi" id="L01-00-001"><rect key="frame" x="0" y="100" width="10" height="10"/></label>
        """)
        let loaded = IBFixtures.decode(xml)
        #expect(loaded.diagnostics.map(\.ruleID) == ["ib-unknown-element"])
        #expect(loaded.diagnostics.first?.severity == .warning)
        #expect(loaded.diagnostics.first?.location.line == 10)
        #expect(loaded.diagnostics.first?.message.contains("<fancyGauge>") == true)
        #expect(loaded.project.screens["Test.Main"]?.view.map(\.kind) == [.label])
    }

    @Test func segueToMissingDestinationIsWarned() {
        let xml = StoryboardText.minimal(subviews: """
                                    <button id="B01-00-001"><state key="normal" title="Go"/>
                                        <connections><segue destination="NOP-00-001" kind="presentation" id="SG1-00-001"/></connections>
                                    </button>
        """)
        let loaded = IBFixtures.decode(xml)
        #expect(loaded.diagnostics.map(\.ruleID) == ["ib-missing-destination"])
        #expect(loaded.diagnostics.first?.location.line == 11)
        #expect(loaded.project.scenes.map(\.id) == ["Test.Main"])
    }

    /// A segue back to a controller already on screen makes no scene (UIKit would show a second
    /// instance), with a warning at the segue.
    @Test func segueCycleIsWarned() {
        let other = """
                <scene sceneID="S02-00-001">
                    <objects>
                        <viewController storyboardIdentifier="Other" id="VC2-00-001" sceneMemberID="viewController">
                            <view key="view" id="V02-00-001">
                                <subviews>
                                    <button id="B02-00-001"><state key="normal" title="Back"/>
                                        <connections><segue destination="VC1-00-001" kind="presentation" id="SG2-00-001"/></connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
        let xml = StoryboardText.minimal(subviews: """
                                    <button id="B01-00-001"><state key="normal" title="Go"/>
                                        <connections><segue destination="VC2-00-001" kind="presentation" id="SG1-00-001"/></connections>
                                    </button>
        """, extraScenes: other)
        let loaded = IBFixtures.decode(xml)
        #expect(loaded.diagnostics.map(\.ruleID) == ["ib-segue-cycle"])
        #expect(loaded.project.scenes.map(\.id) == ["Test.Main", "Test.Main.presentation.Test.Other"])
    }

    @Test func notAnInterfaceBuilderDocumentIsAnError() {
        let loaded = IBFixtures.decode("<plist version=\"1.0\"><dict/></plist>")
        #expect(loaded.diagnostics.map(\.ruleID) == ["ib-not-interface-builder"])
    }

    @Test func deepNestingStops() {
        let depth = XMLTreeReader.maximumDepth + 5
        let xml = "<document>" + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</document>"
        let diagnostics = IBFixtures.decode(xml).diagnostics
        #expect(diagnostics.count == 1)
        #expect(["ib-nesting-too-deep", "ib-xml-syntax"].contains(diagnostics.first?.ruleID ?? ""))
    }
}
