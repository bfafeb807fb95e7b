import A11yAnalyzer
import A11yCore
import Hierarchy
@testable import InterfaceBuilderSource
import TestSupport
import Testing

/// An app's `@IBInspectable` that names a localization (`locKey`, `transKey`,
/// `localizableString`) runs its setter when the view loads (UIKit sets each runtime attribute
/// with `setValue(_:forKeyPath:)`: https://developer.apple.com/documentation/objectivec/nsobject/1418139-setvalue),
/// and that setter replaces the text with the string the key finds. What the file shows in its
/// place (Radar COVID writes the key itself, `STEP_1_BULLET_1`, as each label's text) is not what
/// VoiceOver reads: the text is code's, unknown, and `a11y-label-is-file-name` says nothing about
/// it.
@Suite struct RuntimeAttributeLocalizationTests {
    static let xml = StoryboardText.minimal(subviews: """
                                <label text="STEP_1_BULLET_1" id="LBL-00-001">
                                    <rect key="frame" x="16" y="100" width="300" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="locKey" value="ONBOARDING_STEP_1_BULLET_1"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                                <button id="BTN-00-001">
                                    <rect key="frame" x="16" y="130" width="200" height="44"/>
                                    <state key="normal" title="ACTIVATE_BUTTON"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="locKey" value="ONBOARDING_ACTIVATE"/>
                                    </userDefinedRuntimeAttributes>
                                </button>
                                <textField id="TXF-00-001" placeholder="CODE_PLACEHOLDER">
                                    <rect key="frame" x="16" y="190" width="300" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="code.placeholder"/>
                                    </userDefinedRuntimeAttributes>
                                </textField>
                                <label text="Version" id="LBL-00-002">
                                    <rect key="frame" x="16" y="240" width="300" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="styleName" value="caption"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
        """)

    private static var screen: Screen? { IBFixtures.decode(xml).project.screens["Test.Main"] }

    private static func element(_ id: String) -> Element? {
        screen?.allElements.first { $0.id?.value == id }
    }

    @Test func aLocalizingInspectableMakesTheTextCodes() {
        let label = Self.element("LBL-00-001")
        #expect(label?.text == nil)
        #expect(label?.textFromCode.map { "\($0.value) line \($0.location.line)" } == "true line 14")
        #expect(label?.font == nil)
        let button = Self.element("BTN-00-001")
        #expect(button?.title == nil)
        #expect(button?.textFromCode?.value == true)
        let field = Self.element("TXF-00-001")
        #expect(field?.placeholder?.value == Element.setInCode)
        #expect(field?.textFromCode?.value == true)
    }

    @Test func aRestylingInspectableLeavesTheText() {
        let label = Self.element("LBL-00-002")
        #expect(label?.text?.value == "Version")
        #expect(label?.textFromCode == nil)
        #expect(label?.font == nil)
    }

    @Test func theKeysAreNoFileNames() throws {
        let screen = try #require(Self.screen)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: screen.id)
        #expect(LabelIsFileNameRule().findings(in: input).map(\.message) == [])
    }

    @Test(arguments: [("locKey", true), ("transKey", true), ("transKeyNormal", true), ("localizableString", true), ("l10nKey", true),
                      ("styleName", false), ("customFontSize", false), ("layer.localizedKey", false)])
    func whichInspectablesLocalize(keyPath: String, localizes: Bool) {
        #expect(RuntimeAttributeStyling.localizes(keyPath) == localizes)
    }
}
