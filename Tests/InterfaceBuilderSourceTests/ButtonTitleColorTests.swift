import A11yCore
import Hierarchy
@testable import A11yAnalyzer
@testable import InterfaceBuilderSource
import Testing
import TestSupport

/// A storyboard button's title colour is its text colour, located at the `<color>` element, so
/// `a11y-contrast` judges it as it judges a label's:
/// - the normal state's `titleColor`; another state's colour shows only in that state, and with
///   none in the normal state UIKit draws "a system value"
///   (https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)), a system
///   button's tint colour, which the file does not settle: unknown;
/// - a plain configuration's `baseForegroundColor`
///   (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/baseforegroundcolor),
///   a style with "a transparent background"
///   (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain());
///   a filled one draws its own background "filled with the button's tint color"
///   (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled()),
///   which the model does not know: unknown, unless the file gives the `baseBackgroundColor` in its
///   place (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/basebackgroundcolor)
///   and the foreground too.
@Suite struct ButtonTitleColorTests {
    static let xml = StoryboardText.minimal(subviews: """
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" id="BTN-00-001">
                                        <rect key="frame" x="16" y="100" width="120" height="44"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="Faint">
                                            <color key="titleColor" white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </state>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="BTN-00-002">
                                        <rect key="frame" x="16" y="160" width="120" height="44"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="Dark">
                                            <color key="titleColor" systemColor="labelColor"/>
                                        </state>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="BTN-00-003">
                                        <rect key="frame" x="16" y="220" width="120" height="44"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="Pressed"/>
                                        <state key="highlighted">
                                            <color key="titleColor" white="0.90000000000000002" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </state>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="BTN-00-004">
                                        <rect key="frame" x="16" y="280" width="120" height="44"/>
                                        <buttonConfiguration key="configuration" style="plain" title="Plain">
                                            <fontDescription key="titleFontDescription" type="system" pointSize="15"/>
                                            <color key="baseForegroundColor" systemColor="systemYellowColor"/>
                                        </buttonConfiguration>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="BTN-00-005">
                                        <rect key="frame" x="16" y="340" width="120" height="44"/>
                                        <buttonConfiguration key="configuration" style="filled" title="Filled">
                                            <color key="baseForegroundColor" systemColor="systemYellowColor"/>
                                        </buttonConfiguration>
                                    </button>
        """, rootContent: #"                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)

    private static func screen(_ xml: String) throws -> Screen {
        let loaded = IBFixtures.decode(xml)
        #expect(loaded.diagnostics.map(\.description) == [])
        return try #require(loaded.project.screens["Test.Main"])
    }

    private static func contrastFindings(_ xml: String) throws -> [String] {
        let screen = try screen(xml)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults),
                                    scope: screen.id, colors: ColorContext(appearance: .light, iosVersion: .latest))
        return ContrastRule().findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    /// Each button's text colour: where it was read, and what.
    private static func textColors(_ xml: String) throws -> [String] {
        try screen(xml).view.map { button in
            "\(button.id?.value ?? "?") " + (button.textColor.map { "\($0.value) at \($0.location.line):\($0.location.column)" } ?? "unknown")
        }
    }

