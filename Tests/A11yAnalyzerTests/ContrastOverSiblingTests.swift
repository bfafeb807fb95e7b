import A11yAnalyzer
import A11yCore
import Hierarchy
import Testing
import TestSupport

/// Text drawn over an earlier sibling (or a view inside one) that has a background colour is on
/// that colour, not on its superview's: UIKit draws a superview's subviews in order, each later one
/// over the earlier ones (https://developer.apple.com/documentation/uikit/uiview/subviews). A
/// coloured view that covers only part of the text puts it on two backgrounds: its contrast is
/// unknown. WCAG 2.2 SC 1.4.3 (https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html)
/// measures text against what is behind it.
@Suite struct ContrastOverSiblingTests {
    /// A white screen with `behind` (drawn first) and a white badge label at [20, 20, 60, 20].
    static func findings(behind: String, labelColor: String = "#FFFFFF") -> [String] {
        let screen = Fixtures.screen("""
            screens:
              inbox:
                backgroundColor: "#FFFFFF"
                view:
                  - \(behind)
                  - label: {id: badge, text: "3 new", textColor: "\(labelColor)", frame: [20, 20, 60, 20]}
            """)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: "inbox")
        return ContrastRule().findings(in: input).map { "\($0.location.line): \($0.message)" }
    }

    @Test func aCoveringSiblingsColourIsTheBackground() {
        // White on a dark blue pill: 8.59:1, where the white screen alone gives 1.00:1.
        #expect(Self.findings(behind: "view: {backgroundColor: \"#0A3D91\", frame: [10, 15, 80, 30]}") == [])
        // Grey on a mid-grey pill fails against the pill, though it would pass on white.
        #expect(Self.findings(behind: "view: {backgroundColor: \"#777777\", frame: [10, 15, 80, 30]}", labelColor: "#222222")
            == ["6: 'badge' has a contrast ratio of 3.55:1 against its background; it needs 4.50:1"])
        // A view inside an earlier sibling is drawn before the text too.
        #expect(Self.findings(behind: "view: {frame: [0, 0, 200, 100], children: [{view: {backgroundColor: \"#0A3D91\", frame: [10, 15, 80, 30]}}]}") == [])
    }

    @Test func aSiblingCoveringPartOfTheTextLeavesItUnchecked() {
        #expect(Self.findings(behind: "view: {backgroundColor: \"#0A3D91\", frame: [10, 15, 40, 30]}") == [])
    }

    /// A clear background (Interface Builder's default for many containers) paints nothing.
    @Test func aClearSiblingChangesNothing() {
        #expect(Self.findings(behind: "view: {backgroundColor: \"#00000000\", frame: [10, 15, 40, 30]}")
            == ["6: 'badge' has a contrast ratio of 1.00:1 against its background; it needs 4.50:1"])
    }

    @Test func aSiblingBesideTheTextOrHiddenChangesNothing() {
        let whiteOnWhite = ["6: 'badge' has a contrast ratio of 1.00:1 against its background; it needs 4.50:1"]
        #expect(Self.findings(behind: "view: {backgroundColor: \"#0A3D91\", frame: [100, 15, 80, 30]}") == whiteOnWhite)
        #expect(Self.findings(behind: "view: {backgroundColor: \"#0A3D91\", hidden: true, frame: [10, 15, 80, 30]}") == whiteOnWhite)
    }

    @Test func anOpaqueSiblingDrawnOverAnImageHidesIt() {
        let screen = Fixtures.screen("""
            screens:
              inbox:
                backgroundColor: "#FFFFFF"
                view:
                  - image: {id: photo, frame: [0, 0, 200, 200]}
                  - view: {backgroundColor: "#FFFFFF", frame: [10, 15, 80, 30]}
                  - label: {id: badge, text: "3 new", textColor: "#FFFFFF", frame: [20, 20, 60, 20]}
            """)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: "inbox")
        #expect(ContrastRule().findings(in: input).map { "\($0.location.line): \($0.message)" }
            == ["7: 'badge' has a contrast ratio of 1.00:1 against its background; it needs 4.50:1"])
    }
}
