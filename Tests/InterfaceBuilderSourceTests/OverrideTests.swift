import A11yCore
import Hierarchy
import Foundation
import InterfaceBuilderSource
import OrientationResolver
import SpecInputs
import Testing
import TestSupport

/// A YAML spec that imports a storyboard and overrides what code decides about its screens.
@Suite struct OverrideTests {
    /// A folder with `files` written into it.
    static func folder(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-ib-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        return directory
    }

    static let storyboard = StoryboardText.minimal(subviews: """
                                    <button id="B01-00-001"><rect key="frame" x="16" y="100" width="100" height="44"/><state key="normal" title="Go"/></button>
    """)

    static func mask(_ loaded: LoadedProject, scene: String) -> OrientationMask? {
        let environment = Environment(device: Device.named("iphone-16")!, orientation: .portrait)
        guard let scene = loaded.project.scenes.first(where: { $0.id == scene }) else { return nil }
        let resolved = SceneResolver.resolve(scene, project: loaded.project, environment: environment, assumptions: .defaults)
        return OrientationResolver.resolve(resolved, project: loaded.project).effectiveMask
    }

    /// The root view controller's `supportedInterfaceOrientations` decides
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations):
    /// an override of the root screen's orientations changes the effective mask.
    @Test func orientationOverrideChangesTheResult() throws {
        let plain = try Self.folder(["Test.storyboard": Self.storyboard])
        let before = ProjectLoader.load(paths: [plain.path])
        #expect(before.diagnostics.isEmpty)
        let directory = try Self.folder([
            "Test.storyboard": Self.storyboard,
            "app.yaml": "import: Test.storyboard\noverrides:\n  - match: {storyboardIdentifier: Main}\n    orientations: landscape\n",
        ])
        let after = ProjectLoader.load(paths: [directory.appendingPathComponent("app.yaml").path])
        #expect(after.diagnostics.map(\.description) == [])
        #expect(Self.mask(before, scene: "Test.Main") == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(Self.mask(after, scene: "Test.Main") == [.landscapeLeft, .landscapeRight])
        let orientations = after.project.screens["Test.Main"]?.orientations
        #expect(orientations?.location.file.hasSuffix("app.yaml") == true)
        #expect(orientations?.location.line == 4)
    }

    /// Code that removes a view when the height is compact (in `traitCollectionDidChange(_:)`)
    /// is said with an element override's `installed`: the view leaves the landscape iPhone's
    /// VoiceOver order only.
    @Test func elementOverrideSetsWhereTheViewIsInstalled() throws {
        let directory = try Self.folder([
            "Test.storyboard": Self.storyboard,
            "app.yaml": "import: Test.storyboard\noverrides:\n  - match: {screen: Test.Main}\n    elements:\n      - button: {id: B01-00-001, installed: {hC: false}}\n",
        ])
        let loaded = ProjectLoader.load(paths: [directory.appendingPathComponent("app.yaml").path])
        #expect(loaded.diagnostics.map(\.description) == [])
        #expect(loaded.project.screens["Test.Main"]?.dependsOnSizeClasses == true)
        #expect(IBFixtures.voiceOver(loaded.project, scene: "Test.Main").map(\.id) == ["B01-00-001"])
        #expect(IBFixtures.voiceOver(loaded.project, scene: "Test.Main", orientation: .landscapeLeft).map(\.id) == [])
    }

    /// Code that hides a view when the height is compact is said with an element override's
    /// `variations` (the size-class rule of "Size-Class-Specific Layout",
    /// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/Size-ClassSpecificLayout.html):
    /// the view is hidden, so not spoken, on the landscape iPhone only.
    @Test func elementOverrideSetsVariations() throws {
        let directory = try Self.folder([
            "Test.storyboard": Self.storyboard,
            "app.yaml": "import: Test.storyboard\noverrides:\n  - match: {screen: Test.Main}\n    elements:\n      - button: {id: B01-00-001, variations: {hC: {hidden: true}}}\n",
        ])
        let loaded = ProjectLoader.load(paths: [directory.appendingPathComponent("app.yaml").path])
        #expect(loaded.diagnostics.map(\.description) == [])
        let variations = loaded.project.screens["Test.Main"]?.view.first?.variations
        #expect(variations?.location.file.hasSuffix("app.yaml") == true)
        #expect(IBFixtures.voiceOver(loaded.project, scene: "Test.Main").map(\.id) == ["B01-00-001"])
        #expect(IBFixtures.voiceOver(loaded.project, scene: "Test.Main", orientation: .landscapeLeft).map(\.id) == [])
    }

    /// Element overrides replace the properties they set on the element with that id.
    @Test func elementOverrideSetsTheLabel() throws {
        let directory = try Self.folder([
            "Test.storyboard": Self.storyboard,
            "app.yaml": "import: Test.storyboard\noverrides:\n  - match: {class: Nothing}\n  - match: {screen: Test.Main}\n    elements:\n      - button: {id: B01-00-001, label: Continue}\n      - label: {id: NOPE, text: x}\n",
        ])
        let loaded = ProjectLoader.load(paths: [directory.appendingPathComponent("app.yaml").path])
        #expect(loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["3:5 spec-unknown-reference", "7:17 spec-unknown-reference"])
        let button = loaded.project.screens["Test.Main"]?.view.first
        #expect(button?.label?.value == "Continue")
        #expect(button?.title?.value == "Go")
    }

    @Test func missingImportIsLocated() throws {
        let directory = try Self.folder(["app.yaml": "import: [Gone.storyboard]\n"])
        let loaded = ProjectLoader.load(paths: [directory.appendingPathComponent("app.yaml").path])
        #expect(loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["1:10 spec-unknown-reference"])
    }
}
