import A11yCore
import Hierarchy
import Foundation
import TestSupport
import Testing
@testable import Lifecycle

/// reference/uikit.md 3.7: dismissal from the top, from further down a chain, and interactive
/// dismissal with its delegate callbacks (experiment E2).
@Suite struct DismissalTests {
    /// home presents a (fullScreen), a presents b (`middleStyle`), b presents c (pageSheet).
    private func chain(middleStyle: String) -> String {
        """
        screens:
          home: {title: Home}
          a: {title: A}
          b: {title: B}
          c: {title: C}
        scenes:
          main:
            root: home
            presentations:
              - {present: a, style: fullScreen}
              - {present: b, style: \(middleStyle)}
              - {present: c, style: pageSheet}
        """
    }

    @Test("3.7 A.dismiss dismisses B and everything above it; only the top animates, B is flagged as removed")
    func dismissFromTheBottomOfAChain() throws {
        let transitions = Fixtures.transitions(chain(middleStyle: "pageSheet"))
        let fromA = try #require(Fixtures.transition(.dismissChain, titled: "a dismisses b", in: transitions))
        #expect(fromA.title == "a dismisses b and everything above it (c); only c animates")
        #expect(fromA.texts(ofStep: 0) == ["c.viewWillDisappear", "b.viewWillDisappear", "c.viewDidDisappear", "b.viewDidDisappear"])
        #expect(fromA.flagged == ["b.viewWillDisappear chainIntermediate", "b.viewDidDisappear chainIntermediate"])
        #expect(fromA.presentationIndex == 1)
    }

