import A11yCore
import Hierarchy
import Foundation
import TestSupport
import Testing
@testable import A11yAnalyzer

/// Presentation styles the example file does not spell out, and the iPad dismiss region. Sources:
/// experiment E0 (currentContext and overCurrentContext read only Close on an iPhone; a small iPad
/// formSheet reads only Close), reference/assumptions.md `dismissRegion` (every regular-width popover adds
/// it, none with `modalInPresentation`) and `overStylesHidePresenter` (its other reading lets the
/// over styles leak), reference/voiceover.md A1.8 (popovers sit at their source).
@Suite struct ScenePresentationTests {
    /// Examples/modal-styles.yaml with `extraScenes` appended under its `scenes:`.
    static func project(extraScenes: String, orangeExtra: String = "") -> Project {
        var text = (try? String(contentsOf: Examples.directory.appendingPathComponent("modal-styles.yaml"),
                                encoding: .utf8)) ?? ""
        text = text.replacingOccurrences(of: "    preferredContentSize: [320, 240]\n",
                                         with: "    preferredContentSize: [320, 240]\n" + orangeExtra)
        return Spec.project(text + extraScenes).project
    }

    static func analyze(_ project: Project, scene id: String, device: String = "iphone-16",
                        orientation: InterfaceOrientation = .portrait,
                        assumptions: Assumptions = .defaults) -> SceneAccessibilityResult {
        let environment = Fixtures.environment(device, orientation)
        let resolved = Fixtures.scene(id, in: project, environment, assumptions: assumptions)
        return SceneAccessibility.analyze(resolved, project: project, assumptions: assumptions)
    }

    static let contextScenes = """
          currentContext:
            root: green
            presentations:
              - {present: orange, style: currentContext}
          overCurrentContext:
            root: green
            presentations:
              - {present: orange, style: overCurrentContext}

        """

    @Test("experiment E0: the context styles read only Close on an iPhone", arguments: ["currentContext", "overCurrentContext"])
    func contextStyles(_ style: String) {
        let result = Self.analyze(Self.project(extraScenes: Self.contextScenes), scene: style)
        #expect(result.spoken == ["close: Close. Button."])
        #expect(result.unreachable.map(\.reason) == Array(repeating: "covered by orange (\(style))", count: 3))
    }

    @Test("overStylesHidePresenter false (its other reading): overFullScreen leaks, the context styles do not")
    func otherReadingOfOverStyles() {
        var assumptions = Assumptions.defaults
        assumptions.overStylesHidePresenter = false
        let project = Self.project(extraScenes: Self.contextScenes)
        let leak = Self.analyze(project, scene: "overFullScreen", assumptions: assumptions).leaks
        #expect(leak.map { $0.elements.map(\.id) } == [["heading", "present", "notifications"]])
        for style in ["overCurrentContext", "currentContext", "pageSheet"] {
            #expect(Self.analyze(project, scene: style, assumptions: assumptions).spoken == ["close: Close. Button."])
        }
    }

    @Test("an iPad popover adds the dismiss region and sits below its source")
    func iPadPopover() {
        let result = Self.analyze(Self.project(extraScenes: ""), scene: "popover", device: "ipad")
        #expect(result.spoken == ["dismissRegion: dismiss popup. Button.", "close: Close. Button."])
        #expect(result.elements.last?.frame == Rect(x: 24, y: 233, width: 80, height: 44))
    }

    @Test("an iPhone popover its presenter keeps a popover (adaptiveStyle none, https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)) is the same popover presentation: it adds the dismiss region; one that adapts to a full-screen sheet does not")
    func iPhonePopoverKeptAsPopover() {
        let project = Self.project(extraScenes: """
              keptPopover:
                root: green
                presentations:
                  - {present: orange, style: popover, source: present, adaptiveStyle: none}
            """)
        #expect(Self.analyze(project, scene: "keptPopover").spoken == ["dismissRegion: dismiss popup. Button.", "close: Close. Button."])
        #expect(Self.analyze(project, scene: "popover").spoken == ["close: Close. Button."])
    }

    @Test("modalInPresentation removes the dismiss region")
    func modalInPresentation() {
        let project = Self.project(extraScenes: "", orangeExtra: "    modalInPresentation: true\n")
        #expect(Self.analyze(project, scene: "popover", device: "ipad").spoken == ["close: Close. Button."])
        #expect(Self.analyze(project, scene: "pageSheet", device: "ipad", orientation: .landscapeRight).spoken
            == ["close: Close. Button."])
    }
}
