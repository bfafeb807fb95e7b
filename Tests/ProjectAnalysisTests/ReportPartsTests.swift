import AnalysisResult
import Foundation
import A11yCore
import Hierarchy
import Testing
import ProjectAnalysis
import TestSupport

/// The parts the HTML report reads beside the others: why each presentation has its style
/// (reference/uikit.md 3.1: `automatic` is pageSheet on iOS 13 to 17 and formSheet from 18;
/// 3.2: a compact width adapts a popover to formSheet; Apple, "UIAdaptivePresentationControllerDelegate")
/// and where each element is declared.
@Suite struct ReportPartsTests {
    private func scene(_ id: String, device: String, parts: AnalysisParts = [.geometry]) throws -> SceneAnalysis {
        let project = Fixtures.project(try Examples.text("modal-styles.yaml"), path: "Examples/modal-styles.yaml")
        let analysis = ProjectAnalysis(project: project, environments: [Fixtures.environment(device, .portrait)],
                                       parts: parts, scene: id)
        return try #require(analysis.environments.first?.scenes.first)
    }

    @Test func automaticResolvesByIOSVersion() throws {
        let geometry = try #require(try scene("automatic", device: "iphone-16").geometry)
        #expect(geometry.presentations.map(\.adaptation)
            == ["Automatic is formSheet on iOS 26 (pageSheet on iOS 13 to 17, formSheet from iOS 18)"])
    }

    @Test func compactWidthAdaptsAPopover() throws {
        let geometry = try #require(try scene("popover", device: "iphone-16").geometry)
        #expect(geometry.presentations.map(\.style) == ["formSheet"])
        #expect(geometry.presentations.map(\.adaptation) == ["A compact width adapts popover to formSheet"])
    }

    @Test func sourcesNameEachElementsLine() throws {
        let scene = try scene("pageSheet", device: "iphone-16", parts: [.voiceOver, .sources])
        let sources = try #require(scene.sources)
        #expect(sources.entries.map { "\($0.screen).\($0.id) \($0.file):\($0.line)" } == [
            "orange.close Examples/modal-styles.yaml:20",
            "green.heading Examples/modal-styles.yaml:13",
            "green.present Examples/modal-styles.yaml:14",
            "green.notifications Examples/modal-styles.yaml:15",
        ])
        #expect(try self.scene("pageSheet", device: "iphone-16", parts: [.voiceOver]).sources == nil)
    }
}
