import A11yCore
import Hierarchy
@testable import InterfaceBuilderSource
import SpecInputs
import Testing
import TestSupport
@testable import A11yAnalyzer

/// A button with a configuration (Interface Builder's Plain, Gray, Tinted and Filled styles) shows
/// the configuration's title, "the text of the title label the button displays"
/// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title),
/// which matches its attributed title's string
/// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/attributedtitle),
/// and its image (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image),
/// not the `<state key="normal" title="Button">` Interface Builder leaves beside it; VoiceOver reads
/// that title, else the image's name, as the button's label.
@Suite struct ButtonConfigurationContentTests {
    /// "id: announcement" for each element of the one scene.
    private static func spoken(_ subviews: String) -> [String] {
        let loaded = IBFixtures.decode(StoryboardText.minimal(subviews: subviews))
        #expect(loaded.diagnostics.map(\.description) == [])
        return IBFixtures.voiceOver(loaded.project, scene: "Test.Main").map { element in
            "\(element.id): \(AnnouncementBuilder.announcement(for: element, style: .snapshot).text)"
        }
    }

    /// The configuration's title wins over the normal state's, the placeholder "Button" or another
    /// title; an attributed title is read as its fragments' text.
    @Test func theConfigurationsTitleIsTheLabel() {
        #expect(Self.spoken("""
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="CFG-00-001">
                                        <rect key="frame" x="16" y="100" width="160" height="44"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="plain" title="Add card"/>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="CFG-00-002">
                                        <rect key="frame" x="16" y="160" width="160" height="44"/>
                                        <state key="normal" title="Sign up"/>
                                        <buttonConfiguration key="configuration" style="filled" title="Create account">
                                            <fontDescription key="titleFontDescription" style="UICTFontTextStyleHeadline"/>
                                        </buttonConfiguration>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="CFG-00-003">
                                        <rect key="frame" x="16" y="220" width="160" height="44"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="tinted">
                                            <attributedString key="attributedTitle">
                                                <fragment content="Try "/>
                                                <fragment content="again"/>
                                            </attributedString>
                                        </buttonConfiguration>
                                    </button>
        """) == [
            "CFG-00-001: Add card. Button.",
            "CFG-00-002: Create account. Button.",
            "CFG-00-003: Try again. Button.",
        ])
    }

    /// A configuration with an image and no title: the image is the label (these SF Symbols, by the
    /// system's description: docs/voiceover.md, "Image-only buttons"), whether the file writes it
    /// as an attribute or as an `<imageReference>` (which it does to give a symbol's scale). With neither title nor image, what the button shows is left to code, whatever the
    /// normal state says.
    @Test func theConfigurationsImageOrNothing() {
        #expect(Self.spoken("""
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="CFG-00-004">
                                        <rect key="frame" x="16" y="100" width="44" height="44"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="plain" image="gearshape" catalog="system"/>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="CFG-00-005">
                                        <rect key="frame" x="16" y="160" width="44" height="44"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="gray">
                                            <imageReference key="image" image="trash" catalog="system" symbolScale="large"/>
                                        </buttonConfiguration>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="CFG-00-006">
                                        <rect key="frame" x="16" y="220" width="120" height="44"/>
                                        <state key="normal" title="Share"/>
                                        <buttonConfiguration key="configuration" style="plain"/>
                                    </button>
        """) == [
            "CFG-00-004: (SF Symbol gearshape). Button.",
            "CFG-00-005: (SF Symbol trash). Button.",
            "CFG-00-006: (set in code). Button.",
        ])
    }

    /// Without a configuration, a state's image may be an `<imageReference>` child too: it is the
    /// label of a button with no title
    /// (https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)).
    @Test func aStatesImageReferenceIsItsImage() {
        #expect(Self.spoken("""
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="BTN-00-001">
                                        <rect key="frame" x="16" y="100" width="44" height="44"/>
                                        <state key="normal">
                                            <imageReference key="image" image="xmark.circle.fill" catalog="system" symbolScale="large"/>
                                        </state>
                                    </button>
        """) == [
            "BTN-00-001: (SF Symbol xmark.circle.fill). Button.",
        ])
    }

    /// The development language's strings table gives a configured button its title with the key
    /// `configuration.title`, as Xcode exports it; the `normalTitle` Xcode exports beside it is the
    /// stale state's, which the button does not show, so it changes neither a titled nor an
    /// image-only configured button. A button without a configuration takes its `normalTitle`
    /// (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)).
    @Test func aStringsTableTitlesAConfiguredButtonByItsConfigurationKey() throws {
        let xml = StoryboardText.minimal(subviews: """
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="CFG-00-001">
                                        <rect key="frame" x="16" y="100" width="160" height="44"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="plain" title="Add card"/>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="CFG-00-004">
                                        <rect key="frame" x="16" y="160" width="44" height="44"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="plain" image="gearshape" catalog="system"/>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="BTN-00-001">
                                        <rect key="frame" x="16" y="220" width="160" height="44"/>
                                        <state key="normal" title="Send"/>
                                    </button>
            """)
        let path = "/nonexistent/Base.lproj/Test.storyboard"
        var file = try #require(InterfaceBuilderLoader.decode(Array(xml.utf8), path: path).file)
        let strings = """
            "CFG-00-001.configuration.title" = "Add a card";
            "CFG-00-001.normalTitle" = "Button";
            "CFG-00-004.normalTitle" = "Button";
            "BTN-00-001.normalTitle" = "Send now";
            """
        guard case .table(let table) = InterfaceStringsTable.read(Array(strings.utf8), path: "/nonexistent/en.lproj/Test.strings") else {
            Issue.record("the table does not read")
            return
        }
        #expect(StoryboardStrings.apply(table, to: &file).map(\.description) == [])
        let loaded = ProjectLoader.assemble([LoadedSpecFile(file: file, diagnostics: [])])
        #expect(IBFixtures.voiceOver(loaded.project, scene: "Test.Main").map { "\($0.id): \($0.label ?? "-")" } == [
            "CFG-00-001: Add a card",
            "CFG-00-004: (SF Symbol gearshape)",
            "BTN-00-001: Send now",
        ])
    }
}
