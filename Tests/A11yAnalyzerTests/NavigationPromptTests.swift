import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// A navigation item's `prompt`: "A single line of text displayed at the top of the navigation
/// bar" (https://developer.apple.com/documentation/uikit/uinavigationitem/prompt). VoiceOver reads
/// it as static text before the bar's title row, and the bar grows by its row: 30 points, the
/// assumption `promptHeight` (no Apple document gives the height), so a 44 pt bar is 74 pt.
@Suite struct NavigationPromptTests {
    static let yaml = """
        screens:
          inbox:
            title: Inbox
            navigationItem: {prompt: Select messages to move, rightItems: [{id: done, system: done}]}
            view:
              - label: {id: empty, text: No messages, frame: [16, 200, 361, 30]}
          plain:
            title: Plain
        scenes:
          inbox:
            root: {navigation: {id: nav, stack: [inbox]}}
          plain:
            root: {navigation: {id: nav2, stack: [plain]}}
        """

    private static func analyze(_ id: String, _ orientation: InterfaceOrientation = .portrait,
                                assumptions: Assumptions = .defaults) -> SceneAccessibilityResult {
        let project = Spec.project(yaml).project
        return SceneAccessibility.analyze(Fixtures.scene(id, in: project, Fixtures.environment("iphone-16", orientation)),
                                          project: project, assumptions: assumptions)
    }

    private static func frame(_ id: String, in result: SceneAccessibilityResult) -> Rect? {
        result.elements.first { $0.id == id }?.frame
    }

    @Test func thePromptIsReadFirstAsStaticText() {
        let result = Self.analyze("inbox")
        #expect(result.spoken == [
            "nav.prompt: Select messages to move", "nav.title: Inbox. Heading.", "done: Done. Button.", "empty: No messages",
        ])
        #expect(result.elements.first?.location.line == 4)
        #expect(result.assumptions.contains(.promptHeight))
    }

    /// iPhone 16 portrait: the status bar is 59 pt; the prompt row is 59...89, the title row 89...133.
    @Test func theBarGrowsByThePromptRow() {
        let result = Self.analyze("inbox")
        #expect(result.frames.bars.map { "\($0.kind.rawValue) \($0.frame)" } == [
            "navigationBar Rect(x: 0.0, y: 59.0, width: 393.0, height: 74.0)",
        ])
        #expect(Self.frame("nav.prompt", in: result) == Rect(x: 0, y: 59, width: 393, height: 30))
        #expect(Self.frame("nav.title", in: result)?.y == 89)
        #expect(Self.frame("nav.title", in: result)?.height == 44)
        let plain = Self.analyze("plain")
        #expect(plain.frames.bars.map(\.frame.height) == [44])
        #expect(!plain.assumptions.contains(.promptHeight))
    }

    /// Landscape iPhone: a 32 pt compact bar plus the prompt row, its items inside the 59 pt sides.
    @Test func inCompactHeightThePromptRowIsAddedToTheCompactBar() {
        let result = Self.analyze("inbox", .landscapeLeft)
        #expect(result.frames.bars.map(\.frame) == [Rect(x: 0, y: 0, width: 852, height: 62)])
        #expect(Self.frame("nav.prompt", in: result) == Rect(x: 59, y: 0, width: 734, height: 30))
    }

    @Test func theAssumptionSetsTheRowsHeight() throws {
        let result = Self.analyze("inbox", assumptions: try Assumptions.defaults.applying(["promptHeight": "40"]))
        #expect(result.frames.bars.map(\.frame.height) == [84])
        #expect(Self.frame("nav.title", in: result)?.y == 99)
    }
}
