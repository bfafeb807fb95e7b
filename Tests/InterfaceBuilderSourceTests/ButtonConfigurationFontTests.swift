import A11yCore
import Hierarchy
import Testing
import TestSupport
@testable import A11yAnalyzer
@testable import InterfaceBuilderSource

/// A button with a configuration draws its title in the configuration's font, its
/// `titleFontDescription` (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct),
/// not the title label's `fontDescription` Interface Builder keeps beside it. A configuration
/// adjusts a text style to the user's text size by itself, with no
/// `adjustsFontForContentSizeCategory` ("use a text style (e.g. UIFontTextStyleBody) for your
/// font, and then the configuration will adjust it automatically": Apple's Frameworks Engineer,
/// https://developer.apple.com/forums/thread/729589), and keeps a fixed size, which
/// `a11y-dynamic-type` judges as it does a label's. A configuration without a font of its own uses
/// its default title font, which it adjusts too: nothing to judge. Before, the configuration's
/// font was not read (KeePassium's, Zavala's and Frame Grabber's configured buttons).
@Suite struct ButtonConfigurationFontTests {
    static let storyboard = StoryboardText.minimal(subviews: """
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="CFG-00-001">
                                        <rect key="frame" x="16" y="100" width="160" height="44"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="Start audit"/>
                                        <buttonConfiguration key="configuration" style="plain" title="Start audit">
                                            <fontDescription key="titleFontDescription" style="UICTFontTextStyleBody"/>
                                        </buttonConfiguration>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="CFG-00-002">
                                        <rect key="frame" x="16" y="160" width="160" height="44"/>
                                        <state key="normal" title="Export"/>
                                        <buttonConfiguration key="configuration" style="filled" title="Export">
                                            <fontDescription key="titleFontDescription" type="system" weight="semibold" pointSize="17"/>
                                        </buttonConfiguration>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="CFG-00-003">
                                        <rect key="frame" x="16" y="220" width="160" height="44"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="Restore"/>
                                        <buttonConfiguration key="configuration" style="plain" title="Restore"/>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="BTN-00-001">
                                        <rect key="frame" x="16" y="280" width="160" height="44"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="Help"/>
                                    </button>
        """)

    @Test func aConfiguredButtonsFontIsItsConfigurations() throws {
        let loaded = IBFixtures.decode(Self.storyboard)
        let screen = try #require(loaded.project.screens["Test.Main"])
        #expect(screen.view.map { button in
            "\(button.id?.value ?? "?") " + (button.font.map { font in
                "\(font.value.textStyle.map { "\($0)" } ?? "size \(font.value.size ?? 0)") adjusts \(font.value.adjustsForContentSize ?? false) at \(font.location.line):\(font.location.column)"
            } ?? "none")
        } == [
            "CFG-00-001 body adjusts true at 15:37",
            "CFG-00-002 size 17.0 adjusts false at 22:37",
            "CFG-00-003 none",
            "BTN-00-001 size 15.0 adjusts false at 33:33",
        ])
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults),
                                    scope: screen.id, colors: ColorContext(appearance: .light, iosVersion: .latest))
        #expect(DynamicTypeRule().findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "22:37 'Export' (CFG-00-002) does not adjust to the user's text size (adjustsForContentSize: false)",
            "33:33 'Help' (BTN-00-001) does not adjust to the user's text size (adjustsForContentSize: false)",
        ])
    }
}
