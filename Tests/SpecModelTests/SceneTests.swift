import A11yCore
import Hierarchy
import TestSupport
import Testing

/// Scenes: view controller nodes, presentations, and the checks within one scene.
@Suite struct SceneTests {
    private static let screens = "screens: {a: {}, b: {}, c: {}, d: {}}\n"

    @Test func containerNodesDecode() throws {
        let file = try #require(Spec.file(Self.screens + """
            scenes:
              main:
                root:
                  tabs:
                    id: tabs
                    selected: split
                    items:
                      - {screen: a}
                      - split: {id: split, primary: b, secondary: {page: {id: pages, pages: [c, d], current: 1}}}
            """))
        let root = try #require(file.scenes.first?.root)
        guard case .tabs(let items, let selectedIndex) = root.kind else {
            Issue.record("root is \(root.kindName)")
            return
        }
        #expect(selectedIndex == 1)
        #expect(items.map(\.id) == ["a", "split"])
        #expect(root.subtree.map(\.id) == ["tabs", "a", "split", "b", "pages", "c", "d"])
        guard case .split(let style, _, let supplementary, _, let collapsesTo) = items[1].kind else {
            Issue.record("second item is \(items[1].kindName)")
            return
        }
        #expect(style == .doubleColumn)
        #expect(supplementary == nil)
        #expect(collapsesTo == .secondary)
        guard case .page(let pages, let current) = items[1].children[1].kind else {
            Issue.record("secondary is \(items[1].children[1].kindName)")
            return
        }
        #expect(pages.map(\.id) == ["c", "d"])
        #expect(current == 1)
    }

    @Test func containerWithoutIdGetsOneFromItsPosition() throws {
        let file = try #require(Spec.file(Self.screens + "scenes:\n  main:\n    root: {navigation: {stack: [a]}}\n"))
        #expect(file.scenes.first?.root.id == "navigation@4:12")
    }

    @Test func presentationsDecodeOldestFirst() throws {
        let file = try #require(Spec.file(Self.screens + """
            scenes:
              main:
                root: a
                presentations:
                  - {present: b, style: popover, source: x, adaptiveStyle: none, edgeAttachedInCompactHeight: true}
                  - present: c
                    from: b
                    style: custom
                    transition: partialCurl
                    removesPresentersView: true
                    fillsScreen: false
                    viewIsModal: true
            """))
        let presentations = try #require(file.scenes.first?.presentations)
        #expect(presentations.map(\.presented.id) == ["b", "c"])
        #expect(presentations[0].style?.value == .popover)
        #expect(presentations[0].source?.value == "x")
        #expect(presentations[0].adaptiveStyle?.value == AdaptiveStyle.none)
        #expect(presentations[0].edgeAttachedInCompactHeight?.value == true)
        #expect(presentations[1].from?.value == "b")
        #expect(presentations[1].from?.location.line == 8)
        #expect(presentations[1].transition?.value == .partialCurl)
        #expect(presentations[1].removesPresentersView?.value == true)
        #expect(presentations[1].fillsScreen?.value == false)
        #expect(presentations[1].viewIsModal?.value == true)
    }

    @Test(arguments: [
        ("root: {tabs: {items: [a, b, a]}}", "4:33"),
        ("root: a\n    presentations: [{present: b}, {present: a}]", "5:45"),
        ("root: {split: {primary: a, secondary: {navigation: {stack: [b, a]}}}}", "4:68"),
    ])
    func aViewControllerIsUsedOncePerScene(scene: String, position: String) throws {
        let result = Spec.project(Self.screens + "scenes:\n  main:\n    \(scene)\n")
        #expect(result.diagnostics.map(\.summary) == ["\(position) spec-reused-view-controller"])
        #expect(result.diagnostics.first?.message.hasPrefix("view controller 'a' appears twice in scene 'main' (first at ") == true)
    }

    @Test func theSameScreenInTwoScenesIsFine() {
        #expect(Spec.project(Self.screens + "scenes:\n  one: {root: a}\n  two: {root: a}\n").summaries == [])
    }

    @Test func aContainerInsideItselfIsACycle() {
        let text = Self.screens + "scenes:\n  main:\n    root: {navigation: {id: n, stack: [{tabs: {id: n, items: [a]}}]}}\n"
        #expect(Spec.project(text).summaries == ["4:41 spec-container-cycle"])
    }

    @Test(arguments: [
        ("from: nav", [String]()),
        ("from: b", []),
        ("from: a", ["7:22 spec-presenter-not-on-screen"]),
        ("from: naav", ["7:22 spec-unknown-reference"]),
        ("from: zzz", ["7:22 spec-unknown-reference"]),
    ])
    func presenterMustBeOnScreen(from: String, expected: [String]) {
        let text = Self.screens + """
            scenes:
              main:
                root:
                  navigation: {id: nav, stack: [a, b]}
                presentations:
                  - {present: c, \(from)}
            """
        #expect(Spec.project(text).summaries == expected)
    }

    @Test func presenterMessagesNameWhatIsOnScreen() throws {
        let text = Self.screens + """
            scenes:
              main:
                root: {navigation: {id: nav, stack: [a, b]}}
                presentations: [{present: c, from: a}, {present: d, from: naav}]
            """
        let result = Spec.project(text)
        #expect(result.diagnostics.map(\.message) == [
            "'from' names 'a', which is not on screen when this presentation happens",
            "'from' names 'naav', which is not a view controller of this scene; did you mean 'nav'?",
        ])
        #expect(result.diagnostics.first?.hint == "present from a view controller that is visible then: b, nav")
    }

    @Test func presenterPresentedLaterIsNotOnScreenYet() {
        let text = Self.screens + """
            scenes:
              main:
                root: a
                presentations:
                  - {present: b, from: c}
                  - {present: c, from: b}
            """
        #expect(Spec.project(text).summaries == ["6:22 spec-presenter-not-on-screen"])
    }

    @Test(arguments: [
        ("tabs: {items: [a, b], selected: 2}", "4:44 spec-invalid-value"),
        ("tabs: {items: [a, b], selected: c}", "4:44 spec-unknown-reference"),
        ("page: {pages: [a], current: -1}", "4:40 spec-invalid-value"),
        ("navigation: {stack: []}", "4:25 spec-missing-key"),
    ])
    func selectionsAndStacksAreChecked(node: String, expected: String) {
        #expect(Spec.diagnostics(Self.screens + "scenes:\n  main:\n    root: {\(node)}\n") == [expected])
    }

    @Test(arguments: [
        ("main: {presentations: []}", "3:3 spec-missing-key"),
        ("main: {root: a, presentations: [{style: fullScreen}]}", "3:35 spec-missing-key"),
        ("main: {root: {container: {children: [{frame: [0, 0, 1, 1]}]}}}", "3:40 spec-missing-key"),
        ("main: {root: {view: {id: v}}}", "3:17 spec-invalid-value"),
    ])
    func missingAndUnknownPartsOfScenes(scene: String, expected: String) {
        #expect(Spec.diagnostics(Self.screens + "scenes:\n  \(scene)\n") == [expected])
    }
}
