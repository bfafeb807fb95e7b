import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// A UITableViewCell holding a control (assumption `cellWithControls`, unverified on a device): by
/// default the cell is a container whose text and controls VoiceOver reaches one by one, as
/// third parties observe (WooCommerce iOS PR #2265 sets the cell's isAccessibilityElement to stop
/// VoiceOver focusing the text field inside it; "The Core iOS Developer's Cookbook" calls table
/// view cells accessibility containers); `element` keeps the cell one element hiding its controls.
@Suite struct CellWithControlsTests {
    private static let element = AnalysisOptions(cellWithControls: .element)

    private static let settingsCell = """
        - cell:
            id: wifiRow
            frame: [0, 100, 393, 44]
            children:
              - label: {id: wifiName, text: Wi-Fi, frame: [16, 12, 200, 20]}
              - switch: {id: wifi, on: true, frame: [326, 6, 51, 31]}
        """

    @Test("cellWithControls container (default): a settings cell's label and switch are elements of their own")
    func settingsCellIsAContainer() {
        let result = Fixtures.analyze(view: Self.settingsCell)
        #expect(result.spoken == ["wifiName: Wi-Fi", "wifi: Switch Button. On."])
        #expect(result.unreachable.isEmpty)
        #expect(result.assumptions == [.cellWithControls])
    }

    @Test("cellWithControls element: the settings cell is one element and its switch is cut off")
    func settingsCellIsOneElement() {
        let result = Fixtures.analyze(view: Self.settingsCell, options: Self.element)
        #expect(result.spoken == ["wifiRow: Wi-Fi"])
        #expect(result.cutOff == ["wifiName: insideAccessibleElement", "wifi: insideAccessibleElement"])
        #expect(result.assumptions == [.cellWithControls])
    }

    @Test("cellWithControls container: a login cell's text field is reached after its label")
    func loginCellIsAContainer() {
        let view = """
            - cell:
                id: emailRow
                frame: [0, 100, 393, 44]
                children:
                  - label: {id: emailName, text: Email, frame: [16, 12, 80, 20]}
                  - textField: {id: email, placeholder: name@example.com, frame: [104, 5, 273, 34]}
            """
        #expect(Fixtures.analyze(view: view).spoken == ["emailName: Email", "email: name@example.com. Text Field."])
        #expect(Fixtures.analyze(view: view, options: Self.element).spoken == ["emailRow: Email, name@example.com"])
    }

    @Test("UITableViewCell.textLabel (https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel) is a UILabel: a container cell's text is static text of its own, CELL.text, read before the switch beside it")
    func containerCellTextIsStaticText() {
        let view = """
            - cell:
                id: bold
                text: Bold Text
                frame: [0, 100, 393, 44]
                children:
                  - switch: {id: boldSwitch, label: Bold Text, frame: [326, 6, 51, 31]}
            """
        let result = Fixtures.analyze(view: view)
        #expect(result.spoken == ["bold.text: Bold Text", "boldSwitch: Bold Text. Switch Button. Off."])
        #expect(result.elements.first?.frame == Rect(x: 0, y: 100, width: 393, height: 44))
        #expect(result.elements.first?.traits == [.staticText])
        #expect(Fixtures.analyze(view: view, options: Self.element).spoken == ["bold: Bold Text, Bold Text"])
    }

    @Test("a cell holding only text and images stays one element whose label joins its children; the assumption is not read")
    func textOnlyCellIsUnchanged() {
        let result = Fixtures.analyze(view: """
            - cell:
                id: row
                frame: [0, 100, 393, 44]
                children:
                  - image: {id: icon, image: wifi, frame: [16, 10, 24, 24]}
                  - label: {id: name, text: Wi-Fi, frame: [48, 12, 200, 20]}
                  - label: {id: detail, text: Home, frame: [260, 12, 100, 20]}
            """)
        #expect(result.spoken == ["row: Wi-Fi, Home"])
        #expect(result.cutOff == ["name: insideAccessibleElement", "detail: insideAccessibleElement"])
        #expect(result.assumptions.isEmpty)
    }

    @Test("a control the cell's own checks prune (hidden) does not make the cell a container")
    func hiddenControlKeepsTheCellAnElement() {
        let result = Fixtures.analyze(view: """
            - cell:
                id: row
                text: Offline
                frame: [0, 100, 393, 44]
                children:
                  - button: {id: retry, title: Retry, hidden: true, frame: [300, 0, 80, 44]}
            """)
        #expect(result.spoken == ["row: Offline"])
        #expect(result.assumptions.isEmpty)
    }

