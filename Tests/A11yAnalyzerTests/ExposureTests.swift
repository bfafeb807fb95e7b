import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// Which elements VoiceOver reaches (reference/voiceover.md A1).
@Suite struct ExposureTests {
    @Test("A1.1 kind defaults: labels, buttons and text fields are elements; views and images are not")
    func kindDefaults() {
        let result = Fixtures.analyze(view: """
            - label: {id: title, text: Title, frame: [0, 0, 100, 20]}
            - image: {id: logo, image: logo, label: Logo, frame: [0, 30, 40, 40]}
            - image: {id: photo, label: Photo, accessible: true, frame: [0, 80, 40, 40]}
            - button: {id: close, image: close, frame: [0, 130, 44, 44]}
            - view: {id: box, label: Box, frame: [0, 180, 40, 40]}
            - button: {id: off, title: Off, accessible: false, frame: [0, 230, 44, 44]}
            """)
        #expect(result.spoken == ["title: Title", "photo: Photo. Image.", "close: close. Button."])
        #expect(result.unreachable.isEmpty)
    }

    @Test("A1.1 an accessible element hides its descendants; a cell's label joins its text children")
    func accessibleElementIsALeaf() {
        let result = Fixtures.analyze(view: """
            - cell:
                id: row
                accessible: true
                frame: [0, 0, 393, 44]
                children:
                  - label: {id: name, text: Wi-Fi, frame: [16, 0, 200, 44]}
                  - label: {id: detail, text: Home, frame: [220, 0, 100, 44]}
                  - button: {id: info, title: Info, frame: [330, 0, 44, 44]}
            """)
        #expect(result.spoken == ["row: Wi-Fi, Home, Info"])
        #expect(result.cutOff == ["name: insideAccessibleElement", "detail: insideAccessibleElement", "info: insideAccessibleElement"])
        #expect(result.unreachable.allSatisfy { $0.isVisible })
    }

    @Test("A1.2 accessibilityElementsHidden hides the whole subtree, even an element itself")
    func elementsHidden() {
        let result = Fixtures.analyze(view: """
            - button: {id: shown, title: Shown, frame: [0, 0, 100, 44]}
            - button: {id: gone, title: Gone, hiddenFromAccessibility: true, frame: [0, 50, 100, 44]}
            - view:
                hiddenFromAccessibility: true
                children:
                  - label: {id: inner, text: Inner}
            """)
        #expect(result.spoken == ["shown: Shown. Button."])
        #expect(result.cutOff == ["gone: hiddenFromAccessibility", "inner: hiddenFromAccessibility"])
        #expect(result.unreachable.allSatisfy { $0.isVisible })
    }

    @Test("A1.3 hidden and alpha <= threshold prune a view and its subtree; alpha is not multiplied down")
    func hiddenAndAlpha() {
        let view = """
            - label: {id: hidden, text: Hidden, hidden: true, frame: [0, 0, 100, 20]}
            - label: {id: clear, text: Clear, alpha: 0, frame: [0, 30, 100, 20]}
            - label: {id: faint, text: Faint, alpha: 0.005, frame: [0, 60, 100, 20]}
            - view:
                alpha: 0.5
                children:
                  - label: {id: half, text: Half, alpha: 0.5, frame: [0, 90, 100, 20]}
            """
        let byDefault = Fixtures.analyze(view: view)
        #expect(byDefault.spoken == ["faint: Faint", "half: Half"])
        #expect(byDefault.cutOff == ["hidden: hidden", "clear: alphaZero"])
        #expect(byDefault.unreachable.allSatisfy { !$0.isVisible })
        let hitTesting = Fixtures.analyze(view: view, options: AnalysisOptions(alphaThreshold: 0.01))
        #expect(hitTesting.spoken == ["half: Half"])
    }

    @Test("A1.3 a zero-size frame prunes only views that clip, are elements or list elements")
    func zeroSize() {
        let result = Fixtures.analyze(view: """
            - view:
                frame: [0, 0, 0, 0]
                children:
                  - label: {id: overflow, text: Overflow, frame: [0, 0, 100, 20]}
            - view:
                frame: [0, 100, 0, 0]
                clipsToBounds: true
                children:
                  - label: {id: clipped, text: Clipped, frame: [0, 0, 100, 20]}
            - scroll:
                frame: [0, 200, 0, 0]
                children:
                  - label: {id: scrolled, text: Scrolled, frame: [0, 0, 100, 20]}
            - button: {id: empty, title: Empty, frame: [0, 300, 0, 0]}
            - button: {id: thin, title: Thin, frame: [0, 400, 0, 44]}
            """)
        #expect(result.spoken == ["overflow: Overflow", "thin: Thin. Button."])
        #expect(result.cutOff == ["clipped: zeroSize", "scrolled: zeroSize", "empty: zeroSize"])
    }

    @Test("A1.4 order lists only its elements, in its order; the rest is unreachable")
    func explicitOrder() {
        let result = Fixtures.analyze(view: """
            - view:
                order: [second, first, preset.1]
                children:
                  - button: {id: first, title: First, frame: [0, 0, 100, 44]}
                  - button: {id: second, title: Second, frame: [0, 50, 100, 44]}
                  - button: {id: third, title: Third, frame: [0, 100, 100, 44]}
                  - segmented: {id: preset, segments: [A, B], frame: [0, 150, 200, 32]}
            """)
        #expect(result.spoken == ["second: Second. Button.", "first: First. Button.", "preset.1: B. Button."])
        #expect(result.cutOff == ["third: notInOrder", "preset.0: notInOrder"])
    }

