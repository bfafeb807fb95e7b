import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// The description builder beyond the reference legends (reference/voiceover.md A3.1, A3.2).
@Suite struct AnnouncementTests {
    @Test("A3.1/A3.2 label, then value after a colon, then traits; the hint apart")
    func labelValueTraitsHint() {
        let result = Fixtures.analyze(view: """
            - label: {id: volume, text: Volume, value: 80 percent, hint: Shows the level., traits: [header], frame: [0, 0, 100, 20]}
            - label: {id: dr, text: Dr., traits: [header], frame: [0, 50, 100, 20]}
            """)
        #expect(result.texts == ["Volume: 80 percent. Heading.", "Dr. Heading."])
        #expect(result.hints == ["Shows the level.", "-"])
    }

    @Test("A3.2 text fields: placeholder only when nothing else, Text Field., Double tap to edit.")
    func textFields() {
        let result = Fixtures.analyze(view: """
            - textField: {id: empty, placeholder: Email, frame: [0, 0, 300, 34]}
            - textField: {id: typed, placeholder: Email, text: kim@example.com, frame: [0, 50, 300, 34]}
            - textField: {id: named, label: Email, placeholder: name@example.com, frame: [0, 100, 300, 34]}
            - textView: {id: notes, label: Notes, text: Buy milk, frame: [0, 150, 300, 100]}
            - textField: {id: off, placeholder: Code, enabled: false, frame: [0, 300, 300, 34]}
            """)
        #expect(result.texts == [
            "Email. Text Field.", "kim@example.com. Text Field.", "Email. Text Field.",
            "Notes: Buy milk. Text Field.", "Code. Dimmed. Text Field.",
        ])
        #expect(result.hints == [
            "Double tap to edit.", "Double tap to edit.", "Double tap to edit.",
            "Double tap to edit., Use the rotor to access Misspelled Words", "-",
        ])
    }

    @Test("A3.2 a switch's own hint comes before Double tap to toggle setting., without its period")
    func switchHint() {
        let result = Fixtures.analyze(view: """
            - switch: {label: Sync, hint: Keeps your library current., on: true, frame: [0, 0, 51, 31]}
            - view: {label: Mixed, value: "2", accessible: true, traits: [button, switch], frame: [0, 50, 51, 31]}
            """)
        #expect(result.texts == ["Sync. Switch Button. On.", "Mixed. Switch Button. Mixed."])
        #expect(result.hints.first == "Keeps your library current. Double tap to toggle setting.")
    }

    @Test("observed: iOS 17.5/18.5 simulator recording (issue #19): every spoken part ends in a period, a switch-trait view's own value among them; from iOS 17 the switch trait says Switch Button without the button trait (AccessibilitySnapshot issue #199, on a device: \"Fake label, Switch button 3\")")
    func customValueEndsInPeriod() {
        let view = """
            - view: {label: Label, value: Value, accessible: true, traits: [button, switch, header], frame: [0, 0, 51, 31]}
            - view: {label: Done, value: All set., accessible: true, traits: [switch, link], frame: [0, 50, 51, 31]}
            - view: {value: Auto, accessible: true, traits: [switch], frame: [0, 100, 51, 31]}
            """
        #expect(Fixtures.analyze(view: view).texts == [
            "Label. Switch Button. Value. Heading.", "Done. Switch Button. All set. Link.", "Switch Button. Auto.",
        ])
        #expect(Fixtures.analyze(view: view, options: AnalysisOptions(announcementStyle: .speech)).texts == [
            "Label, switch button, Value, heading", "Done, switch button, All set, link", "Switch button, Auto",
        ])
        // Before iOS 17 the trait was private: AccessibilitySnapshot's legend is what is known.
        #expect(Fixtures.analyze(view: view, options: AnalysisOptions(voiceOverRelease: .iOS13)).texts == [
            "Label. Switch Button. Value. Heading.", "Done. All set. Link.", "Auto.",
        ])
    }

    @Test("A3.2 a slider's value is its position as a percentage between minimum and maximum")
    func sliderValue() {
        let result = Fixtures.analyze(view: """
            - slider: {label: Volume, value: 3, minimum: 0, maximum: 4, frame: [0, 0, 300, 31]}
            - slider: {label: Speed, value: Fast, frame: [0, 50, 300, 31]}
            """)
        #expect(result.texts == ["Volume: 75%. Adjustable.", "Speed: Fast. Adjustable."])
    }

    @Test("A3.2 stepper buttons are dimmed at the bound they move towards, when the value is given")
    func stepperBounds() {
        let result = Fixtures.analyze(view: """
            - stepper: {id: low, value: 0, frame: [0, 0, 94, 32]}
            - stepper: {id: high, value: 10, maximum: 10, frame: [0, 50, 94, 32]}
            - stepper: {id: off, enabled: false, frame: [0, 100, 94, 32]}
            """)
        #expect(result.spoken == [
            "low.decrement: Decrement. Dimmed. Button.", "low.increment: Increment. Button.",
            "high.decrement: Decrement. Button.", "high.increment: Increment. Dimmed. Button.",
            "off.decrement: Decrement. Dimmed. Button.", "off.increment: Increment. Dimmed. Button.",
        ])
    }

    @Test("A3.2 traits the spec removes are not spoken; keyboard keys say no Button.")
    func removedAndUnspokenTraits() {
        let result = Fixtures.analyze(view: """
            - button: {title: Plain, traits: [-button], frame: [0, 0, 100, 44]}
            - button: {title: Q, traits: [keyboardKey], frame: [0, 50, 44, 44]}
            - label: {text: Ticker, traits: [updatesFrequently, playsSound], frame: [0, 100, 100, 20]}
            """)
        #expect(result.texts == ["Plain", "Q", "Ticker"])
    }

    @Test("A3.3 speech style: the same pieces separated by commas, trait words in lower case")
    func speechStyle() {
        let options = AnalysisOptions(announcementStyle: .speech)
        let result = Fixtures.analyze(view: """
            - button: {title: Close, frame: [0, 0, 100, 44]}
            - segmented: {segments: [Flat, Bass], selected: 0, frame: [0, 50, 200, 32]}
            - switch: {label: Sync, on: true, frame: [0, 100, 51, 31]}
            - slider: {value: 0.5, hint: Sets the volume., frame: [0, 150, 300, 31]}
            - view: {label: Mode, value: Auto, accessible: true, traits: [button, switch], frame: [0, 200, 51, 31]}
            """, options: options)
        #expect(result.texts == [
            "Close, button", "Selected, Flat, button, 1 of 2", "Bass, button, 2 of 2",
            "Sync, switch button, on", "50%, adjustable", "Mode, switch button, Auto",
        ])
        #expect(result.hints[4] == "Sets the volume. Swipe up or down with one finger to adjust the value.")
    }

    @Test("the announcement text alone is the text of the whole announcement, in both styles")
    func textAlone() {
        for style in [Assumptions.AnnouncementStyle.snapshot, .speech] {
            for screen in IdiomSharingTests.screens {
                let analysis = ScreenAccessibility.analyze(screen: screen, options: AnalysisOptions(announcementStyle: style))
                for element in analysis.elements {
                    #expect(analysis.announcementText(for: element) == analysis.announcement(for: element).text)
                }
            }
        }
    }
}

/// Kinds without their own text.
@Suite struct QuietKindTests {
    @Test("A1.1 an activity indicator is an element that speaks only a given label; an empty text field shows its placeholder")
    func activityAndEmptyText() {
        let result = Fixtures.analyze(view: """
            - activity: {id: spinner, label: Loading, frame: [0, 0, 20, 20]}
            - activity: {id: silent, frame: [0, 50, 20, 20]}
            - textField: {id: search, text: "", placeholder: Search, frame: [0, 100, 300, 34]}
            """)
        #expect(result.spoken == ["spinner: Loading", "silent: ", "search: Search. Text Field."])
    }
}
