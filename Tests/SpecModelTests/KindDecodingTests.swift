import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import YAMLSource

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

/// `tabBar`: a standalone UITabBar and its items (format.md, "Elements").
@Suite struct TabBarDecodingTests {
    @Test func tabBarItemsTakeValueHintAndEnabled() throws {
        let file = try #require(Spec.file("""
            screens:
              s:
                tabBarItem: {title: Feed, value: 2 new, hint: Shows the feed., enabled: false}
                view:
                  - tabBar:
                      id: bar
                      selected: 1
                      items: [{id: home, title: Home, badge: "3"}, {title: Me, enabled: true}]
            """))
        let screen = try #require(file.screens.first)
        #expect(screen.tabBarItem?.value?.value == "2 new")
        #expect(screen.tabBarItem?.hint?.value == "Shows the feed.")
        #expect(screen.tabBarItem?.enabled?.value == false)
        let bar = try #require(screen.view.first)
        #expect(bar.kind == .tabBar)
        #expect(bar.selectedSegment?.value == 1)
        let items = try #require(bar.tabBarItems)
        #expect(items.location.line == 8)
        #expect(items.value.map(\.id?.value) == ["home", nil])
        #expect(items.value.map(\.badge?.value) == ["3", nil])
        #expect(items.value.map(\.enabled?.value) == [nil, true])
    }

    @Test func aTabBarItemIDIsAnIDOfTheScreen() {
        let result = Spec.decode("""
            screens:
              s:
                view:
                  - label: {id: home, text: Home}
                  - tabBar: {items: [{id: home, title: Home}]}
            """)
        #expect(result.diagnostics.map(\.summary) == ["5:27 spec-duplicate-id"])
    }
}
