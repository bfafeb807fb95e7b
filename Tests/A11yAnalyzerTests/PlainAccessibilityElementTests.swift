import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// `accessibilityElement`: a UIAccessibilityElement, as apps create for drawn content and charts.
@Suite struct PlainAccessibilityElementTests {
    private static let chart = """
        - custom:
            id: chart
            class: BarChartView
            frame: [16, 100, 361, 200]
            order: [feb, jan]
            children:
              - accessibilityElement: {id: jan, label: January, value: 120 units, traits: [image], accessible: true, frame: [0, 100, 100, 100]}
              - accessibilityElement: {id: feb, label: February, value: 80 units, hint: Opens the month., accessible: true, frame: [120, 150, 100, 50]}
        """

    @Test("https://developer.apple.com/documentation/uikit/uiaccessibilityelement: a custom container lists its UIAccessibilityElements in accessibilityElements; each speaks its label, value, traits and hint")
    func listedInACustomContainer() {
        let result = Fixtures.analyze(view: Self.chart)
        #expect(result.spoken == ["feb: February: 80 units", "jan: January: 120 units. Image."])
        #expect(result.hints == ["Opens the month.", "-"])
        #expect(result.elements.map(\.kind) == [.accessibilityElement, .accessibilityElement])
    }

    @Test("https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace: the frame is in its container's coordinates")
    func frameInContainerSpace() {
        let result = Fixtures.analyze(view: Self.chart)
        #expect(result.elements.map(\.frame) == [Rect(x: 136, y: 250, width: 100, height: 50), Rect(x: 16, y: 200, width: 100, height: 100)])
    }

    @Test("https://developer.apple.com/documentation/uikit/uiaccessibilitycontainer: an element no container lists in accessibilityElements is not reached (it is not a subview)")
    func unlistedIsUnreachable() {
        let result = Fixtures.analyze(view: """
            - view:
                id: plot
                frame: [0, 100, 300, 200]
                children:
                  - label: {id: caption, text: Sales, frame: [0, 0, 300, 20]}
                  - accessibilityElement: {id: bar, label: Bar, accessible: true, frame: [0, 50, 50, 50]}
            - accessibilityElement: {id: loose, label: Loose, accessible: true, frame: [0, 400, 50, 50]}
            """)
        #expect(result.spoken == ["caption: Sales"])
        #expect(result.cutOff == ["bar: notInOrder", "loose: notInOrder"])
    }

    @Test("https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement: false by default, so an element that does not set accessible says nothing")
    func notAccessibleByDefault() {
        let result = Fixtures.analyze(view: """
            - view:
                order: [quiet, loud]
                frame: [0, 100, 300, 200]
                children:
                  - accessibilityElement: {id: quiet, label: Quiet, frame: [0, 0, 50, 50]}
                  - accessibilityElement: {id: loud, label: Loud, accessible: true, frame: [60, 0, 50, 50]}
            """)
        #expect(result.spoken == ["loud: Loud"])
    }
}
