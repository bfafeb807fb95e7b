import A11yCore
import Hierarchy
@testable import InterfaceBuilderSource
import TestSupport
import Testing

/// What user-defined runtime attributes do to a font (UIKit sets each when the view loads:
/// https://developer.apple.com/documentation/objectivec/nsobject/1418139-setvalue): a button's
/// `titleLabel.adjustsFontForContentSizeCategory` turns Dynamic Type on; an inspectable naming a
/// text style (`styleName`) runs code that restyles the text, so the font is unknown; a cosmetic
/// one (`roundButton`) or a `layer.` key path leaves the font as the file says.
@Suite struct RuntimeAttributeStylingTests {
    static let xml = StoryboardText.minimal(subviews: """
                                <label text="Welcome" id="LBL-00-001">
                                    <rect key="frame" x="16" y="100" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="styleName" value="h1"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                                <button id="BTN-00-001">
                                    <rect key="frame" x="16" y="130" width="200" height="44"/>
                                    <state key="normal" title="Call"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="boolean" keyPath="titleLabel.adjustsFontForContentSizeCategory" value="YES"/>
                                    </userDefinedRuntimeAttributes>
                                </button>
                                <button id="BTN-00-002">
                                    <rect key="frame" x="16" y="180" width="200" height="44"/>
                                    <state key="normal" title="AC"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="27"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="boolean" keyPath="roundButton" value="YES"/>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="4"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                </button>
        """)

    private static func font(_ id: String) -> Located<FontSpec>? {
        IBFixtures.decode(xml).project.screens["Test.Main"]?.allElements.first { $0.id?.value == id }?.font
    }

    @Test func anInspectableNamingATextStyleMakesTheFontUnknown() {
        #expect(Self.font("LBL-00-001") == nil)
    }

    @Test func aButtonsTitleLabelAdjustingTurnsDynamicTypeOnAtTheAttribute() {
        let font = Self.font("BTN-00-001")
        #expect(font?.value == FontSpec(textStyle: .body, adjustsForContentSize: true))
        #expect(font?.location.line == 22)
    }

    @Test func cosmeticInspectablesAndLayerKeyPathsLeaveTheFont() {
        #expect(Self.font("BTN-00-002")?.value == FontSpec(size: 27, adjustsForContentSize: false))
    }

    @Test(arguments: [("styleName", true), ("customFontSize", true), ("transKey", true), ("localizableString", true),
                      ("roundButton", false), ("themeColor", false), ("titleLabel.numberOfLines", false), ("layer.fontSize", false)])
    func whichInspectablesRestyleText(keyPath: String, restyles: Bool) {
        #expect(RuntimeAttributeStyling.restyles(keyPath) == restyles)
    }
}
