import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// Table `sections` and cell `accessory` (format.md, "Tables"): section titles are read where
/// UIKit draws them, a header as a heading, and the accessory types VoiceOver reads
/// (https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum).
@Suite struct TableSectionTests {
    private static let table = """
        - table:
            id: list
            frame: [0, 100, 393, 600]
            sections:
              - header: Account
                footer: Signed in as ada@example.com
                cells:
                  - {id: profile, text: Profile, accessory: disclosureIndicator, frame: [16, 40, 361, 44]}
                  - {id: plan, text: Plan, accessory: detailButton, frame: [16, 84, 361, 44]}
              - header: Theme
                cells:
                  - {id: light, text: Light, accessory: checkmark, frame: [16, 200, 361, 44]}
                  - {id: dark, text: Dark, accessory: detailDisclosureButton, frame: [16, 244, 361, 44]}
        """

    @Test("UITableView section titles: a header is read as a heading before its cells, a footer as text after them")
    func sectionTitlesAreReadInPlace() {
        let result = Fixtures.analyze(view: Self.table)
        #expect(result.texts == [
            "Account. Heading.", "Profile", "Plan", "More Info. Button.", "Signed in as ada@example.com",
            "Theme. Heading.", "Selected: Light", "Dark", "More Info. Button.",
        ])
    }

    @Test("UITableViewCell.AccessoryType.detailButton and .detailDisclosureButton: the info button is an element of its own, More Info, Button, at the cell's trailing end")
    func detailButtonsAreElementsOfTheirOwn() {
        let result = Fixtures.analyze(view: Self.table)
        let buttons = result.elements.filter { $0.part == .detailButton }
        #expect(buttons.map(\.id) == ["plan.detail", "dark.detail"])
        #expect(buttons.map(\.frame) == [Rect(x: 333, y: 184, width: 44, height: 44), Rect(x: 333, y: 344, width: 44, height: 44)])
    }

    @Test("UITableViewCell.AccessoryType.checkmark: the cell is selected; disclosureIndicator and none add nothing")
    func aCheckmarkSelectsTheCell() {
        let result = Fixtures.analyze(view: Self.table)
        let traits = Dictionary(uniqueKeysWithValues: result.elements.map { ($0.id, $0.traits) })
        #expect(traits["light"]?.contains(.selected) == true)
        #expect(traits["profile"]?.contains(.selected) == false)
        #expect(traits["dark"]?.contains(.selected) == false)
    }

    @Test("section title rows sit in the 38 points above the first cell and below the last, as wide as that cell")
    func titleRowsArePlacedAroundTheirCells() {
        let screen = Fixtures.screen("screens:\n  s:\n    view:\n" + Self.table.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
        let rows = screen.view[0].children
        #expect(rows.map { $0.text?.value ?? $0.id?.value ?? "" } == [
            "Account", "Profile", "Plan", "Signed in as ada@example.com", "Theme", "Light", "Dark",
        ])
        #expect(rows[0].frame?.value == Rect(x: 16, y: 2, width: 361, height: 38))
        #expect(rows[3].frame?.value == Rect(x: 16, y: 128, width: 361, height: 38))
        #expect(rows[0].traits.contains(.header) && !rows[3].traits.contains(.header))
        #expect(rows[0].location.line == 8 && rows[3].location.line == 9)
    }
}
