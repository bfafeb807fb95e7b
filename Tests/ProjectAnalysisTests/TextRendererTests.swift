import AnalysisResult
import AnalysisText
import Foundation
import A11yCore
import Hierarchy
import Testing
import TestSupport
import ProjectAnalysis

/// The text `orientation`, `lifecycle` and `voiceover` print, read from the analysis result.
@Suite struct TextRendererTests {
    @Test("orientation: one row per scene with decider, mask, start and rotations")
    func orientationText() throws {
        let project = Examples.project("orientation.yaml")
        let analysis = ProjectAnalysis(project: project, environments: [Fixtures.environment()], parts: .orientation)
        let lines = AnalysisTextRenderer.render(analysis, .orientation).split(separator: "\n").map(String.init)
        #expect(lines[0] == "iphone-16 portrait iOS 26")
        #expect(lines[1].hasPrefix("  scene "))
        #expect(lines[2].hasPrefix("  direct ") && lines[2].contains("landscapeOnly") && lines[2].contains("P>- U>- L>R R>L up>- down>- ?>-"))
        #expect(lines[3].contains("nav") && lines[3].contains("PLR"))
    }

    @Test("lifecycle: the timeline with steps, unverified flags and their reasons, one block per environment")
    func lifecycleText() {
        let project = Fixtures.project(Fixtures.presenting("fullScreen"))
        let analysis = ProjectAnalysis(project: project, environments: [Fixtures.environment(), Fixtures.environment("ipad")],
                                       parts: .lifecycle, scene: "main")
        let text = AnalysisTextRenderer.render(analysis, .lifecycle)
        #expect(text.hasPrefix("iphone-16 portrait iOS 26\n"))
        #expect(text.contains("    detail: fullScreen, presented by home (called from home), removes the presenter's views\n"))
        #expect(text.contains("    build: main is built: the root appears, then each presentation in turn\n      1. home appears as the window's root\n         home.viewWillAppear\n"))
        #expect(text.contains("      2. home presents detail (fullScreen)\n         home.viewWillDisappear\n"
                              + "       ? detail.viewWillAppear  [presenterAndPresented]\n"))
        #expect(text.contains("    ? unverified order:\n      presenterAndPresented: Apple documents which view controllers "
                              + "get appearance callbacks when present(_:animated:completion:)"))
        #expect(text.contains("\nipad-pro-11 portrait iOS 26\n"))
        #expect(text.hasSuffix("\n"))
    }

    @Test("voiceover: each scene titled with its environment, the list numbered, then what is unreachable")
    func voiceOverText() {
        let project = Fixtures.project(Fixtures.sheet)
        let analysis = ProjectAnalysis(project: project, environments: [Fixtures.environment(), Fixtures.environment("ipad", .landscapeRight)],
                                       parts: .voiceOver)
        #expect(AnalysisTextRenderer.render(analysis, .voiceOver) == """
            main on iphone-16 portrait iOS 26
              nav presents detail as pageSheet: presented
              1. Close. Button.  [close in detail]
              unreachable:
                save in home: covered by detail (pageSheet)
                nav.title in home: covered by detail (pageSheet)
              assumptions: overStylesHidePresenter, alphaThreshold, rowTolerance, announcementStyle

            main on ipad-pro-11 landscape iOS 26
              nav presents detail as pageSheet: presented
              1. dismiss popup. Button.  [dismissRegion in detail]
              2. Close. Button.  [close in detail]
              unreachable:
                save in home: covered by detail (pageSheet)
                nav.title in home: covered by detail (pageSheet)
              assumptions: overStylesHidePresenter, dismissRegion, alphaThreshold, rowTolerance, announcementStyle

            """)
    }

    @Test("a project without scenes prints nothing for voiceover, a header and an empty table for orientation")
    func emptyProject() {
        let project = Fixtures.project("app: {name: Empty}\n")
        let analysis = ProjectAnalysis(project: project, environments: [Fixtures.environment()], parts: .scenes)
        #expect(AnalysisTextRenderer.render(analysis, .voiceOver) == "")
        #expect(AnalysisTextRenderer.render(analysis, .orientation).hasPrefix("iphone-16 portrait iOS 26\n  scene"))
        #expect(AnalysisTextRenderer.render(analysis, .lifecycle) == "iphone-16 portrait iOS 26\n")
    }
}
