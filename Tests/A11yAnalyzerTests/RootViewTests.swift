import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// The root view is an element like any other (`rootView`): it takes `order`, `containerType`,
/// `traits`, `accessible`, `group` and `backgroundColor` (reference/voiceover.md A2.2, step 1:
/// the walk starts at the root view and applies the same `node(obj, ctx)` to it).
@Suite struct RootViewTests {
    private static func analyze(_ yaml: String) -> ScreenAnalysis {
        ScreenAccessibility.analyze(screen: Fixtures.screen(yaml))
    }

    private static let content = """
            view:
              - label: {id: title, text: Title, traits: [header], frame: [16, 100, 300, 30]}
              - button: {id: buy, title: Buy, frame: [16, 200, 100, 44]}
              - label: {id: note, text: Note, frame: [16, 300, 300, 20]}
        """

    @Test("https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements: the root view's order is the reading order; what it leaves out is unreachable")
    func rootOrder() {
        let result = Self.analyze("""
            screens:
              s:
                rootView: {order: [buy, title]}
            \(Self.content)
            """)
        #expect(result.spoken == ["buy: Buy. Button.", "title: Title. Heading."])
        #expect(result.cutOff == ["note: notInOrder"])
    }

    @Test("https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycontainertype: a list root view says List Start. and List End. on its listed elements")
    func rootList() {
        let result = Self.analyze("""
            screens:
              s:
                rootView: {containerType: list, order: [title, buy, note]}
            \(Self.content)
            """)
        #expect(result.texts == ["Title. Heading. List Start.", "Buy. Button.", "Note. List End."])
        #expect(result.elements.allSatisfy { $0.containers == [ContainerMembership(id: "rootView", role: .list)] })
    }

    @Test("https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement: an accessible root view is one element that hides its subviews")
    func accessibleRoot() {
        let result = Self.analyze("""
            screens:
              s:
                rootView: {accessible: true, label: Chart, value: Up 3 percent, traits: [image]}
            \(Self.content)
            """)
        #expect(result.spoken == ["rootView: Chart: Up 3 percent. Image."])
        #expect(result.cutOff.count == 3)
        #expect(result.cutOff.allSatisfy { $0.hasSuffix(": insideAccessibleElement") })
    }

    @Test("https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/tabbar: a root view with the tabBar trait numbers its elements as tabs")
    func rootTabBar() {
        let result = Self.analyze("""
            screens:
              s:
                rootView: {traits: [tabBar], id: bar}
                view:
                  - button: {id: one, title: One, frame: [0, 0, 100, 49]}
                  - button: {id: two, title: Two, frame: [100, 0, 100, 49]}
            """)
        #expect(result.texts == ["One. Tab. 1 of 2.", "Two. Tab. 2 of 2."])
    }

    @Test("a root view without accessibility properties reads as before: its subviews flattened in reading order")
    func plainRootIsUnchanged() {
        let described = Self.analyze("screens:\n  s:\n    rootView: {backgroundColor: \"#FFFFFF\"}\n\(Self.content)")
        let plain = Self.analyze("screens:\n  s:\n\(Self.content)")
        #expect(described.spoken == plain.spoken)
        #expect(described.spoken == ["title: Title. Heading.", "buy: Buy. Button.", "note: Note"])
    }

    @Test("WCAG 2.2 SC 1.4.3 (https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html): text directly on the root view is checked against its backgroundColor")
    func contrastOnRootBackground() {
        let screen = Fixtures.screen("""
            screens:
              s:
                rootView: {backgroundColor: "#000000"}
                view:
                  - label: {id: dim, text: Dim, textColor: "#333333", frame: [16, 100, 300, 20]}
                  - label: {id: bright, text: Bright, textColor: "#FFFFFF", frame: [16, 200, 300, 20]}
            """)
        let findings = ContrastRule().findings(in: ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: "s"))
        #expect(findings.map(\.message) == ["'dim' has a contrast ratio of 1.66:1 against its background; it needs 4.50:1"])
        #expect(findings.map(\.location.line) == [5])
    }

    @Test("a11y-order-invalid checks the root view's order like any other")
    func rootOrderIsChecked() {
        let screen = Fixtures.screen("""
            screens:
              s:
                rootView: {order: [buy, buy]}
            \(Self.content)
            """)
        let findings = OrderInvalidRule().findings(in: ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: "s"))
        #expect(findings.map(\.message) == ["the order of 'rootView' lists 'buy' twice"])
        #expect(findings.map(\.location.line) == [3])
    }
}
