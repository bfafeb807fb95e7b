import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import Testing
@testable import A11yAnalyzer

/// The hand-written Card.xib: the File's Owner's view becomes a screen named after its class.
@Suite struct XibTests {
    static let loaded = IBFixtures.load("Card.xib")

    @Test func ownersViewIsAScreen() throws {
        #expect(Self.loaded.diagnostics.isEmpty)
        let screen = try #require(Self.loaded.project.screens["Card.CardViewController"])
        #expect(screen.className?.value == "CardViewController")
        #expect(screen.view.map(\.kind) == [.label, .button, .pageControl, .stepper])
    }

    /// `isElement NO` and `none="YES"` traits: the label is not an element and its traits are
    /// empty; a runtime attribute sets the button's label (UIKit sets runtime attributes by key
    /// path when the nib loads); a stepper at its minimum has a dimmed Decrement button.
    @Test func voiceOverReadsRuntimeLabelAndStepper() {
        let project = Self.loaded.project
        let label = project.screens["Card.CardViewController"]?.view.first
        #expect(label?.accessible?.value == false)
        #expect(label?.traits == [])
        let environment = Environment(device: Device.named("iphone-16")!, orientation: .portrait)
        let scene = Scene.standalone(project.screens["Card.CardViewController"]!)
        let resolved = SceneResolver.resolve(scene, isStandalone: true, project: project, environment: environment, assumptions: .defaults)
        let elements = SceneAccessibility.analyze(resolved, project: project, assumptions: .defaults).elements
        #expect(elements.map(\.id) == ["BTN-00-001", "STP-00-001.decrement", "STP-00-001.increment", "PGC-00-001"])
        #expect(elements.first?.label == "Add to Wallet")
        #expect(elements[1].traits.contains(.notEnabled))
    }
}
