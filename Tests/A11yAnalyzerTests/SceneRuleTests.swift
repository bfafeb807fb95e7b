import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// The scene rules' messages and where the dismiss region counts as a way out. Sources:
/// reference/assumptions.md `dismissRegion` (an iPad popover exposes "dismiss popup"), reference/voiceover.md
/// A1.7 (a modal with no escape route) and A1.8 (custom presentations leak).
@Suite struct SceneRuleTests {
    static let yaml = """
        app:
          devices: [iphone, ipad]
        screens:
          list:
            view:
              - button: {id: filters, title: Filters, frame: [16, 100, 100, 44]}
          picker:
            view:
              - label: {id: hint, text: Pick a filter, frame: [16, 16, 200, 44]}
        scenes:
          main:
            root: list
            presentations:
              - {present: picker, style: popover, source: filters}
          overlay:
            root: list
            presentations:
              - {present: picker, style: custom}
        """

    static func findings(of rule: any Rule, device: String) -> [String] {
        let project = Spec.project(yaml).project
        let environment = Fixtures.environment(device, .portrait)
        return rule.findings(in: RuleInput(project: project, environment: environment))
            .map { "\($0.scope) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test("no escape: reported on an iPhone, where the popover becomes a sheet; the iPad dismiss region is a way out")
    func noEscape() {
        #expect(Self.findings(of: ModalNoEscapeRule(), device: "iphone-16") == [
            "main 14:9 picker (formSheet) has no dismiss control VoiceOver can reach and no escape: true on iphone-16 portrait iOS 26",
            "overlay 18:9 picker (custom) has no dismiss control VoiceOver can reach and no escape: true on iphone-16 portrait iOS 26",
        ])
        #expect(Self.findings(of: ModalNoEscapeRule(), device: "ipad").map { $0.prefix(7) } == ["overlay"])
        #expect(Self.hints(of: ModalNoEscapeRule()) == ["add a Close or Cancel button, or implement accessibilityPerformEscape() (a spec's escape: true)"])
    }

    /// The distinct hints of `rule`'s findings on an iPhone: UIKit's API first, then the spec key.
    static func hints(of rule: any Rule) -> Set<String> {
        let input = RuleInput(project: Spec.project(yaml).project, environment: Fixtures.environment("iphone-16", .portrait))
        return Set(rule.findings(in: input).compactMap(\.hint))
    }

    @Test("leak: the custom overlay names how many presenter elements stay reachable, and which")
    func leak() {
        #expect(Self.findings(of: ModalLeakRule(), device: "iphone-16") == [
            "overlay 18:27 picker (custom) leaves 1 element of list reachable to VoiceOver: filters",
        ])
        #expect(Self.hints(of: ModalLeakRule()) == ["set accessibilityViewIsModal on the presented view (a spec's viewIsModal: true on the presentation)"])
    }
}
