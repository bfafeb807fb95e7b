import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// What the rules say, and that a well-made screen gets nothing from any of them.
@Suite struct RuleMessageTests {
    private func findings(_ yaml: String, options: AnalysisOptions = .defaults) -> [Finding] {
        let loaded = Spec.project(yaml)
        #expect(loaded.diagnostics.map(\.description) == [])
        return loaded.project.orderedScreens.flatMap { screen in
            let analysis = ScreenAccessibility.analyze(screen: screen, options: options)
            let input = ScreenRuleInput(screen: screen, analysis: analysis, scope: "scene")
            return ScreenRules.all.flatMap { $0.findings(in: input) }
        }
    }

    @Test("A well-made screen gets no finding from any rule")
    func wellMadeScreen() {
        let found = findings("""
            screens:
              settings:
                title: Settings
                view:
                  - view:
                      backgroundColor: "#FFFFFF"
                      frame: [0, 0, 393, 852]
                      children:
                        - label: {id: heading, text: Sound, traits: [header], textColor: "#000000", font: {textStyle: title2, adjustsForContentSize: true}, frame: [16, 100, 361, 30]}
                        - switch: {id: haptics, label: Haptics, on: true, frame: [326, 140, 51, 31]}
                        - slider: {id: volume, label: Volume, value: 0.4, frame: [16, 190, 361, 44]}
                        - segmented: {id: tone, segments: [Chime, Bell], selected: 1, frame: [16, 250, 361, 32]}
                        - stepper: {id: repeats, label: Repeats, value: 2, minimum: 1, maximum: 5, frame: [16, 300, 94, 32]}
                        - textField: {id: name, label: Ringtone name, textColor: "#1C1C1E", font: {textStyle: body, adjustsForContentSize: true}, frame: [16, 350, 361, 44]}
                        - table:
                            id: list
                            frame: [0, 420, 393, 300]
                            cells:
                              - {id: first, text: Default, frame: [0, 0, 393, 44]}
                              - {id: second, text: Custom, frame: [0, 44, 393, 44]}
                        - button: {id: done, title: Done, textColor: "#FFFFFF", backgroundColor: "#0057B8", frame: [16, 740, 361, 50]}
            """)
        #expect(found.map { "\($0.ruleID): \($0.message)" } == [])
    }

    @Test("The example screens of the design folder get no false alarm from the label, order and trait rules")
    func exampleScreens() {
        let quiet: Set<String> = ["a11y-missing-label", "a11y-label-redundant-trait", "a11y-label-punctuation",
                                  "a11y-label-is-file-name", "a11y-duplicate-label", "a11y-touch-target",
                                  "a11y-conflicting-traits", "a11y-hidden-control", "a11y-order-invalid", "a11y-empty-screen"]
        for file in ["navigation.yaml", "modal-styles.yaml", "containers.yaml", "orientation.yaml", "refresh.yaml"] {
            for screen in Examples.project(file).screens.values {
                let analysis = ScreenAccessibility.analyze(screen: screen)
                let found = ScreenRules.all.filter { quiet.contains($0.description.id) }
                    .flatMap { $0.findings(in: ScreenRuleInput(screen: screen, analysis: analysis, scope: screen.id)) }
                #expect(found.map(\.message) == [], "\(file) \(screen.id)")
            }
        }
    }

    @Test("Messages name the element and quote what VoiceOver says")
    func messages() {
        let found = findings("""
            screens:
              player:
                title: Player
                view:
                  - button: {id: play, frame: [16, 100, 44, 44]}
                  - button: {id: close, label: Close button, frame: [16, 160, 44, 44]}
                  - button: {id: tiny, title: Tiny, frame: [16, 220, 20, 30.5]}
                  - label: {id: grey, text: Grey, textColor: "#AAAAAA", backgroundColor: "#FFFFFF", frame: [16, 280, 100, 20]}
                  - button: {id: third, title: Third, frame: [16, 340, 36.666666666666664, 43.999]}
            """)
        #expect(found.map { "\($0.ruleID) \($0.subject) \($0.location.line):\($0.location.column): \($0.message)" } == [
            "a11y-missing-label play 5:9: 'play' has nothing to speak but its role: VoiceOver says \"Button.\"",
            "a11y-label-redundant-trait close 6:29: the label of 'close' ends with \"button\", which its traits already announce: \"Close button. Button.\"",
            "a11y-touch-target tiny 7:41: 'tiny' is 20 x 30.5 pt, smaller than 44 x 44",
            "a11y-touch-target third 9:43: 'third' is 36.67 x 43.99 pt, smaller than 44 x 44",
            "a11y-contrast grey 8:39: 'grey' has a contrast ratio of 2.32:1 against its background; it needs 4.50:1",
        ])
        #expect(found.allSatisfy { $0.scope == "scene" })
    }

    @Test("A placeholder is drawn in the system colour: contrast skips it, Dynamic Type still checks the field's font")
    func placeholderOnlyTextField() {
        let found = findings("""
            screens:
              search:
                title: Search
                view:
                  - textField: {id: query, placeholder: Search, textColor: "#EEEEEE", backgroundColor: "#FFFFFF", font: {size: 15}, frame: [16, 100, 361, 44]}
            """)
        #expect(found.map(\.ruleID) == ["a11y-dynamic-type"])
        #expect(found.first?.message == "'query' uses a fixed-size font with no text style")
    }

    @Test("Apple, UIContentSizeCategoryAdjusting.adjustsFontForContentSizeCategory: a text style without the flag (or with it false, as Interface Builder leaves it) keeps its size while the app runs; a fixed size never follows it")
    func textStyleThatDoesNotAdjust() {
        let found = findings("""
            screens:
              article:
                title: Article
                view:
                  - label: {id: byline, text: By Ann, font: {textStyle: footnote}, frame: [16, 100, 361, 20]}
                  - label: {id: body, text: Once, font: {textStyle: body, adjustsForContentSize: true}, frame: [16, 140, 361, 20]}
                  - label: {id: caption, text: Upon, font: {textStyle: caption1, adjustsForContentSize: false}, frame: [16, 180, 361, 20]}
                  - label: {id: fixed, text: A time, font: {size: 15, adjustsForContentSize: false}, frame: [16, 220, 361, 20]}
            """)
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)" } == [
            "5:43 a11y-dynamic-type: 'byline' uses text style footnote but does not adjust to the user's text size "
                + "while the app runs (adjustsFontForContentSizeCategory is false unless set)",
            "7:42 a11y-dynamic-type: 'caption' uses text style caption1 but does not adjust to the user's text size "
                + "while the app runs (adjustsForContentSize: false)",
            "8:42 a11y-dynamic-type: 'fixed' does not adjust to the user's text size (adjustsForContentSize: false)",
        ])
    }
}
