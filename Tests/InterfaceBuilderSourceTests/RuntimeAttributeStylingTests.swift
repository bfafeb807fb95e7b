import A11yCore
import Hierarchy
import InterfaceBuilderSource
import TestSupport
import Testing

/// A user-defined runtime attribute a11y-check does not read (an `@IBInspectable` such as a text
/// style library's `styleName`) runs the view's own setter when it loads
/// (https://developer.apple.com/documentation/objectivec/nsobject/1418139-setvalue), which may
/// restyle its text: the font is unknown. A `layer.` key path, or an accessibility one a11y-check
/// reads, leaves it as the file says.
@Suite struct RuntimeAttributeStylingTests {
    static let xml = StoryboardText.minimal(subviews: """
                                <label text="Welcome" id="LBL-00-001">
                                    <rect key="frame" x="16" y="100" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="styleName" value="h1"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                                <label text="Rounded" id="LBL-00-002">
                                    <rect key="frame" x="16" y="130" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="4"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityHint" value="Rounded corners"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
        """)

    private static func font(_ id: String) -> FontSpec? {
        IBFixtures.decode(xml).project.screens["Test.Main"]?.allElements.first { $0.id?.value == id }?.font?.value
    }

    @Test func anInspectableTheRunDoesNotReadMakesTheFontUnknown() {
        #expect(Self.font("LBL-00-001") == nil)
    }

    @Test func layerAndAccessibilityKeyPathsLeaveTheFont() {
        #expect(Self.font("LBL-00-002") == FontSpec(size: 17, adjustsForContentSize: false))
    }
}
