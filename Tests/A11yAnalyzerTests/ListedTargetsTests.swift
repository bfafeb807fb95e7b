import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// What a container's listed ids name. The walker relies on a segmented control without `order`
/// listing its own segments: their ids name the segments even where a subview has the same id.
@Suite struct ListedTargetsTests {
    @Test("a container's own part ids name its parts before any descendant with the same id")
    func ownPartsComeFirst() throws {
        let loaded = Spec.project("""
            screens:
              s:
                view:
                  - segmented:
                      id: seg
                      segments: [A, B, C]
                      children:
                        - button: {id: seg.0, title: X}
                        - segmented: {id: seg.1, segments: [D]}
            """)
        let control = try #require(loaded.project.screens["s"]?.view.first)
        let place = Placement.root(x: 0, y: 0).rootChild(0)
        let targets = ListedTargets(container: control, at: place, factory: ElementFactory(screenID: "s", alphaThreshold: 0))
        for (index, part) in ControlParts(element: control, frame: nil).parts.enumerated() {
            guard case .part(_, let ownerPlace, let found)? = targets.target(named: "seg.\(index)") else {
                Issue.record("seg.\(index) does not name a part")
                continue
            }
            #expect(found == part && ownerPlace.path == place.path)
        }
    }
}
