import A11yAnalyzer
import A11yCore
import Hierarchy
import Testing
import TestSupport

/// A cell of a grouped or inset grouped table that gives no background colour is drawn in
/// `secondarySystemGroupedBackground` ("content layered on top of the main background of your
/// grouped interface": https://developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground;
/// the default background of a cell in a grouped list:
/// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration/listgroupedcell()),
/// white in the light appearance, over the table's grey `systemGroupedBackground`: its text is
/// judged against that white. Go Map!!'s settings tables read their cells' text against the grey,
/// which made "Detail" labels that pass on white false `a11y-contrast` findings.
@Suite struct ContrastInGroupedCellTests {
    /// A cell with a #737373 label (4.74:1 on white, 4.24:1 on #F2F2F7) in a table of `style` on
    /// the grouped background, and `cellBackground` when given.
    static func findings(style: String, cellBackground: String? = nil, appearance: Appearance = .light) -> [String] {
        let screen = Fixtures.screen("""
            screens:
              account:
                view:
                  - table:
                      id: list
                      style: \(style)
                      backgroundColor: "system:systemGroupedBackground"
                      frame: [0, 0, 393, 852]
                      cells:
                        - id: user
                          frame: [0, 100, 393, 44]
                          \(cellBackground.map { "backgroundColor: \"\($0)\"" } ?? "")
                          children:
                            - label: {id: detail, text: Signed in as Ann, textColor: "#737373", frame: [20, 12, 300, 20]}
            """)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: "account",
                                    colors: ColorContext(appearance: appearance, iosVersion: .latest))
        return ContrastRule().findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func aGroupedTablesCellIsDrawnOnTheSecondaryGroupedBackground() {
        #expect(Self.findings(style: "grouped") == [])
        #expect(Self.findings(style: "insetGrouped") == [])
    }

    @Test func aPlainTablesCellWithoutAColourShowsTheTable() {
        #expect(Self.findings(style: "plain") == [
            "14:63 'detail' has a contrast ratio of 4.24:1 against its background in the light appearance of iOS 26; it needs 4.50:1",
        ])
    }

    @Test func theCellsOwnColourWins() {
        #expect(Self.findings(style: "grouped", cellBackground: "#DDDDDD") == [
            "14:63 'detail' has a contrast ratio of 3.49:1 against its background in the light appearance of iOS 26; it needs 4.50:1",
        ])
    }
}
