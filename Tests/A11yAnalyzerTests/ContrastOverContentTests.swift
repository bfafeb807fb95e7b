import A11yAnalyzer
import A11yCore
import Hierarchy
import Testing
import TestSupport

/// Text drawn over a view whose pixels the files do not give (a thumbnail image view, a custom view
/// drawing a gradient) has that content behind it, not the background colours above the screen's:
/// its contrast is unknown, unless an opaque background colour between them covers the content.
/// UIKit draws a superview's subviews in order, each later one over the earlier ones
/// (https://developer.apple.com/documentation/uikit/uiview/subviews: "the last subview in the array
/// appears on top"); WCAG 2.2 SC 1.4.3 (https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html)
/// measures text against what is behind it.
@Suite struct ContrastOverContentTests {
    /// A white screen with `behind` (an element, drawn first) and a white duration label in a bar
    /// of colour `bar` (no colour when nil) at the bottom of a 200 pt square.
    static func findings(behind: String, bar: String? = nil) -> [String] {
        let screen = Fixtures.screen("""
            screens:
              library:
                backgroundColor: "#FFFFFF"
                view:
                  - \(behind)
                  - view:
                      frame: [0, 175, 200, 25]
            \(bar.map { "          backgroundColor: \"\($0)\"\n" } ?? "")          children:
                        - label: {id: duration, text: "0:42", textColor: "#FFFFFF", frame: [130, 3, 62, 14]}
            """)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: "library")
        return ContrastRule().findings(in: input).map { "\($0.location.line): \($0.message)" }
    }

    /// The finding about the white label on white, at `line` (10 when the bar has a colour).
    static func whiteOnWhite(line: Int = 9) -> String {
        "\(line): 'duration' has a contrast ratio of 1.00:1 against its background; it needs 4.50:1"
    }

    @Test func textOverAnImageOrACustomViewIsNotChecked() {
        #expect(Self.findings(behind: "image: {id: thumbnail, frame: [0, 0, 200, 200]}") == [])
        #expect(Self.findings(behind: "custom: {id: gradient, class: GradientView, frame: [0, 150, 200, 50]}") == [])
        #expect(Self.findings(behind: "view: {frame: [0, 0, 200, 200], children: [{image: {id: thumbnail, frame: [0, 0, 200, 200]}}]}") == [])
    }

    @Test func anOpaqueBackgroundAboveTheContentIsWhatTheTextIsOn() {
        #expect(Self.findings(behind: "image: {id: thumbnail, frame: [0, 0, 200, 200]}", bar: "#FFFFFF") == [Self.whiteOnWhite(line: 10)])
        #expect(Self.findings(behind: "image: {id: thumbnail, frame: [0, 0, 200, 200]}", bar: "#00000080") == [])
    }

    @Test func contentThatIsHiddenOrBesideTheTextChangesNothing() {
        #expect(Self.findings(behind: "image: {id: thumbnail, hidden: true, frame: [0, 0, 200, 200]}") == [Self.whiteOnWhite()])
        #expect(Self.findings(behind: "image: {id: thumbnail, frame: [0, 0, 200, 100]}") == [Self.whiteOnWhite()])
    }
}
