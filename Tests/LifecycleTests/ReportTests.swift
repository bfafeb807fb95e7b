import A11yCore
import A11yModel
import Foundation
import TestSupport
import Testing
@testable import Lifecycle

/// The JSON report (format.md: per step, the callbacks in order as "viewControllerId.callbackName")
/// and the text timeline.
@Suite struct ReportTests {
    private func report(_ yaml: String = Fixtures.presenting("fullScreen"), sceneID: String? = nil) throws -> LifecycleReport {
        let project = Spec.project(yaml).project
        return try LifecycleReport(project: project, environments: [Fixtures.environment(), Fixtures.environment("ipad")],
                                   sceneID: sceneID)
    }

    private func json(_ report: LifecycleReport) throws -> [String: Any] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try #require(try JSONSerialization.jsonObject(with: encoder.encode(report)) as? [String: Any])
    }

    @Test func jsonHasFormatVersionAndCallbackStringsPerStep() throws {
        let document = try json(report())
        #expect(document["formatVersion"] as? Int == 1)
        let environments = try #require(document["environments"] as? [[String: Any]])
        #expect(environments.map { $0["environment"] as? String } == ["iphone-16 portrait iOS 26", "ipad-pro-11 portrait iOS 26"])
        let scene = try #require((environments[0]["scenes"] as? [[String: Any]])?.first)
        #expect(scene["scene"] as? String == "main")
        let build = try #require((scene["transitions"] as? [[String: Any]])?.first)
        #expect(build["kind"] as? String == "build")
        let steps = try #require(build["steps"] as? [[String: Any]])
        #expect(steps[1]["callbacks"] as? [String] == ["home.viewWillDisappear", "detail.viewWillAppear", "detail.viewIsAppearing",
                                                       "home.viewDidDisappear", "detail.viewDidAppear"])
        let unverified = try #require(steps[1]["unverified"] as? [[String: Any]])
        #expect(unverified.map { $0["index"] as? Int } == [1, 2, 4])
        #expect(unverified.first?["order"] as? String == "presenterAndPresented")
        #expect((unverified.first?["reason"] as? String)?.hasPrefix("3.3") == true)
        let presentation = try #require((scene["presentations"] as? [[String: Any]])?.first)
        #expect(presentation["effectiveStyle"] as? String == "fullScreen")
        #expect(presentation["removesPresenterViews"] as? Bool == true)
    }

    @Test func jsonRoundTrips() throws {
        let original = try report()
        let decoded = try JSONDecoder().decode(LifecycleReport.self, from: JSONEncoder().encode(original))
        #expect(decoded == original)
    }

    @Test func sceneFilterAndUnknownScene() throws {
        let yaml = Fixtures.presenting("pageSheet")
            .replacingOccurrences(of: "  detail: {title: Detail}", with: "  detail: {title: Detail}\n  alone: {title: Alone}")
        #expect(try report(yaml).environments.allSatisfy { $0.scenes.map(\.scene) == ["main", "alone"] })
        #expect(try report(yaml, sceneID: "main").environments.allSatisfy { $0.scenes.map(\.scene) == ["main"] })
        #expect(throws: UnknownSceneError(id: "mian", known: ["main", "alone"])) { try report(yaml, sceneID: "mian") }
        #expect(UnknownSceneError(id: "mian", known: ["main"]).description == "no scene 'mian'; did you mean 'main'?")
    }

    @Test func standaloneScreensAreReportedOnTheirOwn() throws {
        let yaml = """
            screens:
              alone: {title: Alone}
            """
        let scene = try #require(try report(yaml, sceneID: "alone").environments.first?.scenes.first)
        #expect(scene.standalone)
        #expect(scene.transitions.map(\.kind) == [.build, .rotation])
    }

    @Test func callbackTextParsesBack() {
        #expect(LifecycleCallback(text: "nav@3:5.willMove(toParent:)") == LifecycleCallback("nav@3:5", .willMoveToParent))
        #expect(LifecycleCallback(text: "my.list.viewWillAppear") == LifecycleCallback("my.list", .viewWillAppear))
        #expect(LifecycleCallback(text: "list.reloadData") == nil)
    }

    @Test func textTimelineShowsStepsFlagsAndReasons() throws {
        let text = LifecycleTextRenderer.render(try report(sceneID: "main"))
        #expect(text.hasPrefix("iphone-16 portrait iOS 26\n"))
        #expect(text.contains("    detail: fullScreen, presented by home (called from home), removes the presenter's views\n"))
        #expect(text.contains("    build: main is built: the root appears, then each presentation in turn\n      1. home appears as the window's root\n         home.viewWillAppear\n"))
        #expect(text.contains("      2. home presents detail (fullScreen)\n         home.viewWillDisappear\n"
                              + "       ? detail.viewWillAppear  [presenterAndPresented]\n"))
        #expect(text.contains("    ? unverified order:\n      presenterAndPresented: 3.3"))
        #expect(text.contains("\nipad-pro-11 portrait iOS 26\n"))
        #expect(text.hasSuffix("\n"))
    }
}