    @Test("A1.4/A2.2 a listed plain view is flattened into the explicit order (subview order); a grouped one is sorted")
    func listedContainer() {
        let view = """
            - view:
                order: [pair, alone]
                children:
                  - button: {id: alone, title: Alone, frame: [0, 0, 100, 44]}
                  - view:
                      id: pair
                      GROUP
                      children:
                        - button: {id: right, title: Right, frame: [200, 100, 100, 44]}
                        - button: {id: left, title: Left, frame: [0, 100, 100, 44]}
            """
        let flattened = Fixtures.analyze(view: view.replacingOccurrences(of: "GROUP", with: "group: false"))
        #expect(flattened.spoken == ["right: Right. Button.", "left: Left. Button.", "alone: Alone. Button."])
        let grouped = Fixtures.analyze(view: view.replacingOccurrences(of: "GROUP", with: "group: true"))
        #expect(grouped.spoken == ["left: Left. Button.", "right: Right. Button.", "alone: Alone. Button."])
    }

    @Test("A1.5 group: the children are read as a block before what lies beside them")
    func groupedChildren() {
        let view = """
            - view:
                group: true
                frame: [0, 0, 100, 200]
                children:
                  - label: {id: a, text: A, frame: [0, 0, 100, 20]}
                  - label: {id: b, text: B, frame: [0, 100, 100, 20]}
            - label: {id: c, text: C, frame: [200, 0, 100, 20]}
            """
        #expect(Fixtures.analyze(view: view).spoken == ["a: A", "b: B", "c: C"])
        let flat = view.replacingOccurrences(of: "group: true", with: "group: false")
        #expect(Fixtures.analyze(view: flat).spoken == ["a: A", "c: C", "b: B"])
    }

    @Test("A1.6 list and landmark containers announce boundaries only when they list their elements")
    func containerContexts() {
        let result = Fixtures.analyze(view: """
            - view:
                id: nav
                containerType: landmark
                order: [home, search]
                children:
                  - button: {id: home, title: Home, frame: [0, 0, 100, 44]}
                  - button: {id: search, title: Search, frame: [100, 0, 100, 44]}
            - view:
                id: plain
                containerType: list
                children:
                  - label: {id: one, text: One, frame: [0, 100, 100, 20]}
                  - label: {id: two, text: Two, frame: [0, 130, 100, 20]}
            """)
        #expect(result.texts == ["Home. Button. Landmark.", "Search. Button. End.", "One", "Two"])
        #expect(result.elements.map(\.containers.first?.id) == ["nav", "nav", "plain", "plain"])
        #expect(result.elements.last?.containers == [ContainerMembership(id: "plain", role: .list)])
    }

    @Test("A1.6 the outermost context provider wins: segments inside a listed list get the list's context")
    func outermostProviderWins() {
        let result = Fixtures.analyze(view: """
            - view:
                containerType: list
                order: [modes, after]
                children:
                  - segmented: {id: modes, segments: [Day, Night], frame: [0, 0, 200, 32]}
                  - label: {id: after, text: After, frame: [0, 50, 100, 20]}
            """)
        #expect(result.texts == ["Day. Button.", "Night. Button.", "After. List End."])
    }

    @Test("A1.6 a view with the tabBar trait numbers its elements in reading order: Tab., no Button.")
    func tabBarTraitView() {
        let result = Fixtures.analyze(view: """
            - view:
                traits: [tabBar]
                frame: [0, 800, 393, 52]
                children:
                  - button: {id: second, title: Second, frame: [200, 0, 100, 52]}
                  - button: {id: first, title: First, traits: [selected], frame: [0, 0, 100, 52]}
            """)
        #expect(result.texts == ["Selected: First. Tab. 1 of 2.", "Second. Tab. 2 of 2."])
    }

    @Test("A1.6 a semanticGroup groups only with a label, value or identifier")
    func semanticGroups() {
        let view = """
            - view:
                containerType: semanticGroup
                LABEL
                children:
                  - label: {id: a, text: A, frame: [0, 0, 50, 20]}
                  - label: {id: b, text: B, frame: [0, 100, 50, 20]}
            - label: {id: c, text: C, frame: [100, 0, 50, 20]}
            """
        let labelled = Fixtures.analyze(view: view.replacingOccurrences(of: "LABEL", with: "label: Pair"))
        #expect(labelled.spoken == ["a: A", "b: B", "c: C"])
        let unlabelled = Fixtures.analyze(view: view.replacingOccurrences(of: "LABEL", with: "hint: Pair"))
        #expect(unlabelled.spoken == ["a: A", "c: C", "b: B"])
    }

    @Test("A1.4 each listed entry is walked on its own: a hidden one stays hidden, one inside an unlisted accessible ancestor is reached")
    func listedEntriesAreWalkedAlone() {
        let result = Fixtures.analyze(view: """
            - view:
                order: [gone, inner]
                children:
                  - button: {id: gone, title: Gone, hidden: true, frame: [0, 0, 100, 44]}
                  - cell:
                      id: row
                      text: Row
                      accessible: true
                      children:
                        - button: {id: inner, title: Inner, frame: [0, 50, 100, 44]}
            """)
        #expect(result.spoken == ["inner: Inner. Button."])
        #expect(result.cutOff == ["gone: hidden", "row: notInOrder"])
    }

    @Test("A1.1 a cell's label leaves out hidden children and the labels of non-elements")
    func cellLabelSkipsHiddenChildren() {
        let result = Fixtures.analyze(view: """
            - cell:
                id: row
                children:
                  - label: {text: Title}
                  - label: {text: Draft, hidden: true}
                  - image: {image: star, label: Starred}
                  - view:
                      children:
                        - label: {text: Detail}
            """)
        #expect(result.spoken == ["row: Title, Detail"])
    }
}
