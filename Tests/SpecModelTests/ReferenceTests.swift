import A11yCore
import Hierarchy
import TestSupport
import Testing

/// Ids and the references that name them: element ids, `order`, screen ids and popover sources.
@Suite struct ReferenceTests {
    @Test func duplicateElementIdInAScreenPointsAtTheFirst() throws {
        let result = Spec.decode("""
            screens:
              s:
                view:
                  - button: {id: a}
                  - view:
                      children: [{label: {id: a}}]
            """)
        #expect(result.diagnostics.map(\.summary) == ["6:31 spec-duplicate-id"])
        #expect(result.diagnostics.first?.message == "id 'a' is used twice in screen 's' (first at 4:18)")
    }

    @Test func barItemIdsShareTheScreenNamespace() {
        let text = """
            screens:
              s:
                navigationItem: {rightItems: [{id: done, system: done}]}
                toolbarItems: [{id: done}]
                view: [{button: {id: done}}]
            """
        let result = Spec.decode(text)
        #expect(result.diagnostics.map(\.summary) == ["4:21 spec-duplicate-id", "5:22 spec-duplicate-id"])
        #expect(result.diagnostics.allSatisfy { $0.message.hasSuffix("(first at 3:36)") })
    }

    @Test func theSameIdInTwoScreensIsFine() {
        #expect(Spec.diagnostics("screens:\n  a: {view: [{button: {id: x}}]}\n  b: {view: [{button: {id: x}}]}\n") == [])
    }

    @Test func orderNamesDescendantsOnly() throws {
        let result = Spec.project("""
            screens:
              s:
                view:
                  - view:
                      id: box
                      order: [deep, buton, box, outside, preset.1, preset]
                      children:
                        - button: {id: button}
                        - view: {children: [{label: {id: deep}}]}
                        - segmented: {id: preset, segments: [A, B]}
                  - button: {id: outside}
            """)
        #expect(result.diagnostics.map(\.summary) == [
            "6:25 spec-order-not-descendant", "6:32 spec-order-not-descendant", "6:37 spec-order-not-descendant",
        ])
        #expect(result.diagnostics.first?.message == "'order' names 'buton', which is not a descendant of this element; did you mean 'button'?")
        let box = try #require(result.project.files.first?.screens.first?.view.first)
        #expect(box.order?.value.map(\.value) == ["deep", "buton", "box", "outside", "preset.1", "preset"])
    }

    @Test(arguments: [
        ("root: hme", "6:11"),
        ("root: {screen: hme}", "6:20"),
        ("root: {navigation: {stack: [home, hme]}}", "6:39"),
        ("root: {container: {screen: hme}}", "6:24"),
        ("root: home\n    presentations: [{present: hme}]", "7:31"),
    ])
    func unknownScreenNamesTheClosest(scene: String, position: String) throws {
        let loaded = Spec.project("screens:\n  home: {}\n  other: {}\nscenes:\n  main:\n    \(scene)\n")
        #expect(loaded.summaries == ["\(position) spec-unknown-reference"])
        #expect(loaded.diagnostics.first?.message == "no screen has the id 'hme'; did you mean 'home'?")
        #expect(loaded.diagnostics.first?.hint == "screens: home, other")
    }

    @Test func screenReferencesResolveAcrossFiles() {
        let loaded = Spec.project([
            ("screens.yaml", "screens:\n  home: {}\n"),
            ("scenes.yaml", "scenes:\n  main: {root: home}\n"),
        ])
        #expect(loaded.diagnostics == [])
        #expect(loaded.project.screens.keys.sorted() == ["home"])
        #expect(loaded.project.screensInNoScene.isEmpty)
    }

    @Test func duplicateScreenIdAcrossFilesIsReportedInTheSecond() throws {
        let loaded = Spec.project([
            ("a.yaml", "screens:\n  home: {title: A}\n"),
            ("b.yaml", "screens:\n  other: {}\n  home: {title: B}\n"),
        ])
        let diagnostic = try #require(loaded.diagnostics.first)
        #expect(loaded.diagnostics.count == 1)
        #expect(diagnostic.location == A11yCore.SourceLocation(file: "b.yaml", line: 3, column: 3))
        #expect(diagnostic.ruleID == "spec-duplicate-id")
        #expect(diagnostic.message == "screen id 'home' is already defined at a.yaml:2:3")
        #expect(loaded.project.screens["home"]?.title?.value == "A")
    }

    @Test func duplicateSceneIdAcrossFiles() throws {
        let loaded = Spec.project([
            ("a.yaml", "screens: {s: {}}\nscenes:\n  main: {root: s}\n"),
            ("b.yaml", "scenes:\n  main: {root: s}\n"),
        ])
        #expect(loaded.diagnostics.map { "\($0.location) \($0.ruleID)" } == ["b.yaml:2:3 spec-duplicate-id"])
        #expect(loaded.project.scenes.count == 2)
    }

    @Test func duplicateScreenIdInOneFileIsOnlyADuplicateKey() {
        let loaded = Spec.project("screens:\n  home: {}\n  home: {}\n")
        #expect(loaded.summaries == ["3:3 spec-duplicate-key"])
    }

    @Test func popoverSourceNamesAnElementOrBarItemOnScreen() {
        let text = """
            screens:
              a:
                navigationItem: {rightItems: [{id: share}]}
                view: [{segmented: {id: preset, segments: [x, y]}}]
              b: {}
              c: {}
            scenes:
              bar: {root: a, presentations: [{present: b, style: popover, source: share}]}
              part: {root: a, presentations: [{present: b, style: popover, source: preset.1}]}
              chain:
                root: c
                presentations:
                  - {present: a}
                  - {present: b, style: popover, source: preset}
            """
        #expect(Spec.project(text).summaries == [])
    }

    @Test func unknownPopoverSourceSuggestsTheClosest() throws {
        let loaded = Spec.project("""
            screens:
              a: {view: [{button: {id: share}}]}
              b: {}
            scenes:
              main:
                root: a
                presentations: [{present: b, style: popover, source: shar}]
            """)
        #expect(loaded.summaries == ["7:50 spec-unknown-reference"])
        #expect(loaded.diagnostics.first?.message == "'source' names 'shar', which is no element or bar item on screen; did you mean 'share'?")
    }

    @Test func popoverSourceOnAScreenBelowTheTopOfTheStackIsNotOnScreen() {
        let loaded = Spec.project("""
            screens:
              a: {view: [{button: {id: share}}]}
              b: {}
              c: {}
            scenes:
              main:
                root: {navigation: {stack: [a, b]}}
                presentations: [{present: c, style: popover, source: share}]
            """)
        #expect(loaded.summaries == ["8:50 spec-unknown-reference"])
    }
}
