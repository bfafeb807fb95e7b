import AnalysisResult
import Foundation
import A11yCore
import Hierarchy
import Testing
import TestSupport
import ProjectAnalysis

/// Presentations of Examples/modal-styles.yaml drawn as UIKit places them. Sources:
/// reference/voiceover.md A1.8 (popovers sit at their source; custom presentations without
/// `accessibilityViewIsModal` leave the presenter's elements reachable), BarMetrics (a popover's
/// arrow is 13 pt, items keep 8 pt from the window's edge), reference/uikit.md 3.2 (a
/// regular-width formSheet is a centred box of `preferredContentSize`; context styles cover
/// their context's frame).
@Suite struct PresentationGeometryTests {
    private func scene(_ id: String, device: String = "ipad", _ orientation: InterfaceOrientation = .portrait,
                       extraScenes: String = "") throws -> SceneAnalysis {
        let text = try Examples.text("modal-styles.yaml")
        let project = Fixtures.project(text + extraScenes)
        let analysis = ProjectAnalysis(project: project, environments: [Fixtures.environment(device, orientation)],
                                       parts: [.voiceOver, .geometry], scene: id)
        return try #require(analysis.environments.first?.scenes.first)
    }

    @Test("an iPad popover hangs below its source, arrow on top, nothing dimmed")
    func popover() throws {
        let geometry = try #require(try scene("popover").geometry)
        #expect(geometry.presentations == [SceneGeometry.Presentation(
            presented: "orange", presenter: "green", style: "popover", frame: Rect(x: 8, y: 217, width: 320, height: 240),
            dimsPresenter: false, sourceFrame: Rect(x: 16, y: 160, width: 200, height: 44), arrowEdge: "top",
            adaptation: "UIKit keeps popover in a regular width")])
        #expect(geometry.dismissRegion == Rect(x: 0, y: 0, width: 834, height: 1210))
    }

    @Test("a regular-width formSheet is a centred box of preferredContentSize over a dimmed presenter")
    func formSheet() throws {
        let geometry = try #require(try scene("formSheet").geometry)
        #expect(geometry.presentations.map(\.frame) == [Rect(x: 257, y: 485, width: 320, height: 240)])
        #expect(geometry.presentations.map(\.dimsPresenter) == [true])
    }

    @Test("a custom presentation leaks the presenter's elements, in VoiceOver order")
    func customOverlayLeaks() throws {
        let analysed = try scene("customOverlay", device: "iphone-16")
        let geometry = try #require(analysed.geometry)
        #expect(geometry.leakedElements == [
            SceneGeometry.ElementReference(screen: "green", id: "heading"),
            SceneGeometry.ElementReference(screen: "green", id: "present"),
            SceneGeometry.ElementReference(screen: "green", id: "notifications"),
        ])
        #expect(geometry.isLeaked("present", in: "green"))
        #expect(!geometry.isLeaked("close", in: "orange"))
        #expect(geometry.presentations.map(\.dimsPresenter) == [false])
        #expect(analysed.voiceOver?.elements.map(\.id) == ["close", "heading", "present", "notifications"])
    }

    @Test("a context presentation covers its context (the tab bar controller) and the tab bar stays")
    func contextPresentation() throws {
        let extra = """
              inTab:
                root:
                  tabs:
                    id: tabs
                    items: [green]
                presentations:
                  - {present: orange, style: overCurrentContext, from: green}

            """
        let geometry = try #require(try scene("inTab", device: "iphone-16", extraScenes: extra).geometry)
        let tabBar = try #require(geometry.bars.first)
        #expect(tabBar.kind == "tabBar")
        #expect(tabBar.frame == Rect(x: 0, y: 769, width: 393, height: 49))
        let presentation = try #require(geometry.presentations.first)
        let context = geometry.controllers.first { $0.id == presentation.presenter }?.frame
        #expect(presentation.frame == context)
        #expect(presentation.presenter == "tabs")
    }
}
