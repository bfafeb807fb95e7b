import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// `accessibilityViewIsModal`, one level at a time (reference/voiceover.md A1.7).
@Suite struct ModalViewTests {
    @Test("A1.7 a modal view cuts its siblings above and below it; its own subtree is walked")
    func cutsSiblingsAboveAndBelow() {
        let result = Fixtures.analyze(view: """
            - button: {id: below, title: Below, frame: [0, 0, 100, 44]}
            - view:
                id: dialog
                viewIsModal: true
                frame: [20, 200, 300, 200]
                children:
                  - label: {id: message, text: Sure?, frame: [10, 10, 200, 20]}
                  - button: {id: ok, title: OK, frame: [10, 50, 100, 44]}
            - button: {id: above, title: Above, frame: [0, 500, 100, 44]}
            """)
        #expect(result.spoken == ["message: Sure?", "ok: OK. Button."])
        #expect(result.cutOff == ["below: outsideModalView", "above: outsideModalView"])
        #expect(result.elements.map(\.frame?.y) == [210, 250])
    }

    @Test("A1.7 when several siblings are modal, the last one wins")
    func lastModalWins() {
        let result = Fixtures.analyze(view: """
            - button: {id: first, title: First, viewIsModal: true, frame: [0, 0, 100, 44]}
            - button: {id: second, title: Second, viewIsModal: true, frame: [0, 50, 100, 44]}
            """)
        #expect(result.spoken == ["second: Second. Button."])
        #expect(result.cutOff == ["first: outsideModalView"])
    }

    @Test("A1.7 only siblings at the same level are cut: cousins stay reachable")
    func cousinsStay() {
        let result = Fixtures.analyze(view: """
            - view:
                children:
                  - label: {id: cut, text: Cut, frame: [0, 0, 100, 20]}
                  - button: {id: modal, title: Modal, viewIsModal: true, frame: [0, 30, 100, 44]}
            - label: {id: cousin, text: Cousin, frame: [0, 100, 100, 20]}
            """)
        #expect(result.spoken == ["modal: Modal. Button.", "cousin: Cousin"])
        #expect(result.cutOff == ["cut: outsideModalView"])
    }

    @Test("A1.7 an empty modal view leaves nothing at its level")
    func emptyModal() {
        let result = Fixtures.analyze(view: """
            - label: {id: content, text: Content, frame: [0, 0, 100, 20]}
            - view: {id: overlay, viewIsModal: true, frame: [0, 0, 393, 852]}
            """)
        #expect(result.elements.isEmpty)
        #expect(result.cutOff == ["content: outsideModalView"])
    }

    @Test("A1.7 a modal element listed in order does not cut its fellow members")
    func modalInOrderIsIgnored() {
        let result = Fixtures.analyze(view: """
            - view:
                order: [one, two]
                children:
                  - button: {id: one, title: One, frame: [0, 0, 100, 44]}
                  - button: {id: two, title: Two, viewIsModal: true, frame: [0, 50, 100, 44]}
            """)
        #expect(result.spoken == ["one: One. Button.", "two: Two. Button."])
    }
}
