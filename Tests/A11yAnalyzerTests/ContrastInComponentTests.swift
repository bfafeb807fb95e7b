import A11yAnalyzer
import A11yCore
import Hierarchy
import Testing
import TestSupport

/// A component (a cell, a view a xib gives: `component: true`) is drawn inside a container its file
/// does not give. Through background colours that are all translucent (a clear root view, as a
/// placeholder view laid over a table has: nextcloud/talk-ios' chat placeholder) its text lies over
/// that container's content, so its contrast is unknown, not judged against the system background a
/// page's window shows (WCAG 2.2 SC 1.4.3 measures text against what is behind it:
/// https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html). An opaque colour in the
/// component settles it; a page keeps the system background under translucent colours.
@Suite struct ContrastInComponentTests {
    /// A light grey message in a view of colour `background`, on a screen that is a component when
    /// `component`.
    static func findings(background: String, component: Bool) -> [String] {
        let screen = Fixtures.screen("""
            screens:
              emptyState:
                component: \(component)
                view:
                  - view:
                      backgroundColor: "\(background)"
                      frame: [0, 0, 350, 350]
                      children:
                        - label: {id: message, text: No messages yet, textColor: "#CCCCCC", frame: [16, 160, 318, 20]}
            """)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: "emptyState")
        return ContrastRule().findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    static let lightGreyOnWhite = "9:59 'message' has a contrast ratio of 1.60:1 against its background; it needs 4.50:1"

    @Test func aComponentsTextOverTranslucentColoursIsNotChecked() {
        #expect(Self.findings(background: "#00000000", component: true) == [])
        #expect(Self.findings(background: "#FFFFFF80", component: true) == [])
    }

    @Test func anOpaqueColourInTheComponentIsWhatItsTextIsOn() {
        #expect(Self.findings(background: "#FFFFFF", component: true) == [Self.lightGreyOnWhite])
    }

    @Test func aPageShowsTheSystemBackgroundThroughTranslucentColours() {
        #expect(Self.findings(background: "#00000000", component: false) == [Self.lightGreyOnWhite])
    }
}
