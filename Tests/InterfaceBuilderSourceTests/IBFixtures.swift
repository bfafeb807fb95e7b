import A11yCore
import Hierarchy
import Foundation
import InterfaceBuilderSource
import SpecInputs
import Testing
@testable import A11yAnalyzer

/// The hand-written fixtures in `Tests/Fixtures/InterfaceBuilder/` and helpers to analyze them.
enum IBFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("InterfaceBuilder")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The project the fixture `name` loads into through the spec source registry.
    static func load(_ name: String) -> LoadedProject {
        ProjectLoader.assemble([SpecSources.standard.load(path: path(name))])
    }

    /// The project XML text loads into (in memory).
    static func decode(_ xml: String, path: String = "/nonexistent/Test.storyboard") -> LoadedProject {
        ProjectLoader.assemble([InterfaceBuilderLoader.decode(Array(xml.utf8), path: path)])
    }

    /// The VoiceOver elements of scene `id` on `device` (an iPhone 16) in `orientation` (portrait).
    static func voiceOver(_ project: Project, scene id: String, device: String = "iphone-16",
                          orientation: InterfaceOrientation = .portrait) -> [AccessibilityElement] {
        let environment = Environment(device: Device.named(device)!, orientation: orientation)
        guard let scene = project.scenes.first(where: { $0.id == id }) else {
            Issue.record("no scene \(id); scenes: \(project.scenes.map(\.id))")
            return []
        }
        let resolved = SceneResolver.resolve(scene, project: project, environment: environment, assumptions: .defaults)
        return SceneAccessibility.analyze(resolved, project: project, assumptions: .defaults).elements
    }
}
