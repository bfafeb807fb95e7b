import A11yCore
import Hierarchy
@testable import A11yAnalyzer
@testable import InterfaceBuilderSource
import Testing
import TestSupport

/// A visual effect view with a blur draws a material made from what lies behind it
/// (https://developer.apple.com/documentation/uikit/uivisualeffectview): its background is
/// unknown, so text inside it, or drawn over it (an alert's buttons over its blurred backdrop),
/// is not judged against the white root view behind it. Without an effect it draws nothing.
@Suite struct VisualEffectBackgroundTests {
    static let label = """
                                                    <subviews>
                                                        <label text="Inside" id="LBL-00-001">
                                                            <rect key="frame" x="16" y="16" width="200" height="21"/>
                                                            <color key="textColor" white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                                        </label>
                                                    </subviews>
        """

    /// A white root view holding an alert: a visual effect view with `effect` whose content view
    /// holds `content`, and a button drawn over it.
    private static func storyboard(effect: String, content: String = label) -> String {
        StoryboardText.minimal(subviews: """
                                    <view id="ALR-00-001">
                                        <rect key="frame" x="40" y="200" width="300" height="200"/>
                                        <subviews>
                                            <visualEffectView opaque="NO" id="BLR-00-001">
                                                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                                <view key="contentView" opaque="NO" id="BLR-00-002">
                                                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                                \(content)
                                                </view>
                                                \(effect)
                                            </visualEffectView>
                                            <button id="BTN-00-001">
                                                <rect key="frame" x="16" y="140" width="120" height="44"/>
                                                <state key="normal" title="OK">
                                                    <color key="titleColor" white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                                </state>
                                            </button>
                                        </subviews>
                                    </view>
            """, rootContent: #"                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)
    }

    private static func contrastSubjects(effect: String) throws -> [String] {
        try contrastSubjects(xml: storyboard(effect: effect))
    }

    private static func contrastSubjects(xml: String) throws -> [String] {
        let loaded = IBFixtures.decode(xml)
        #expect(loaded.diagnostics.map(\.description) == [])
        let screen = try #require(loaded.project.screens["Test.Main"])
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults),
                                    scope: screen.id, colors: ColorContext(appearance: .light, iosVersion: .latest))
        return ContrastRule().findings(in: input).map(\.subject)
    }

    @Test(arguments: [#"<blurEffect style="systemMaterial"/>"#, #"<vibrancyEffect style="label"><blurEffect style="regular"/></vibrancyEffect>"#])
    func aBlurMakesTheBackgroundUnknown(effect: String) throws {
        #expect(try Self.contrastSubjects(effect: effect) == [])
    }

    /// An alert's backdrop: a blur whose content view holds nothing, with the buttons drawn over it.
    @Test func anEmptyBlurStaysBehindTheTextOverIt() throws {
        #expect(try Self.contrastSubjects(xml: Self.storyboard(effect: #"<blurEffect style="systemMaterial"/>"#, content: "")) == [])
    }

    @Test func withoutAnEffectTheWhiteBehindIsTheBackground() throws {
        #expect(try Self.contrastSubjects(effect: "") == ["LBL-00-001 (light, iOS 26)", "BTN-00-001 (light, iOS 26)"])
    }
}
