import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// Tab and segment positions and container groups (reference/voiceover.md A1.6, A2.3).
@Suite struct ContainerContextTests {
    @Test("A2.3 a tabBar container that lists its elements numbers them by list position, not by x")
    func listedTabs() {
        let result = Fixtures.analyze(view: """
            - view:
                id: tabs
                traits: [tabBar]
                order: [right, left]
                children:
                  - button: {id: left, title: Left, frame: [0, 800, 100, 52]}
                  - button: {id: right, title: Right, frame: [200, 800, 100, 52]}
            """)
        #expect(result.texts == ["Right. Tab. 1 of 2.", "Left. Tab. 2 of 2."])
        #expect(result.elements.allSatisfy { $0.isInteractive })
    }

    @Test("A2.2 under a tabBar view, a listed group is placed by its own frame, not by its children")
    func tabBarGroupUsesOwnFrame() {
        let result = Fixtures.analyze(view: """
            - view:
                traits: [tabBar]
                children:
                  - button: {id: middle, title: Middle, frame: [0, 100, 100, 44]}
                  - view:
                      order: [top]
                      frame: [0, 200, 100, 100]
                      children:
                        - button: {id: top, title: Top, frame: [0, -150, 100, 44]}
            """)
        #expect(result.elements.map(\.id) == ["middle", "top"])
        #expect(result.texts == ["Middle. Tab. 1 of 2.", "Top. Tab. 2 of 2."])
    }

    @Test("A1.6 a dataTable container groups its children but says nothing more (no row data in the format)")
    func dataTable() {
        let result = Fixtures.analyze(view: """
            - view:
                id: grid
                containerType: dataTable
                children:
                  - label: {id: a, text: A, frame: [0, 0, 50, 20]}
                  - label: {id: b, text: B, frame: [0, 100, 50, 20]}
            - label: {id: c, text: C, frame: [100, 0, 50, 20]}
            """)
        #expect(result.spoken == ["a: A", "b: B", "c: C"])
        #expect(result.elements.first?.containers == [ContainerMembership(id: "grid", role: .dataTable)])
    }

    @Test("A1.3/A1.2 the parts of a hidden control are unreachable too, and not visible")
    func hiddenParts() {
        let result = Fixtures.analyze(view: """
            - segmented: {id: mode, segments: [A, B], hidden: true, frame: [0, 0, 200, 32]}
            - stepper: {id: count, hiddenFromAccessibility: true, frame: [0, 50, 94, 32]}
            """)
        #expect(result.elements.isEmpty)
        #expect(result.cutOff == [
            "mode.0: hidden", "mode.1: hidden", "count.decrement: hiddenFromAccessibility", "count.increment: hiddenFromAccessibility",
        ])
        #expect(result.unreachable.map(\.isVisible) == [false, false, true, true])
    }

    @Test("The shared assumptions fill the analysis options for an idiom")
    func optionsFromAssumptions() throws {
        let assumptions = try Assumptions.defaults.applying(["alphaThreshold": "0.01", "rowTolerance": "iphone:6,ipad:10",
                                                             "announcementStyle": "speech"])
        let phone = AnalysisOptions(assumptions, idiom: .iphone)
        #expect(phone == AnalysisOptions(alphaThreshold: 0.01, rowTolerance: 6, announcementStyle: .speech))
        #expect(AnalysisOptions(assumptions, idiom: .ipad).rowTolerance(on: .ipad) == 10)
        #expect(AnalysisOptions.defaults.rowTolerance(on: .iphone) == 8)
        #expect(AnalysisOptions.defaults.rowTolerance(on: .ipad) == 13)
    }

    @Test("An announcement prints its hint after a bar")
    func announcementDescription() {
        let result = Fixtures.analyze(view: "- switch: {label: Sync, frame: [0, 0, 51, 31]}")
        #expect(result.elements.map { "\(result.announcement(for: $0))" } == ["Sync. Switch Button. Off. | Double tap to toggle setting."])
    }
}
