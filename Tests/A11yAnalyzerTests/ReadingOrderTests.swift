import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// VoiceOver's reading order (reference/voiceover.md A2).
@Suite struct ReadingOrderTests {
    @Test("A2.1 rows top to bottom, each row left to right, keyed on the top-left corner")
    func grid() {
        let result = Fixtures.analyze(view: """
            - label: {id: d, text: D, frame: [200, 100, 50, 20]}
            - label: {id: c, text: C, frame: [0, 100, 50, 20]}
            - label: {id: b, text: B, frame: [200, 0, 50, 20]}
            - label: {id: a, text: A, frame: [0, 0, 150, 90]}
            """)
        #expect(result.elements.map(\.id) == ["a", "b", "c", "d"])
    }

    @Test("A2.1 right-to-left reverses each row: A B / C D reads B, A, D, C")
    func rightToLeft() {
        let result = Fixtures.analyze(view: """
            - label: {id: a, text: A, frame: [0, 0, 50, 20]}
            - label: {id: b, text: B, frame: [200, 0, 50, 20]}
            - label: {id: c, text: C, frame: [0, 100, 50, 20]}
            - label: {id: d, text: D, frame: [200, 100, 50, 20]}
            """, layoutDirection: .rightToLeft)
        #expect(result.elements.map(\.id) == ["b", "a", "d", "c"])
    }

    @Test("A2.2 origins less than 8 pt apart are one row on iPhone; 8 pt apart are two rows")
    func phoneRowTolerance() {
        let view = """
            - label: {id: right, text: Right, frame: [200, 0, 50, 20]}
            - label: {id: left, text: Left, frame: [0, DY, 50, 20]}
            """
        let sameRow = Fixtures.analyze(view: view.replacingOccurrences(of: "DY", with: "7.9"))
        #expect(sameRow.elements.map(\.id) == ["left", "right"])
        let twoRows = Fixtures.analyze(view: view.replacingOccurrences(of: "DY", with: "8"))
        #expect(twoRows.elements.map(\.id) == ["right", "left"])
    }

    @Test("A2.2 the row tolerance is 13 pt on iPad, and the rowTolerance assumption overrides it")
    func padRowTolerance() {
        let view = """
            - label: {id: right, text: Right, frame: [200, 0, 50, 20]}
            - label: {id: left, text: Left, frame: [0, 12, 50, 20]}
            """
        #expect(Fixtures.analyze(view: view, idiom: .ipad).elements.map(\.id) == ["left", "right"])
        #expect(Fixtures.analyze(view: view, idiom: .iphone).elements.map(\.id) == ["right", "left"])
        let override = AnalysisOptions(rowTolerance: 4)
        #expect(Fixtures.analyze(view: view, idiom: .ipad, options: override).elements.map(\.id) == ["right", "left"])
    }

    @Test("A2.2 a group is placed by its first child in reading order, not by its union")
    func groupPlacedByFirstChild() {
        let result = Fixtures.analyze(view: """
            - label: {id: outside, text: Outside, frame: [100, 40, 50, 20]}
            - view:
                group: true
                children:
                  - label: {id: low, text: Low, frame: [0, 300, 50, 20]}
                  - label: {id: high, text: High, frame: [300, 50, 50, 20]}
            """)
        #expect(result.elements.map(\.id) == ["outside", "high", "low"])
    }

    @Test("A2.2 an explicitly ordered group keeps its order and is placed by its best child")
    func explicitGroupPlacement() {
        let result = Fixtures.analyze(view: """
            - label: {id: middle, text: Middle, frame: [0, 100, 50, 20]}
            - view:
                order: [late, early]
                children:
                  - label: {id: early, text: Early, frame: [0, 0, 50, 20]}
                  - label: {id: late, text: Late, frame: [0, 200, 50, 20]}
            """)
        #expect(result.elements.map(\.id) == ["late", "early", "middle"])
    }

    @Test("A2.2 frames are relative to the parent; the window frame adds the origin and every ancestor")
    func windowFrames() {
        let screen = Fixtures.screen("""
            screens:
              nested:
                view:
                  - view:
                      frame: [10, 20, 300, 300]
                      children:
                        - view:
                            children:
                              - button: {id: deep, title: Deep, frame: [5, 6, 44, 44]}
            """)
        let result = ScreenAccessibility.analyze(screen: screen, origin: (x: 100, y: 200))
        #expect(result.elements.map(\.frame) == [Rect(x: 115, y: 226, width: 44, height: 44)])
        #expect(result.elements.map(\.id) == ["deep"])
    }

    @Test("A2.2 elements without a frame sort after placed ones, in input order (CGRect.null)")
    func unplacedElementsComeLast() {
        let result = Fixtures.analyze(view: """
            - label: {id: first, text: First}
            - label: {id: placed, text: Placed, frame: [0, 500, 50, 20]}
            - label: {id: second, text: Second}
            """)
        #expect(result.elements.map(\.id) == ["placed", "first", "second"])
    }

    @Test("A2.2 elements without an id get their kind and path; parts get the owner's id and the part")
    func derivedIDs() {
        let result = Fixtures.analyze(view: """
            - view:
                children:
                  - label: {text: Unnamed, frame: [0, 0, 50, 20]}
                  - stepper: {id: count, frame: [0, 50, 94, 32]}
                  - stepper: {frame: [0, 100, 94, 32]}
            """)
        #expect(result.elements.map(\.id) == [
            "label[0.0]", "count.decrement", "count.increment", "stepper[0.2].decrement", "stepper[0.2].increment",
        ])
    }

    @Test("A2.2 the ordering function works on a flat list of elements too")
    func flatList() {
        let placed = Fixtures.analyze(view: """
            - label: {id: b, text: B, frame: [100, 0, 50, 20]}
            - label: {id: a, text: A, frame: [0, 3, 50, 20]}
            """).elements
        let ordered = ReadingOrder.sorted(placed.reversed(), layoutDirection: .leftToRight, idiom: .iphone)
        #expect(ordered.map(\.id) == ["a", "b"])
    }
}