    @Test("isAccessibilityElement given in the spec wins over the assumption: true keeps one element hiding the switch, false exposes the text label")
    func explicitAccessibleWins() {
        let result = Fixtures.analyze(view: """
            - cell:
                id: grouped
                text: Wi-Fi
                accessible: true
                frame: [0, 100, 393, 44]
                children:
                  - switch: {id: wifi, label: Wi-Fi, frame: [326, 6, 51, 31]}
            - cell:
                id: plain
                text: About
                accessible: false
                frame: [0, 144, 393, 44]
            """)
        #expect(result.spoken == ["grouped: Wi-Fi, Wi-Fi", "plain.text: About"])
        #expect(result.cutOff == ["wifi: insideAccessibleElement"])
        #expect(result.assumptions.isEmpty)
    }

    @Test("UITableViewCell.AccessoryType.checkmark (https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum): a checked cell stays one element, so that Selected is spoken")
    func checkmarkKeepsTheCellAnElement() {
        let result = Fixtures.analyze(view: """
            - cell:
                id: light
                text: Light
                accessory: checkmark
                frame: [0, 100, 393, 44]
                children:
                  - button: {id: preview, title: Preview, frame: [250, 0, 80, 44]}
            """)
        #expect(result.spoken == ["light: Selected: Light, Preview"])
        #expect(result.cutOff == ["preview: insideAccessibleElement"])
        #expect(result.assumptions.isEmpty)
    }

    @Test("UITableViewCell.AccessoryType.detailButton: a container cell's info button is read with its contents, at the cell's trailing end")
    func containerCellKeepsItsInfoButton() {
        let result = Fixtures.analyze(view: """
            - cell:
                id: plan
                text: Plan
                accessory: detailButton
                frame: [0, 100, 393, 44]
                children:
                  - switch: {id: renew, label: Renew, frame: [290, 6, 51, 31]}
            """)
        #expect(result.spoken == ["plan.text: Plan", "renew: Renew. Switch Button. Off.", "plan.detail: More Info. Button."])
        #expect(result.elements.last?.frame == Rect(x: 349, y: 100, width: 44, height: 44))
    }

    @Test("segmented controls and steppers inside a cell are controls: UIKit's buttons inside them make the cell a container")
    func controlPartsMakeAContainer() {
        let result = Fixtures.analyze(view: """
            - cell:
                id: size
                text: Size
                frame: [0, 100, 393, 44]
                children:
                  - segmented: {id: sizes, segments: [S, L], frame: [250, 6, 120, 32]}
            """)
        #expect(result.spoken == ["size.text: Size", "sizes.0: S. Button. 1 of 2.", "sizes.1: L. Button. 2 of 2."])
    }

    @Test("a container cell's text label inside a hidden view is unreachable with the switch beside it")
    func hiddenContainerCellIsRecorded() {
        let result = Fixtures.analyze(view: """
            - view:
                hidden: true
                children:
                  - cell:
                      id: bold
                      text: Bold Text
                      frame: [0, 100, 393, 44]
                      children:
                        - switch: {id: boldSwitch, label: Bold Text, frame: [326, 6, 51, 31]}
            """)
        #expect(result.spoken == [])
        #expect(result.cutOff == ["bold.text: hidden", "boldSwitch: hidden"])
    }

    @Test("A1.4 an order that lists a container cell's control but not the cell leaves its text label unreachable")
    func unlistedContainerCellText() {
        let result = Fixtures.analyze(view: """
            - view:
                order: [wifi]
                children:
                  - cell:
                      id: wifiRow
                      text: Wi-Fi
                      frame: [0, 100, 393, 44]
                      children:
                        - switch: {id: wifi, label: Wi-Fi, frame: [326, 6, 51, 31]}
            """)
        #expect(result.spoken == ["wifi: Wi-Fi. Switch Button. Off."])
        #expect(result.cutOff == ["wifiRow.text: notInOrder"])
    }

    @Test("a scene lists cellWithControls only when it shows a cell holding a control")
    func assumptionListedWhereUsed() {
        let loaded = Spec.project("""
            screens:
              plain: {view: [{cell: {text: About, frame: [0, 100, 393, 44]}}]}
              settings:
                view:
                  - cell:
                      text: Wi-Fi
                      frame: [0, 100, 393, 44]
                      children: [{switch: {label: Wi-Fi, frame: [326, 6, 51, 31]}}]
            scenes:
              first: {root: plain}
              second: {root: settings}
            """)
        let environment = Fixtures.environment()
        let used = loaded.project.scenes.map { scene in
            SceneAccessibility.analyze(SceneResolver.resolve(scene, project: loaded.project, environment: environment),
                                       project: loaded.project).assumptions.contains(.cellWithControls)
        }
        #expect(used == [false, true])
    }
}
