import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import TestSupport
import Testing
@testable import A11yAnalyzer

/// What a storyboard leaves to code is unknown, not a default: the placeholder texts Xcode gives
/// new views ("Label", "Button", a cell style's "Title"), empty texts, and `pointSize="0.0"`
/// (the cell style's font, which UIKit sets).
@Suite struct CodeLeftTextTests {
    static let xml = StoryboardText.minimal(subviews: """
                                <label text="Label" id="LBL-00-001">
                                    <rect key="frame" x="16" y="100" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <label id="LBL-00-002">
                                    <rect key="frame" x="16" y="130" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                                </label>
                                <button id="BTN-00-001">
                                    <rect key="frame" x="16" y="160" width="100" height="44"/>
                                    <state key="normal" title="Button"/>
                                </button>
                                <button id="BTN-00-002">
                                    <rect key="frame" x="16" y="210" width="100" height="44"/>
                                </button>
                                <button id="BTN-00-003">
                                    <rect key="frame" x="16" y="260" width="100" height="44"/>
                                    <state key="normal" title="Send"/>
                                </button>
                                <tableView dataMode="static" style="plain" id="TBL-00-001">
                                    <rect key="frame" x="0" y="320" width="393" height="100"/>
                                    <sections>
                                        <tableViewSection id="SEC-00-001">
                                            <cells>
                                                <tableViewCell style="IBUITableViewCellStyleSubtitle" id="CEL-00-001">
                                                    <rect key="frame" x="0" y="0" width="393" height="60"/>
                                                    <tableViewCellContentView key="contentView" id="CCV-00-001">
                                                        <rect key="frame" x="0" y="0" width="393" height="60"/>
                                                        <subviews>
                                                            <label text="Title" id="TTL-00-001">
                                                                <rect key="frame" x="16" y="8" width="33" height="20"/>
                                                            </label>
                                                            <label text="Subtitle" id="SUB-00-001">
                                                                <rect key="frame" x="16" y="30" width="44" height="15"/>
                                                            </label>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                                <label text="Title" id="LBL-00-003">
                                    <rect key="frame" x="16" y="440" width="200" height="21"/>
                                </label>
        """)

    static func element(_ id: String, in project: Project) -> Element? {
        project.screens["Test.Main"]?.allElements.first { $0.id?.value == id }
    }

    /// Xcode's placeholders and empty texts are `textFromCode` with no text; a real title and a
    /// "Title" label outside a cell style are read as written.
    @Test func placeholdersAndEmptyTextsAreLeftToCode() throws {
        let loaded = IBFixtures.decode(Self.xml)
        #expect(loaded.diagnostics.isEmpty)
        for id in ["LBL-00-001", "LBL-00-002", "BTN-00-001", "BTN-00-002", "TTL-00-001", "SUB-00-001"] {
            let element = try #require(Self.element(id, in: loaded.project))
            #expect(element.textFromCode?.value == true, "\(id)")
            #expect(element.text == nil && element.title == nil, "\(id)")
        }
        #expect(Self.element("BTN-00-003", in: loaded.project)?.title?.value == "Send")
        #expect(Self.element("BTN-00-003", in: loaded.project)?.textFromCode == nil)
        #expect(Self.element("LBL-00-003", in: loaded.project)?.text?.value == "Title")
    }

    /// `pointSize="0.0"` without a text style is the cell style's font, unknown: no font is read.
    @Test func aZeroPointSizeIsNoFont() {
        let loaded = IBFixtures.decode(Self.xml)
        #expect(Self.element("LBL-00-002", in: loaded.project)?.font == nil)
        #expect(Self.element("LBL-00-001", in: loaded.project)?.font?.value.size == 17)
    }

    /// VoiceOver output shows the unknown text as "(set in code)" instead of a placeholder.
    @Test func voiceOverSaysTheTextIsSetInCode() {
        let loaded = IBFixtures.decode(Self.xml)
        let elements = IBFixtures.voiceOver(loaded.project, scene: "Test.Main")
        #expect(elements.prefix(5).map { $0.id } == ["LBL-00-001", "LBL-00-002", "BTN-00-001", "BTN-00-002", "BTN-00-003"])
        #expect(elements.prefix(5).map { $0.label } == ["(set in code)", "(set in code)", "(set in code)", "(set in code)", "Send"])
        #expect(elements.first { $0.id == "CEL-00-001" }?.label == "(set in code), (set in code)")
    }

    /// An outlet names the element in messages, with its visible text and id
    /// (`ElementNames`); a user label wins over the outlet. Every outlet is kept, in the file's
    /// order, for the code join, user label or not.
    @Test func outletsAndUserLabelsNameElements() throws {
        let xml = StoryboardText.minimal(subviews: """
                                <button id="BTN-00-001">
                                    <rect key="frame" x="16" y="160" width="30" height="30"/>
                                    <state key="normal" title="Send"/>
                                </button>
                                <button userLabel="Close" id="BTN-00-002">
                                    <rect key="frame" x="16" y="200" width="30" height="30"/>
                                    <state key="normal" image="xmark"/>
                                </button>
            """).replacingOccurrences(of: "</viewController>", with: """
            <connections>
                <outlet property="sendButton" destination="BTN-00-001" id="OUT-00-001"/>
                <outlet property="closeButton" destination="BTN-00-002" id="OUT-00-002"/>
                <outlet property="primaryButton" destination="BTN-00-001" id="OUT-00-003"/>
            </connections>
            </viewController>
            """)
        let loaded = IBFixtures.decode(xml)
        let send = try #require(Self.element("BTN-00-001", in: loaded.project))
        let close = try #require(Self.element("BTN-00-002", in: loaded.project))
        #expect(send.name?.value == "sendButton")
        #expect(close.name?.value == "Close")
        #expect(send.outlets?.value.map(\.value) == ["sendButton", "primaryButton"])
        #expect(close.outlets?.value.map(\.value) == ["closeButton"])
        #expect(ElementNames.described(send, id: "BTN-00-001") == "'Send' (sendButton, BTN-00-001)")
        #expect(ElementNames.described(close, id: "BTN-00-002") == "'Close' (BTN-00-002)")
        // Ids a person chose are enough; generated ones are not.
        var plain = Element(kind: .button, location: send.location)
        plain.title = Located("Send", at: send.location)
        #expect(ElementNames.described(plain, id: "send") == "'send'")
        #expect(ElementNames.described(plain, id: "mlO-iy-zU2") == "'Send' (mlO-iy-zU2)")
        #expect(ElementNames.described(plain, id: "877875464") == "'Send' (877875464)")
        #expect(!ElementNames.isGeneratedID("save-button"))
        #expect(ElementNames.isGeneratedID("1234567890") && ElementNames.isGeneratedID("a1B-2c-D3e"))
        #expect(!ElementNames.isGeneratedID("abc-de-fg!") && !ElementNames.isGeneratedID("abc_de_fgh")
            && !ElementNames.isGeneratedID("") && !ElementNames.isGeneratedID("ab-cde-fgh"))
    }
}
