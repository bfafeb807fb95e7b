import AnalysisResult
import Foundation
import A11yCore
import Hierarchy
import Testing
import TestSupport
import ProjectAnalysis

/// The result for small specs, part by part. Sources for the numbers: BarMetrics' documented
/// sizes (Apple's HIG "Layout"; iOS 17/18 simulator measurements): a Face ID iPhone's status bar
/// is 59 pt and its home indicator 34 pt, a navigation bar 44 pt, a sheet card starts 10 pt below
/// the status bar, a regular-width pageSheet is as wide as the device in portrait
/// (UIModalPresentationStyle documentation, "pageSheet"); reference/assumptions.md `dismissRegion` and
/// reference/voiceover.md A1.8 (the iPad dismiss region, presenter elements covered by sheets,
/// leaked by custom presentations).
@Suite struct SceneAnalysisTests {
    private let iPhone = Fixtures.environment()
    private let iPadLandscape = Fixtures.environment("ipad", .landscapeRight)

    private func analysis(_ yaml: String = Fixtures.sheet, parts: AnalysisParts = .scenes,
                          environments: [Environment]? = nil, scene: String? = nil) -> ProjectAnalysis {
        let project = Fixtures.project(yaml)
        return ProjectAnalysis(project: project, environments: environments ?? [iPhone, iPadLandscape], parts: parts, scene: scene)
    }

    @Test func environmentHeaderIsPlainValues() {
        let environment = analysis().environments[1]
        #expect(environment.environment == "ipad-pro-11 landscape iOS 26")
        #expect(environment.device == "ipad-pro-11")
        #expect(environment.orientation == "landscapeRight")
        #expect(environment.multitasking == "fullScreen")
        #expect(environment.iosVersion == 26)
        #expect(environment.layoutDirection == "leftToRight")
        #expect(environment.windowSize == [1210, 834])
    }

