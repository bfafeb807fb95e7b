import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// A table view cell takes the touches of its whole row, whose one-pixel separator UIKit draws
/// inside the row below the content view; Interface Builder writes a 44-point row's cell 43.5
/// (2x) or 43.67 (3x) points tall (the real files' cells: duckduckgo/iOS's Settings rows), so
/// `a11y-touch-target` adds that pixel back for cells only. UIKit:
/// https://developer.apple.com/documentation/uikit/uitableview/separatorstyle,
/// https://developer.apple.com/documentation/uikit/uitableview/rowheight
@Suite struct CellRowTouchTargetTests {
    @Test func aCellWrittenWithoutItsSeparatorIsAFullRowButAShorterOneIsNot() {
        let loaded = Spec.project("""
            screens:
              settings:
                title: Settings
                view:
                  - table:
                      id: actions
                      frame: [0, 100, 393, 300]
                      cells:
                        - {id: twoX, text: Clear Tabs, traits: [button], frame: [0, 100, 393, 43.5]}
                        - {id: threeX, text: Clear Data, traits: [button], frame: [0, 144, 393, 43.67]}
                        - {id: short, text: Reset, traits: [button], frame: [0, 188, 393, 43]}
                  - button: {id: done, title: Done, frame: [16, 500, 361, 43.67]}
            """)
        #expect(loaded.diagnostics.map(\.description) == [])
        let screen = loaded.project.orderedScreens[0]
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: screen.id)
        #expect(TouchTargetRule().findings(in: input).map(\.message) == [
            "'short' is 393 x 43 pt, smaller than 44 x 44",
            "'done' is 361 x 43.67 pt, smaller than 44 x 44",
        ])
    }
}
