import A11yCore
import Hierarchy
@testable import InterfaceBuilderSource
import TestSupport
import Testing

/// An inspectable that names a theme or a colour runs code that recolours the view when it loads
/// (https://developer.apple.com/documentation/objectivec/nsobject/1418139-setvalue): the text and
/// background colours the file gives are not what is drawn, so they are unknown
/// (`ColorValue.setInCode`, located at the attribute). A border's or shadow's colour, and a
/// `layer.` key path, leave them.
@Suite struct RuntimeAttributeColourTests {
    static let xml = StoryboardText.minimal(subviews: """
                                <label text="This is a preview" id="LBL-00-001">
                                    <rect key="frame" x="16" y="100" width="200" height="21"/>
                                    <color key="textColor" red="0.6" green="0.69" blue="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="themeColor" value="textColor: auxiliaryText"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                                <label text="Bordered" id="LBL-00-002">
                                    <rect key="frame" x="16" y="130" width="200" height="44"/>
                                    <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                                            <color key="value" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                </label>
        """)

    private static func element(_ id: String) -> Element? {
        IBFixtures.decode(xml).project.screens["Test.Main"]?.allElements.first { $0.id?.value == id }
    }

    @Test func aThemeInspectableMakesTheColoursUnknownAtTheAttribute() {
        let label = Self.element("LBL-00-001")
        #expect(label?.textColor?.value == .setInCode)
        #expect(label?.backgroundColor?.value == .setInCode)
        #expect(label?.textColor?.location.line == 14)
    }

    @Test func aBorderColourLeavesTheViewsColours() {
        #expect(Self.element("LBL-00-002")?.backgroundColor?.value == .fixed(Color(red: 1, green: 1, blue: 1, alpha: 1)))
        #expect(Self.element("LBL-00-002")?.textColor?.value == .fixed(Color(red: 0, green: 0, blue: 0, alpha: 1)))
    }

    @Test(arguments: [("themeColor", true), ("themeColorOverride", true), ("selectedTextColor", true), ("tintColor", true),
                      ("normalColour", true), ("borderColor", false), ("shadowColor", false), ("layer.borderColor", false),
                      ("roundButton", false), ("styleName", false)])
    func whichInspectablesRecolour(keyPath: String, recolours: Bool) {
        #expect(RuntimeAttributeStyling.recolours(keyPath) == recolours)
    }
}
