import AnalysisResult
import Foundation
import A11yCore
import Hierarchy
import Testing
import TestSupport
import ProjectAnalysis

/// The JSON documents `orientation`, `lifecycle` and `voiceover --format json` print (format.md,
/// "Outputs that scripts rely on"): format version 1, the environment's settings, and per scene
/// the fields format.md names, with explicit nulls where it says so.
@Suite struct DocumentTests {
    private func object(_ value: some Encodable) throws -> [String: Any] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try #require(try JSONSerialization.jsonObject(with: encoder.encode(value)) as? [String: Any])
    }

    private func lifecycle(_ yaml: String = Fixtures.presenting("fullScreen"), scene: String? = nil) -> ProjectAnalysis {
        let project = Fixtures.project(yaml)
        return ProjectAnalysis(project: project, environments: [Fixtures.environment(), Fixtures.environment("ipad")],
                               parts: .lifecycle, scene: scene)
    }

    @Test("orientation: formatVersion 1, every field of format.md, explicit nulls, and it decodes again")
    func orientationDocument() throws {
        let project = Examples.project("orientation.yaml")
        let analysis = ProjectAnalysis(project: project, environments: EnvironmentMatrix.defaultMatrix(for: project.app).environments,
                                       parts: .orientation)
        let document = analysis.document(\.orientation)
        #expect(document.formatVersion == 1)
        #expect(document.environments.map(\.environment) == [
            "iphone-16 portrait iOS 26", "iphone-16 landscape iOS 26", "ipad-pro-11 portrait iOS 26", "ipad-pro-11 landscape iOS 26",
        ])
        let object = try object(document)
        #expect(object["formatVersion"] as? Int == 1)
        let environments = try #require(object["environments"] as? [[String: Any]])
        #expect(Set(environments[0].keys) == ["environment", "device", "orientation", "multitasking", "iosVersion",
                                              "layoutDirection", "windowSize", "scenes"])
        #expect(environments[0]["iosVersion"] as? Int == 26)
        let direct = try #require((environments[0]["scenes"] as? [[String: Any]])?.first)
        #expect(Set(direct.keys) == ["scene", "standalone", "decider", "reason", "appMask", "effectiveMask", "initialOrientation",
                                     "rotations", "sizeClasses", "crash", "assumptions"])
        #expect(direct["crash"] is NSNull)
        #expect(direct["effectiveMask"] as? [String] == ["landscapeLeft", "landscapeRight"])
        let rotations = try #require(direct["rotations"] as? [String: Any])
        #expect(rotations.count == 7)
        #expect(rotations["portrait"] is NSNull)
        #expect(rotations["landscapeLeft"] as? String == "landscapeRight")
        let data = try JSONEncoder().encode(document)
        #expect(try JSONDecoder().decode(AnalysisDocument<OrientationResult>.self, from: data) == document)
    }

    @Test("lifecycle: per step the callbacks as \"viewControllerId.callbackName\", unverified ones again with the reason")
    func lifecycleDocument() throws {
        let document = try object(lifecycle().document(\.lifecycle))
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
        #expect(unverified.first?["reason"] as? String == """
            Apple documents which view controllers get appearance callbacks when present(_:animated:completion:) \
            or dismiss(animated:completion:) runs, not how the presenter's and the presented view controller's \
            interleave; the model follows a push's order. \
            https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
            """)
        let presentation = try #require((scene["presentations"] as? [[String: Any]])?.first)
        #expect(presentation["effectiveStyle"] as? String == "fullScreen")
        #expect(presentation["removesPresenterViews"] as? Bool == true)
    }

    @Test func lifecycleDocumentRoundTrips() throws {
        let original = lifecycle().document(\.lifecycle)
        #expect(try JSONDecoder().decode(AnalysisDocument<LifecycleResult>.self, from: JSONEncoder().encode(original)) == original)
    }

    @Test("the scene filter, and an unknown scene with a did-you-mean")
    func sceneFilterAndUnknownScene() throws {
        let yaml = Fixtures.presenting("pageSheet")
            .replacingOccurrences(of: "  detail: {title: Detail}", with: "  detail: {title: Detail}\n  alone: {title: Alone}")
        #expect(lifecycle(yaml).environments.allSatisfy { $0.scenes.map(\.scene) == ["main", "alone"] })
        #expect(lifecycle(yaml, scene: "main").environments.allSatisfy { $0.scenes.map(\.scene) == ["main"] })
        let project = Fixtures.project(yaml)
        #expect(throws: UnknownSceneError(id: "mian", known: ["main", "alone"])) { try UnknownSceneError.resolve("mian", in: project) }
        #expect(try UnknownSceneError.resolve("alone", in: project) == "alone")
        // A screen's title names the scene that shows it.
        #expect(try UnknownSceneError.resolve("Alone", in: project) == "alone")
        #expect(try UnknownSceneError.resolve(nil, in: project) == nil)
        #expect(UnknownSceneError(id: "mian", known: ["main"]).description == "no scene or screen 'mian'; did you mean 'main'?")
    }

    @Test func standaloneScreensAreReportedOnTheirOwn() throws {
        let scene = try #require(lifecycle("screens:\n  alone: {title: Alone}\n", scene: "alone").environments.first?.scenes.first)
        #expect(scene.standalone)
        #expect(scene.lifecycle?.transitions.map(\.kind) == ["build", "rotation"])
    }

    @Test("voiceover: hint and frame written as null, reason only for unreachable elements")
    func voiceOverDocument() throws {
        let project = Fixtures.project(Fixtures.sheet)
        let analysis = ProjectAnalysis(project: project, environments: [Fixtures.environment()], parts: .voiceOver)
        let object = try object(analysis.document(\.voiceOver))
        let scene = try #require(((object["environments"] as? [[String: Any]])?.first?["scenes"] as? [[String: Any]])?.first)
        #expect(Set(scene.keys) == ["scene", "standalone", "presentations", "elements", "unreachable", "assumptions"])
        let close = try #require((scene["elements"] as? [[String: Any]])?.first)
        #expect(Set(close.keys) == ["id", "screen", "announcement", "hint", "frame"])
        #expect(close["hint"] is NSNull)
        let save = try #require((scene["unreachable"] as? [[String: Any]])?.first)
        #expect(save["reason"] as? String == "covered by detail (pageSheet)")
    }

    @Test("a document leaves out the scenes that lack the part")
    func documentOfAMissingPart() {
        let project = Fixtures.project(Fixtures.sheet)
        let analysis = ProjectAnalysis(project: project, environments: [Fixtures.environment()], parts: .orientation)
        #expect(analysis.document(\.voiceOver).environments.map(\.scenes) == [[]])
        #expect(analysis.document(\.orientation).environments.map { $0.scenes.map(\.scene) } == [["main"]])
    }
}
