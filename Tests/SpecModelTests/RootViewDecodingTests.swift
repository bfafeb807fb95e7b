import A11yCore
import Hierarchy
import TestSupport
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
        #expect(root.backgroundColor?.value == .fixed(Color(red: 1, green: 1, blue: 1)))
        #expect(root.children.count == 2)
        #expect(root.location.line == 3 && root.location.column == 5)
    }

    @Test func aScreenWithoutRootViewHasNoRootElement() throws {
        let screen = try #require(Spec.decode("screens:\n  s:\n    view: [{label: {text: A}}]").file?.screens.first)
        #expect(screen.rootViewElement == nil)
    }

    @Test func rootViewOrderNamesDescendantsOfTheScreen() {
        let result = Spec.project("""
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
