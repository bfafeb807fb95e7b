import A11yAnalyzer
import A11yCore
import Hierarchy
import Testing
import TestSupport

/// A web view (WKWebView, UIWebView) shows a page the files do not give, and VoiceOver's rotor
/// lists that page's headings ("Use the VoiceOver rotor on iPhone":
/// https://support.apple.com/guide/iphone/use-the-voiceover-rotor-iph3e2e3a6d/ios), so whether a
/// screen showing one has a heading is unknown: `a11y-no-heading` says nothing about it. Go Map!!'s
/// Panoramax page and Habitica's promotion page are a web view and a Done button. A hidden web
/// view shows nothing, and a map view's content has no headings: those screens are still judged.
@Suite struct NoHeadingWebPageTests {
    /// A screen of a `custom` view of `viewClass` (hidden when `hidden`) and a Done button.
    static func findings(viewClass: String, hidden: Bool = false) -> [String] {
        let screen = Fixtures.screen("""
            screens:
              page:
                view:
                  - custom: {id: content, class: \(viewClass), hidden: \(hidden), frame: [0, 0, 393, 780]}
                  - button: {id: done, title: Done, frame: [16, 790, 100, 44]}
            """)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: "page")
        return NoHeadingRule().findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    static let noHeading = ["2:3 screen 'page' has no heading and no navigation title"]

    @Test func aScreenShowingAWebPageIsNotJudged() {
        #expect(Self.findings(viewClass: "WKWebView") == [])
        #expect(Self.findings(viewClass: "UIWebView") == [])
    }

    @Test func aHiddenWebViewOrAMapLeavesTheScreenJudged() {
        #expect(Self.findings(viewClass: "WKWebView", hidden: true) == Self.noHeading)
        #expect(Self.findings(viewClass: "MKMapView") == Self.noHeading)
    }
}
