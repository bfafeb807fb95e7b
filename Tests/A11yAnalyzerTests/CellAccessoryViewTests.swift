import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// A switch in a UITableViewCell's `accessoryView` (not in its content view): the cell is one
/// element with the switch's traits and value (reference/assumptions.md `cellWithControls`, the other reading:
/// Kickstarter ios-oss #544, "the cell would only expose the UISwitch control ... the focus area
/// would be the whole cell"; Microsoft FluentUI #577, for system cells with switches "the entire
/// cell is an accessibility element of type switch").
@Suite struct CellAccessoryViewTests {
    @Test("a cell with a switch accessoryView is one element: its text, Switch Button, the switch's state, and the switch's hint")
    func accessorySwitchMakesTheCellOneElement() {
        let result = Fixtures.analyze(view: """
            - cell:
                id: wifiRow
                text: Wi-Fi
                frame: [0, 100, 393, 44]
                accessoryView: {switch: {id: wifi, on: true}}
            - cell:
                id: bluetoothRow
                text: Bluetooth
                frame: [0, 144, 393, 44]
                accessoryView: {switch: {id: bluetooth, enabled: false}}
            """)
        #expect(result.spoken == ["wifiRow: Wi-Fi. Switch Button. On.", "bluetoothRow: Bluetooth. Dimmed. Switch Button. Off."])
        #expect(result.hints == ["Double tap to toggle setting.", "-"])
        #expect(result.assumptions.isEmpty)
    }

    @Test("an accessoryView that is not a switch is reported: what VoiceOver makes of it is not modelled")
    func otherAccessoryViewsAreReported() {
        #expect(Spec.diagnostics("""
            screens:
              s:
                view:
                  - cell: {id: row, text: Row, accessoryView: {button: {title: Edit}}}
            """) == ["4:51 spec-invalid-value"])
    }
}
