import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// Which controls let an assigned `value` (accessibilityValue) replace the value they speak on
/// their own (docs/voiceover.md, "Assigned values").
@Suite struct ControlValueTests {
    @Test("observed: iOS 17.5/18.5 simulator recording (issue #19): a UISwitch keeps On./Off. whatever value it is given")
    func switchKeepsItsState() {
        let result = Fixtures.analyze(view: """
            - switch: {label: Label, value: Value, on: true, frame: [0, 0, 51, 31]}
            - switch: {label: Plain, frame: [0, 50, 51, 31]}
            - switch: {label: Two, value: "2", frame: [0, 100, 51, 31]}
            """)
        #expect(result.texts == ["Label. Switch Button. On.", "Plain. Switch Button. Off.", "Two. Switch Button. Off."])
        #expect(result.hints == ["Double tap to toggle setting.", "Double tap to toggle setting.", "Double tap to toggle setting."])
    }

    @Test("observed: iOS 17.5/18.5 simulator recording (issue #19): a view that only carries the switch-button trait speaks the value it was given")
    func switchTraitSpeaksItsValue() {
        let result = Fixtures.analyze(view: """
            - view: {label: Label, value: Value, accessible: true, traits: [button, switch], frame: [0, 0, 51, 31]}
            - view: {label: Lit, value: "1", accessible: true, traits: [button, switch], frame: [0, 50, 51, 31]}
            """)
        #expect(result.texts == ["Label. Switch Button. Value.", "Lit. Switch Button. On."])
    }

    @Test("https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue: controls supply their own value; assignedValueWins (default) lets a given one replace it")
    func assignedValuesWinByDefault() {
        let view = """
            - slider: {label: Rating, value: Four stars, frame: [0, 0, 300, 31]}
            - slider: {label: Volume, value: 0.25, frame: [0, 50, 300, 31]}
            - pageControl: {value: Photo 2, numberOfPages: 3, currentPage: 1, frame: [0, 100, 100, 20]}
            - textField: {label: Code, text: "1234", value: four digits, frame: [0, 150, 300, 34]}
            """
        let assigned = Fixtures.analyze(view: view)
        #expect(assigned.texts == [
            "Rating: Four stars. Adjustable.", "Volume: 25%. Adjustable.", "Photo 2. Adjustable.", "Code: four digits. Text Field.",
        ])
        let own = Fixtures.analyze(view: view, options: AnalysisOptions(assignedValueWins: false))
        #expect(own.texts == [
            "Rating: 0%. Adjustable.", "Volume: 25%. Adjustable.", "page 2 of 3. Adjustable.", "Code: 1234. Text Field.",
        ])
    }

    @Test("assignedValueWins is listed by a scene only where an element's value depends on it")
    func assumptionListedWhereUsed() {
        let loaded = Spec.project("""
            screens:
              plain: {view: [{slider: {label: Volume, value: 0.5, frame: [0, 100, 300, 31]}}]}
              named: {view: [{slider: {label: Rating, value: Four stars, frame: [0, 100, 300, 31]}}]}
            scenes:
              first: {root: plain}
              second: {root: named}
            """)
        let environment = Fixtures.environment()
        let used = loaded.project.scenes.map { scene in
            SceneAccessibility.analyze(SceneResolver.resolve(scene, project: loaded.project, environment: environment),
                                       project: loaded.project).assumptions.contains(.assignedValueWins)
        }
        #expect(used == [false, true])
    }
}
