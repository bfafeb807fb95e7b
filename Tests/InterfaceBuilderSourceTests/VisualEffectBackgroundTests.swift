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
    private static func storyboard(effect: String) -> String {
        StoryboardText.minimal(subviews: """
                                    <view id="ALR-00-001">
                                        <rect key="frame" x="40" y="200" width="300" height="200"/>
                                        <subviews>
                                            <visualEffectView opaque="NO" id="BLR-00-001">
                                                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                                <view key="contentView" opaque="NO" id="BLR-00-002">
                                                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                                    <subviews>
                                                        <label text="Inside" id="LBL-00-001">
                                                            <rect key="frame" x="16" y="16" width="200" height="21"/>
                                                            <color key="textColor" white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                                        </label>
                                                    </subviews>
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
        let loaded = IBFixtures.decode(storyboard(effect: effect))
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

    @Test func withoutAnEffectTheWhiteBehindIsTheBackground() throws {
        #expect(try Self.contrastSubjects(effect: "") == ["LBL-00-001 (light, iOS 26)", "BTN-00-001 (light, iOS 26)"])
    }
}