    @Test func theNormalStatesColourAndAPlainConfigurationsForegroundAreRead() throws {
        let colors = try Self.textColors(Self.xml)
        let grey = ColorValue.fixed(Color(red: 170 / 255, green: 170 / 255, blue: 170 / 255, alpha: 1))
        #expect(colors == [
            "BTN-00-001 \(grey) at 14:37",
            "BTN-00-002 \(ColorValue.system(.label)) at 21:37",
            "BTN-00-003 unknown",
            "BTN-00-004 \(ColorValue.system(.systemYellow)) at 36:37",
            "BTN-00-005 unknown",
        ])
    }

    /// Grey #AAAAAA on white is 2.32:1 and systemYellow (#FFCC00 in light) 1.51:1, both under
    /// 4.5:1 for 15-point text; label's black passes.
    @Test func contrastJudgesTheTitleAtItsColour() throws {
        let findings = try Self.contrastFindings(Self.xml)
        #expect(findings == [
            "14:37 'Faint' (BTN-00-001) has a contrast ratio of 2.32:1 against its background in the light appearance of iOS 26; it needs 4.50:1",
            "36:37 'Plain' (BTN-00-004) has a contrast ratio of 1.51:1 against its background in the light appearance of iOS 26; it needs 4.50:1",
        ])
    }

    /// A normal-state colour the button does not draw at rest: disabled or selected (that state's
    /// look), under an attributed title (its own attributes colour it:
    /// https://developer.apple.com/documentation/uikit/uibutton/setattributedtitle(_:for:)) or over a
    /// background image (https://developer.apple.com/documentation/uikit/uibutton/setbackgroundimage(_:for:)).
    /// The first case, an enabled button with a plain title, is read.
    @Test(arguments: [
        ("", #"<state key="normal" title="Plain">"#, "", true),
        (#"enabled="NO""#, #"<state key="normal" title="Off">"#, "", false),
        (#"selected="YES""#, #"<state key="normal" title="On">"#, "", false),
        ("", #"<state key="normal" title="Photo" backgroundImage="banner">"#, "", false),
        ("", #"<state key="normal">"#, #"<attributedString key="attributedTitle"><fragment content="Styled"/></attributedString>"#, false),
    ])
    func onlyAColourDrawnAtRestIsRead(attribute: String, state: String, title: String, read: Bool) throws {
        let xml = StoryboardText.minimal(subviews: """
                                    <button \(attribute) id="BTN-00-006">
                                        <rect key="frame" x="16" y="100" width="120" height="44"/>
                                        \(state)
                                            \(title)
                                            <color key="titleColor" white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </state>
                                    </button>
            """)
        let colors = try Self.textColors(xml)
        #expect(colors.map { !$0.hasSuffix("unknown") } == [read])
    }

    /// A filled configuration that gives both base colours draws its title in the foreground on
    /// the background, each located at its `<color>`: white on #AAAAAA is 2.32:1, under 4.5:1 for
    /// 15-point text. A filled one without a background colour fills with the tint colour, and a
    /// tinted one transforms its background colour
    /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/tinted()):
    /// both unknown, and not judged.
    @Test func aFilledConfigurationGivingBothColoursIsJudged() throws {
        let xml = StoryboardText.minimal(subviews: """
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="BTN-00-007">
                                        <rect key="frame" x="16" y="100" width="120" height="44"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="filled" title="Continue">
                                            <fontDescription key="titleFontDescription" type="system" pointSize="15"/>
                                            <color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            <color key="baseBackgroundColor" white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </buttonConfiguration>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="BTN-00-008">
                                        <rect key="frame" x="16" y="160" width="120" height="44"/>
                                        <buttonConfiguration key="configuration" style="tinted" title="Later">
                                            <color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            <color key="baseBackgroundColor" white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </buttonConfiguration>
                                    </button>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="BTN-00-009">
                                        <rect key="frame" x="16" y="220" width="120" height="44"/>
                                        <buttonConfiguration key="configuration" style="filled" title="Skip">
                                            <color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </buttonConfiguration>
                                    </button>
            """, rootContent: #"                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)
        let grey = ColorValue.fixed(Color(red: 170 / 255, green: 170 / 255, blue: 170 / 255, alpha: 1))
        let white = ColorValue.fixed(Color(red: 1, green: 1, blue: 1, alpha: 1))
        let backgrounds = try Self.screen(xml).view.map { button in
            "\(button.id?.value ?? "?") " + (button.backgroundColor.map { "\($0.value) at \($0.location.line):\($0.location.column)" } ?? "none")
        }
        #expect(try Self.textColors(xml) == ["BTN-00-007 \(white) at 15:33", "BTN-00-008 unknown", "BTN-00-009 unknown"])
        #expect(backgrounds == ["BTN-00-007 \(grey) at 16:33", "BTN-00-008 none", "BTN-00-009 none"])
        #expect(try Self.contrastFindings(xml) == [
            "15:33 'Continue' (BTN-00-007) has a contrast ratio of 2.32:1 against its background in the light appearance of iOS 26; it needs 4.50:1",
        ])
    }
}