    @Test("a page sheet on an iPhone: VoiceOver reads only the sheet; the presenter and its bar are covered")
    func pageSheetOnIPhone() throws {
        let scene = try #require(analysis().environments[0].scenes.first)
        #expect(scene.scene == "main" && !scene.standalone)
        let voiceOver = try #require(scene.voiceOver)
        #expect(voiceOver.presentations == [VoiceOverResult.Presentation(
            presented: "detail", presenter: "nav", requestedStyle: "pageSheet", effectiveStyle: "pageSheet", outcome: "presented")])
        #expect(voiceOver.elements == [VoiceOverResult.Element(
            id: "close", screen: "detail", announcement: "Close. Button.", hint: nil, frame: [16, 85, 80, 44], reason: nil)])
        #expect(voiceOver.unreachable.map { "\($0.screen)/\($0.id): \($0.reason ?? "")" } == [
            "home/save: covered by detail (pageSheet)", "home/nav.title: covered by detail (pageSheet)",
        ])
        #expect(voiceOver.assumptions == ["overStylesHidePresenter", "alphaThreshold", "rowTolerance", "announcementStyle"])
    }

    @Test("geometry of a page sheet on an iPhone 16 in portrait")
    func pageSheetGeometryOnIPhone() throws {
        let geometry = try #require(analysis().environments[0].scenes.first?.geometry)
        #expect(geometry.window == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(geometry.safeArea == SceneGeometry.Insets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(geometry.statusBar == Rect(x: 0, y: 0, width: 393, height: 59))
        #expect(geometry.bars == [SceneGeometry.Bar(kind: "navigationBar", owner: "nav", frame: Rect(x: 0, y: 59, width: 393, height: 44))])
        #expect(geometry.controllers == [
            SceneGeometry.Controller(id: "nav", frame: Rect(x: 0, y: 0, width: 393, height: 852)),
            SceneGeometry.Controller(id: "home", frame: Rect(x: 0, y: 0, width: 393, height: 852)),
            SceneGeometry.Controller(id: "detail", frame: Rect(x: 0, y: 69, width: 393, height: 783)),
        ])
        #expect(geometry.presentations == [SceneGeometry.Presentation(
            presented: "detail", presenter: "nav", style: "pageSheet", frame: Rect(x: 0, y: 69, width: 393, height: 783),
            dimsPresenter: true, sourceFrame: nil, arrowEdge: nil, adaptation: "UIKit keeps pageSheet in a compact width")])
        #expect(geometry.dismissRegion == nil)
        #expect(geometry.leakedElements == [])
    }

    @Test("an iPad page sheet in landscape: centred, as wide as the iPad in portrait, the dismiss region first")
    func pageSheetOnIPadLandscape() throws {
        let scene = try #require(analysis().environments[1].scenes.first)
        #expect(scene.voiceOver?.elements.map(\.id) == ["dismissRegion", "close"])
        #expect(scene.voiceOver?.elements.first?.announcement == "dismiss popup. Button.")
        let geometry = try #require(scene.geometry)
        #expect(geometry.statusBar == Rect(x: 0, y: 0, width: 1210, height: 24))
        #expect(geometry.safeArea == SceneGeometry.Insets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(geometry.presentations.map(\.frame) == [Rect(x: 188, y: 34, width: 834, height: 800)])
        #expect(geometry.dismissRegion == Rect(x: 0, y: 0, width: 1210, height: 834))
    }

    @Test("an iPhone in landscape hides the status bar and keeps the sensor housing clear at the sides")
    func landscapeIPhoneHasNoStatusBar() throws {
        let landscape = Fixtures.environment("iphone-16", .landscapeRight)
        let geometry = try #require(analysis(environments: [landscape]).environments[0].scenes.first?.geometry)
        #expect(geometry.statusBar == nil)
        #expect(geometry.safeArea == SceneGeometry.Insets(top: 0, left: 59, bottom: 21, right: 59))
        // Compact height: the page sheet fills the window, so nothing is dimmed.
        #expect(geometry.presentations.map(\.dimsPresenter) == [false])
    }

    @Test("orientation: the navigation controller decides on an iPhone; a full-screen iPad asks no one")
    func orientation() throws {
        let environments = analysis(parts: .orientation).environments
        let iPhone = try #require(environments[0].scenes.first?.orientation)
        #expect(iPhone.decider == "nav")
        #expect(iPhone.effectiveMask == ["portrait", "landscapeLeft", "landscapeRight"])
        #expect(iPhone.initialOrientation == "portrait")
        #expect(iPhone.sizeClasses.description == "compact / regular")
        #expect(iPhone.rotations["portraitUpsideDown"] == nil)
        #expect(iPhone.rotations["landscapeLeft"] == "landscapeRight")
        #expect(iPhone.crash == nil)
        let iPad = try #require(environments[1].scenes.first?.orientation)
        #expect(iPad.decider == nil)
        #expect(iPad.effectiveMask == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
    }

    @Test("lifecycle: the build sends the root's appearance callbacks, then the sheet's; the presenter stays")
    func lifecycle() throws {
        let lifecycle = try #require(analysis(parts: .lifecycle).environments[0].scenes.first?.lifecycle)
        #expect(lifecycle.presentations == [LifecycleResult.Presentation(
            presented: "detail", caller: "nav", presenter: "nav", requestedStyle: "pageSheet", effectiveStyle: "pageSheet",
            removesPresenterViews: false)])
        let build = try #require(lifecycle.transitions.first)
        #expect(build.kind == "build")
        #expect(build.steps.map(\.callbacks) == [
            ["nav.viewWillAppear", "home.viewWillAppear", "nav.viewIsAppearing", "home.viewIsAppearing", "nav.viewDidAppear",
             "home.viewDidAppear"],
            ["detail.viewWillAppear", "detail.viewIsAppearing", "detail.viewDidAppear"],
        ])
        #expect(lifecycle.transitions.map(\.kind).prefix(2) == ["build", "dismiss"])
    }

    @Test("only the parts asked for are computed, only for the scene asked for")
    func partsAndSceneFilter() throws {
        let both = analysis(Fixtures.sheet.replacingOccurrences(
            of: "scenes:", with: "  alone: {title: Alone}\nscenes:"), parts: .orientation)
        #expect(both.parts == .orientation)
        #expect(both.environments[0].scenes.map(\.scene) == ["main", "alone"])
        #expect(both.environments[0].scenes.map(\.standalone) == [false, true])
        let scene = try #require(both.environments[0].scenes.first)
        #expect(scene.orientation != nil && scene.voiceOver == nil && scene.lifecycle == nil && scene.geometry == nil)
        #expect(both.findings == nil)
        let one = analysis(parts: .voiceOver, scene: "main")
        #expect(one.environments.map { $0.scenes.map(\.scene) } == [["main"], ["main"]])
        #expect(one.scene("main").map { "\($0.environment.environment): \($0.scene.voiceOver?.elements.count ?? 0)" }
            == ["iphone-16 portrait iOS 26: 1", "ipad-pro-11 landscape iOS 26: 2"])
        #expect(one.scene("alone").isEmpty)
    }
}
