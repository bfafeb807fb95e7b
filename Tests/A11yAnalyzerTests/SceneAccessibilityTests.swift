import A11yCore
import Hierarchy
import Foundation
import SpecInputs
import TestSupport
import Testing
import YAMLSource
@testable import A11yAnalyzer

/// Scene-level VoiceOver reachability on the repository's examples. Sources: experiment E0 (device
/// experiment: every standard style hides the presenter, only Close is read; an iPad pageSheet in
/// landscape also reads "dismiss popup"), reference/voiceover.md A1.8 (custom presentations leak,
/// openradar 29384356), A1.9 and A3.4 (navigation bar: back button from the previous title, title
/// as a heading, bar items as buttons).
@Suite struct SceneAccessibilityTests {
    static func analyze(_ file: String, scene id: String, device: String = "iphone-16",
                        orientation: InterfaceOrientation = .portrait, assumptions: Assumptions = .defaults) -> SceneAccessibilityResult {
        let project = Examples.project(file)
        let environment = Fixtures.environment(device, orientation)
        let resolved = Fixtures.scene(id, in: project, environment, assumptions: assumptions)
        return SceneAccessibility.analyze(resolved, project: project, assumptions: assumptions)
    }

    static let standardStyles = ["fullScreen", "overFullScreen", "pageSheet", "formSheet", "popover", "automatic"]

    @Test("experiment E0: on an iPhone every standard style leaves only Close", arguments: standardStyles)
    func iPhoneReadsOnlyClose(_ style: String) {
        let result = Self.analyze("modal-styles.yaml", scene: style)
        #expect(result.spoken == ["close: Close. Button."])
        #expect(result.cutOff == ["heading: covered by orange", "present: covered by orange", "notifications: covered by orange"])
        #expect(result.leaks.isEmpty)
    }

    @Test("experiment E0: an iPad pageSheet in landscape adds the dismiss region first")
    func iPadLandscapePageSheet() {
        let result = Self.analyze("modal-styles.yaml", scene: "pageSheet", device: "ipad", orientation: .landscapeRight)
        #expect(result.spoken == ["dismissRegion: dismiss popup. Button.", "close: Close. Button."])
        #expect(result.assumptions.contains(.dismissRegion))
    }

    @Test("experiment E0: a small iPad formSheet and a portrait pageSheet read only Close")
    func iPadFormSheetAndPortraitPageSheet() {
        #expect(Self.analyze("modal-styles.yaml", scene: "formSheet", device: "ipad", orientation: .landscapeRight).spoken
            == ["close: Close. Button."])
        #expect(Self.analyze("modal-styles.yaml", scene: "pageSheet", device: "ipad").spoken == ["close: Close. Button."])
    }

    @Test("A1.8: a custom presentation without viewIsModal leaks the green screen")
    func customOverlayLeaks() {
        let result = Self.analyze("modal-styles.yaml", scene: "customOverlay")
        #expect(result.spoken == [
            "close: Close. Button.", "heading: Green screen. Heading.", "present: Present orange. Button.",
            "notifications: Notifications. Switch Button. On.",
        ])
        #expect(result.leaks.map { $0.elements.map(\.id) } == [["heading", "present", "notifications"]])
        #expect(result.assumptions.contains(.customPresentationLeaks))
    }

    @Test("reference/assumptions.md: customPresentationLeaks false hides the presenter")
    func customOverlayWithoutTheLeakAssumption() {
        var assumptions = Assumptions.defaults
        assumptions.customPresentationLeaks = false
        #expect(Self.analyze("modal-styles.yaml", scene: "customOverlay", assumptions: assumptions).spoken
            == ["close: Close. Button."])
    }

    @Test("A1.9, A3.4: back button with the previous title, title heading, Done, content; no toolbar items on eq")
    func navigationBar() {
        let result = Self.analyze("navigation.yaml", scene: "deep")
        #expect(result.spoken == [
            "nav.back: Music and everything else about the music app. Back Button.",
            "nav.title: EQ. Heading.",
            "done: Done. Button.",
            "preset.0: Selected: Flat. Button. 1 of 3.",
            "preset.1: Bass. Button. 2 of 3.",
            "preset.2: Vocal. Button. 3 of 3.",
        ])
        #expect(result.elements.first { $0.id == "nav.back" }?.frame == Rect(x: 8, y: 59, width: 120, height: 44))
    }
}

extension SceneAccessibilityResult {
    /// "id: announcement" for every reachable element, in order.
    var spoken: [String] { elements.map { "\($0.id): \(announcement(for: $0).text)" } }

    /// "id: reason" for every unreachable element, the style left out.
    var cutOff: [String] {
        unreachable.map { "\($0.element.id): \($0.reason.components(separatedBy: " (").first ?? $0.reason)" }
    }
}