    @Test("3.7 home.dismiss removes the whole chain and home reappears, since the fullScreen a had removed its views")
    func dismissTheWholeChain() throws {
        let transitions = Fixtures.transitions(chain(middleStyle: "pageSheet"))
        let fromHome = try #require(Fixtures.transition(.dismissChain, titled: "home dismisses a", in: transitions))
        #expect(fromHome.texts(ofStep: 0) == [
            "c.viewWillDisappear", "b.viewWillDisappear", "a.viewWillDisappear", "home.viewWillAppear", "home.viewIsAppearing",
            "c.viewDidDisappear", "b.viewDidDisappear", "a.viewDidDisappear", "home.viewDidAppear",
        ])
        #expect(transitions.filter { $0.kind == .dismissChain }.map(\.presentationIndex) == [1, 0])
    }

    @Test("3.7 an intermediate view controller still on screen is removed with flagged callbacks; the dismisser reappears")
    func visibleIntermediateOverARemovedDismisser() throws {
        let transitions = Fixtures.transitions(chain(middleStyle: "fullScreen"))
        let fromA = try #require(Fixtures.transition(.dismissChain, titled: "a dismisses b", in: transitions))
        #expect(fromA.texts(ofStep: 0) == ["c.viewWillDisappear", "b.viewWillDisappear", "a.viewWillAppear", "a.viewIsAppearing",
                                           "c.viewDidDisappear", "b.viewDidDisappear", "a.viewDidAppear"])
    }

    @Test("3.7 intermediate view controllers whose views a fullScreen top removed get no callbacks; those below reappear")
    func removedIntermediatesStayQuiet() throws {
        let yaml = chain(middleStyle: "pageSheet")
            .replacingOccurrences(of: "{present: a, style: fullScreen}", with: "{present: a, style: pageSheet}")
            .replacingOccurrences(of: "{present: c, style: pageSheet}", with: "{present: c, style: fullScreen}")
        let transitions = Fixtures.transitions(yaml)
        let fromA = try #require(Fixtures.transition(.dismissChain, titled: "a dismisses b", in: transitions))
        #expect(fromA.texts(ofStep: 0) == ["c.viewWillDisappear", "home.viewWillAppear", "a.viewWillAppear", "home.viewIsAppearing",
                                           "a.viewIsAppearing", "c.viewDidDisappear", "home.viewDidAppear", "a.viewDidAppear"])
    }

    @Test("3.7 B.dismiss (the top's presenter) dismisses C only")
    func dismissTheTop() throws {
        let transitions = Fixtures.transitions(chain(middleStyle: "fullScreen"))
        let top = try #require(Fixtures.transition(.dismiss, in: transitions))
        #expect(top.texts(ofStep: 0) == ["c.viewWillDisappear", "c.viewDidDisappear"])
        #expect(top.presentationIndex == 2)
    }

    @Test("3.7 presentationControllerDidDismiss fires only after an interactive dismissal, never for dismiss(animated:)")
    func didDismissOnlyWhenInteractive() throws {
        let transitions = Fixtures.transitions(Fixtures.presenting("pageSheet"))
        let programmatic = try #require(Fixtures.transition(.dismiss, in: transitions))
        #expect(!programmatic.callbacks.contains { $0.name == .presentationControllerDidDismiss })
        let interactive = try #require(Fixtures.transition(.interactiveDismiss, in: transitions))
        #expect(interactive.texts(ofStep: 0) == [
            "home.presentationControllerWillDismiss(_:)", "detail.viewWillDisappear", "detail.viewDidDisappear",
            "home.presentationControllerDidDismiss(_:)",
        ])
        #expect(interactive.flagged == ["home.presentationControllerWillDismiss(_:) interactiveDismissalStart"])
    }

    @Test("3.3 a cancelled swipe: viewWillDisappear when it begins, then viewWillAppear and viewDidAppear again, all flagged")
    func cancelledSwipe() throws {
        let transitions = Fixtures.transitions(Fixtures.presenting("pageSheet"))
        let cancelled = try #require(Fixtures.transition(.cancelledInteractiveDismiss, in: transitions))
        #expect(cancelled.texts(ofStep: 0) == ["home.presentationControllerWillDismiss(_:)", "detail.viewWillDisappear",
                                               "detail.viewWillAppear", "detail.viewDidAppear"])
        #expect(cancelled.callbacks.allSatisfy { $0.unverified == .cancelledGesture })
        let popover = Fixtures.transitions(Fixtures.presenting("popover", extra: ", source: present"), Fixtures.environment("ipad"))
        #expect(!popover.contains { $0.kind == .cancelledInteractiveDismiss })
    }

    @Test("3.7 dismiss(animated:) on the presented view controller forwards to its presenter: one transition names both")
    func dismissForwarding() throws {
        let dismiss = try #require(Fixtures.transition(.dismiss, in: Fixtures.transitions(Fixtures.presenting("pageSheet"))))
        #expect(dismiss.title == "dismiss(animated:) on home, or on detail, which forwards it to its presenter")
    }

    @Test("3.7 a popover is dismissed interactively by a tap outside it", arguments: ["ipad", "iphone"])
    func popoverTapOutside(device: String) throws {
        let transitions = Fixtures.transitions(Fixtures.presenting("popover", extra: ", source: present"), Fixtures.environment(device))
        let interactive = try #require(Fixtures.transition(.interactiveDismiss, in: transitions))
        #expect(interactive.title == (device == "ipad" ? "the user taps outside the detail popover" : "the user swipes detail down"))
        #expect(interactive.callbacks.last?.text == "home.presentationControllerDidDismiss(_:)")
    }

    @Test("3.7 no interactive dismissal for styles the user cannot swipe away",
          arguments: ["fullScreen", "overFullScreen", "overCurrentContext", "custom"])
    func noInteractiveDismissal(style: String) {
        let transitions = Fixtures.transitions(Fixtures.presenting(style), Fixtures.environment("ipad"))
        #expect(!transitions.contains { $0.kind == .interactiveDismiss || $0.kind == .blockedInteractiveDismiss })
    }

    @Test("3.7 isModalInPresentation blocks interactive dismissal and calls presentationControllerDidAttemptToDismiss")
    func modalInPresentation() throws {
        let yaml = """
            screens:
              home: {title: Home}
              form: {title: Form, modalInPresentation: true}
            scenes:
              main:
                root: home
                presentations:
                  - present: {navigation: {id: formNav, stack: [form]}}
                    style: pageSheet
            """
        let transitions = Fixtures.transitions(yaml)
        #expect(!transitions.contains { $0.kind == .interactiveDismiss })
        let blocked = try #require(Fixtures.transition(.blockedInteractiveDismiss, in: transitions))
        #expect(blocked.texts(ofStep: 0) == ["home.presentationControllerDidAttemptToDismiss(_:)"])
    }

    @Test("3.7 the delegate callbacks go to the view controller that called present (experiment E2)")
    func delegateIsTheCaller() throws {
        let yaml = """
            screens:
              list: {title: List}
              editor: {title: Editor}
            scenes:
              main:
                root: {navigation: {id: nav, stack: [list]}}
                presentations:
                  - {present: editor, from: list}
            """
        let interactive = try #require(Fixtures.transition(.interactiveDismiss, in: Fixtures.transitions(yaml)))
        #expect(interactive.callbacks.filter { !$0.name.isAppearance }.map(\.controllerID) == ["list", "list"])
    }

    @Test("3.7 the public dismissals API gives the ways a presentation can go while it is the top")
    func dismissalsOfALowerPresentation() throws {
        let project = Spec.project(chain(middleStyle: "pageSheet")).project
        let scene = Fixtures.scene("main", in: project)
        let dismissals = LifecycleAnalyzer.dismissals(ofPresentationAt: 1, in: scene, project: project)
        #expect(dismissals.map(\.kind) == [.dismiss, .interactiveDismiss])
        #expect(dismissals[0].texts(ofStep: 0) == ["b.viewWillDisappear", "b.viewDidDisappear"])
        #expect(LifecycleAnalyzer.dismissals(ofPresentationAt: 3, in: scene, project: project).isEmpty)
    }
}
