import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import Testing
@testable import A11yAnalyzer

/// Storyboard references (`viewControllerPlaceholder`): followed when the run reads the other
/// storyboard, else an empty screen with a note naming it.
@Suite struct StoryboardReferenceTests {
    @Test func referenceIsFollowedWhenTheOtherStoryboardIsRead() throws {
        let loaded = ProjectLoader.load(paths: [IBFixtures.path("Welcome.storyboard"), IBFixtures.path("Settings.storyboard")])
        #expect(loaded.diagnostics.map(\.description) == [])
        let scene = try #require(loaded.project.scenes.first { $0.id == "Welcome.Welcome.editProfile" })
        #expect(scene.presentations.map(\.presented.id) == ["Settings.ProfileDetail"])
        #expect(scene.presentations.first?.style?.value == .fullScreen)
        #expect(loaded.project.screens["Welcome.reference.Settings.ProfileDetail"] == nil)
        let elements = IBFixtures.voiceOver(loaded.project, scene: "Welcome.Welcome.editProfile")
        #expect(elements.map(\.id) == ["IMG-00-001", "LBL-00-002", "SEG-10-001.0", "SEG-10-001.1", "BTN-00-001"])
    }

    @Test func referenceToAStoryboardNotReadIsANote() {
        let loaded = ProjectLoader.load(paths: [IBFixtures.path("Welcome.storyboard")])
        #expect(loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.ruleID)" } == ["40:17 info ib-unresolved-reference"])
        #expect(loaded.diagnostics.first?.message.contains("'ProfileDetail' in Settings.storyboard") == true)
        #expect(loaded.project.screens["Welcome.reference.Settings.ProfileDetail"]?.view.isEmpty == true)
    }
}
