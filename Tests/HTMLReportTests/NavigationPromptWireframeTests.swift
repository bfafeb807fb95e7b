import Hierarchy
import AnalysisResult
import ProjectAnalysis
import TestSupport
import Testing
@testable import HTMLReport

/// The wireframe draws the navigation bar from the resolved geometry: with a navigation item's
/// `prompt` (https://developer.apple.com/documentation/uikit/uinavigationitem/prompt) the bar is
/// taller by the prompt's row (assumption `promptHeight`, 30 points), and the prompt is the first
/// element outlined, in its row above the title.
@Suite struct NavigationPromptWireframeTests {
    @Test func theBarAndThePromptAreDrawnFromTheGeometry() throws {
        let project = Spec.project("""
            screens:
              inbox:
                title: Inbox
                navigationItem: {prompt: Select messages to move}
            scenes:
              inbox:
                root: {navigation: {id: nav, stack: [inbox]}}
            """).project
        let analysis = ProjectAnalysis(project: project, environments: [Fixtures.environment("iphone-16", .portrait)])
        let scene = try #require(analysis.environments.first?.scenes.first)
        let entry = ReportDocument.EnvironmentEntry(id: "e", name: "iphone-16 portrait iOS 26")
        let card = try #require(CardInput(scene: scene, environment: entry, relativePath: { $0 }).card())
        let svg = Wireframe(card: card, idPrefix: "w").document()
        #expect(svg.contains(#"<title>navigation bar</title><rect x="0" y="59" width="393" height="74" class="bar-fill"/>"#))
        #expect(svg.contains(#"<g class="element c0"><title>1. Select messages to move [nav.prompt]</title><rect x="0" y="59" width="393" height="30" class="frame"/></g>"#))
    }
}
