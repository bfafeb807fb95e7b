import A11yCore
import A11yModel
import Testing
@testable import YAMLSource

/// `rootView`: the screen's own view as an element (format.md, "Screens").
@Suite struct RootViewDecodingTests {
    @Test func rootViewTakesTheAccessibilityPropertiesOfAView() throws {
        let result = Spec.decode("""
            screens:
              s:
                rootView: {order: [b, a], containerType: list, traits: [tabBar], accessible: false, group: true, backgroundColor: "#FFFFFF"}
                view:
                  - label: {id: a, text: A}
                  - view: {children: [{label: {id: b, text: B}}]}
            """)
        #expect(result.diagnostics.isEmpty)
        let screen = try #require(result.file?.screens.first)
        let root = try #require(screen.rootViewElement)
        #expect(root.kind == .view)
        #expect(root.id?.value == "rootView")
        #expect(root.order?.value.map(\.value) == ["b", "a"])
        #expect(root.containerType?.value == .list)
        #expect(root.traits == [.tabBar])
        #expect(root.accessible?.value == false)
        #expect(root.group?.value == true)
        #expect(root.backgroundColor?.value == Color(red: 1, green: 1, blue: 1))
        #expect(root.children.count == 2)
        #expect(root.location.line == 3 && root.location.column == 5)
    }

    @Test func aScreenWithoutRootViewHasNoRootElement() throws {
        let screen = try #require(Spec.decode("screens:\n  s:\n    view: [{label: {text: A}}]").file?.screens.first)
        #expect(screen.rootViewElement == nil)
    }

    @Test func rootViewOrderNamesDescendantsOfTheScreen() {
        let result = Spec.decode("""
            screens:
              s:
                rootView: {order: [a, missing]}
                view: [{label: {id: a, text: A}}]
            """)
        #expect(result.diagnostics.map(\.summary) == ["3:27 spec-order-not-descendant"])
    }

    @Test func subviewsAndFramesBelongElsewhere() throws {
        let result = Spec.decode("screens:\n  s:\n    rootView: {children: [], frame: [0, 0, 1, 1]}")
        #expect(result.diagnostics.map(\.summary) == ["3:16 spec-unknown-key", "3:30 spec-unknown-key"])
        #expect(try #require(result.diagnostics.first).message.contains("its subviews are the screen's 'view'"))
    }
}

/// `accessibilityElement`: a UIAccessibilityElement is not a view (format.md, "Elements").
@Suite struct AccessibilityElementDecodingTests {
    @Test func viewKeysAreUnknownOnAnAccessibilityElement() throws {
        let result = Spec.decode("""
            screens:
              s:
                view:
                  - view:
                      order: [a]
                      children:
                        - accessibilityElement: {id: a, label: A, accessible: true, text: A, children: []}
            """)
        #expect(result.diagnostics.map(\.summary) == ["7:73 spec-unknown-key", "7:82 spec-unknown-key"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "unknown key 'text' in an accessibilityElement")
        #expect(diagnostic.hint == "allowed keys: \(ElementDecoder.accessibilityElementKeys.joined(separator: ", "))")
    }

    @Test func anAccessibilityElementKeepsItsFrameAndAccessibilityProperties() throws {
        let file = try #require(Spec.file("""
            screens:
              s:
                view:
                  - view:
                      order: [a]
                      children:
                        - accessibilityElement: {id: a, frame: [1, 2, 3, 4], label: A, value: V, hint: H, traits: [button], accessible: true}
            """))
        let element = try #require(file.screens.first?.view.first?.children.first)
        #expect(element.kind == .accessibilityElement)
        #expect(element.frame?.value == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect([element.label?.value, element.value?.value, element.hint?.value] == ["A", "V", "H"])
        #expect(element.traits == [.button])
    }
}
