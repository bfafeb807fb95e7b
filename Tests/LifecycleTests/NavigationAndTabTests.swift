import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import Lifecycle

/// reference/uikit.md 4.3 (UINavigationController) and 4.4 (UITabBarController).
@Suite struct NavigationAndTabTests {
    private let stack = """
        screens:
          a: {title: A}
          b: {title: B}
          c: {title: C}
        scenes:
          main:
            root: {navigation: {id: nav, stack: [a, b, c]}}
        """

    private let tabs = """
        screens:
          x: {title: X}
          y: {title: Y}
          z: {title: Z}
        scenes:
          main:
            root: {tabs: {id: tabs, items: [x, {navigation: {id: yNav, stack: [y]}}, z], selected: x}}
        """

    @Test("4.3 push B over A: A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear; willMove/didMove around, flagged")
    func push() throws {
        let push = try #require(Fixtures.transition(.push, titled: "pushes b over a", in: Fixtures.transitions(stack)))
        #expect(push.texts(ofStep: 0) == [
            "b.willMove(toParent:)", "a.viewWillDisappear", "b.viewWillAppear", "b.viewIsAppearing",
            "a.viewDidDisappear", "b.viewDidAppear", "b.didMove(toParent:)",
        ])
        #expect(push.flagged == ["b.willMove(toParent:) navigationContainment", "b.viewIsAppearing viewIsAppearingAmongOthers",
                                 "b.didMove(toParent:) navigationContainment"])
    }

    @Test("4.3 pop B back to A: B.willMove(nil), B.viewWillDisappear, A.viewWillAppear, B.viewDidDisappear, A.viewDidAppear, B.didMove(nil)")
    func pop() throws {
        let pop = try #require(Fixtures.transition(.pop, titled: "pops c back to b", in: Fixtures.transitions(stack)))
        #expect(pop.texts(ofStep: 0) == [
            "c.willMove(toParent:)", "c.viewWillDisappear", "b.viewWillAppear", "b.viewIsAppearing",
            "c.viewDidDisappear", "b.viewDidAppear", "c.didMove(toParent:)",
        ])
    }

    @Test("4.3 interactive pop, cancelled: A never gets viewDidAppear, B never viewDidDisappear; the sequence is flagged")
    func cancelledPop() throws {
        let cancelled = try #require(Fixtures.transition(.cancelledInteractivePop, titled: "from c to b", in: Fixtures.transitions(stack)))
        #expect(cancelled.texts(ofStep: 0) == ["c.viewWillDisappear", "b.viewWillAppear", "b.viewWillDisappear",
                                               "b.viewDidDisappear", "c.viewWillAppear", "c.viewDidAppear"])
        #expect(cancelled.callbacks.allSatisfy { $0.unverified == .cancelledGesture })
    }

    @Test("4.3 a push, a pop and a cancelled back swipe for each pair of consecutive stack entries, from the root up")
    func everyPair() {
        let kinds: Set<Transition.Kind> = [.push, .pop, .cancelledInteractivePop]
        let titles = Fixtures.transitions(stack).filter { kinds.contains($0.kind) }.map(\.title)
        #expect(titles == ["nav pushes b over a", "nav pops b back to a",
                           "the user starts the back swipe from b to a in nav and gives up",
                           "nav pushes c over b", "nav pops c back to b",
                           "the user starts the back swipe from c to b in nav and gives up"])
    }

    @Test("4.3 setViewControllers: only the top of the stack gets appearance callbacks when the scene is built")
    func onlyTheTopAppears() throws {
        let build = try #require(Fixtures.transition(.build, in: Fixtures.transitions(stack)))
        #expect(Set(build.callbacks.map(\.controllerID)) == ["nav", "c"])
    }

    @Test("4.4 initial display: only the selected tab gets appearance callbacks")
    func onlySelectedTabAppears() throws {
        let build = try #require(Fixtures.transition(.build, in: Fixtures.transitions(tabs)))
        #expect(build.texts(ofStep: 0) == [
            "tabs.viewWillAppear", "x.viewWillAppear", "tabs.viewIsAppearing", "x.viewIsAppearing",
            "tabs.viewDidAppear", "x.viewDidAppear",
        ])
    }

    @Test("4.4 switching X to Y: Y.viewWillAppear before X.viewWillDisappear (decompiled), end calls flagged")
    func switchTabs() throws {
        let transitions = Fixtures.transitions(tabs)
        let toY = try #require(Fixtures.transition(.switchTab, titled: "to yNav", in: transitions))
        #expect(toY.texts(ofStep: 0) == [
            "yNav.viewWillAppear", "y.viewWillAppear", "x.viewWillDisappear",
            "yNav.viewIsAppearing", "y.viewIsAppearing",
            "x.viewDidDisappear", "yNav.viewDidAppear", "y.viewDidAppear",
        ])
        #expect(toY.steps[0].callbacks.filter { $0.unverified == .tabSwitchEnd }.map(\.text)
            == ["x.viewDidDisappear", "yNav.viewDidAppear", "y.viewDidAppear"])
        #expect(transitions.filter { $0.kind == .switchTab }.map(\.title)
            == ["tabs switches from x to yNav", "tabs switches from x to z"])
    }

    @Test("4.3 containers hidden by a fullScreen presentation get no push, pop or tab transitions")
    func hiddenContainersHaveNoTransitions() {
        let covered = stack + "\n    presentations:\n      - {present: a2, style: fullScreen}\n  "
        let yaml = covered.replacingOccurrences(of: "  c: {title: C}", with: "  c: {title: C}\n  a2: {title: A2}")
        #expect(!Fixtures.transitions(yaml).contains { [.push, .pop, .cancelledInteractivePop].contains($0.kind) })
    }
}

/// Custom containers that load with a pushed entry or a newly selected tab (4.1 with 4.3, 4.4).
@Suite struct LoadingOnDemandTests {
    private let screens = """
        screens:
          shell: {title: Shell}
          list: {title: List}
          child: {title: Child}
        """

    @Test("4.3 a pushed custom container adds its children as its view loads, before the appearance callbacks")
    func pushedContainerLoads() throws {
        let yaml = screens + """

            scenes:
              main:
                root:
                  navigation:
                    id: nav
                    stack: [list, {container: {id: box, screen: shell, children: [{node: child, addedBy: storyboard}]}}]
            """
        let push = try #require(Fixtures.transition(.push, in: Fixtures.transitions(yaml)))
        #expect(Array(push.texts(ofStep: 0).prefix(4)) == ["box.willMove(toParent:)", "child.willMove(toParent:)",
                                                           "child.didMove(toParent:)", "list.viewWillDisappear"])
    }

    @Test("4.4 a tab shown for the first time loads: its custom container adds its children first")
    func newTabLoads() throws {
        let yaml = screens + """

            scenes:
              main:
                root:
                  tabs:
                    id: tabs
                    items: [list, {container: {id: box, screen: shell, children: [{node: child, addedBy: code}]}}]
            """
        let switchTab = try #require(Fixtures.transition(.switchTab, in: Fixtures.transitions(yaml)))
        #expect(Array(switchTab.texts(ofStep: 0).prefix(3)) == ["child.willMove(toParent:)", "child.didMove(toParent:)",
                                                                "box.viewWillAppear"])
    }
}
