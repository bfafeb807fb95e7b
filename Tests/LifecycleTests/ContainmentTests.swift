import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import Lifecycle

/// reference/uikit.md 4.1 (containment calls) and experiment E1 (a storyboard-embedded child and a
/// child added in code, with and without the calls code must make).
@Suite struct ContainmentTests {
    /// A custom container `container` (content `shell`) with the given child mappings.
    private func container(_ children: String) -> String {
        """
        screens:
          shell: {title: Shell}
          top: {title: Top}
          bottom: {title: Bottom}
        scenes:
          main:
            root:
              container:
                id: container
                screen: shell
                children:
        \(children)
        """
    }

    private func callbacks(_ kind: Transition.Kind, of child: String, in yaml: String) throws -> [String] {
        let transitions = Fixtures.transitions(yaml)
        return try #require(Fixtures.transition(kind, titled: " \(child)", in: transitions)).texts(ofStep: 0)
    }

    @Test("4.1 an embed segue makes both containment calls (experiment E1: willMove and didMove logged)")
    func storyboardEmbed() throws {
        let yaml = container("          - {node: top, addedBy: storyboard}")
        #expect(try callbacks(.addChild, of: "top", in: yaml) == ["top.willMove(toParent:)", "top.didMove(toParent:)"])
    }

    @Test("4.1 addChild calls willMove(toParent:) for you; didMove(toParent:) is manual")
    func addChildInCode() throws {
        let without = container("          - {node: bottom, addedBy: code, callsDidMove: false}")
        #expect(try callbacks(.addChild, of: "bottom", in: without) == ["bottom.willMove(toParent:)"])
        let with = container("          - {node: bottom, addedBy: code, callsDidMove: true}")
        #expect(try callbacks(.addChild, of: "bottom", in: with) == ["bottom.willMove(toParent:)", "bottom.didMove(toParent:)"])
    }

    @Test("4.1 an embed segue sends didMove(toParent:) whatever callsDidMove says")
    func storyboardIgnoresCallsDidMove() throws {
        let yaml = container("          - {node: top, addedBy: storyboard, callsDidMove: false}")
        #expect(try callbacks(.addChild, of: "top", in: yaml) == ["top.willMove(toParent:)", "top.didMove(toParent:)"])
    }

    @Test("4.1 removal: willMove(toParent: nil) is manual, removeFromSuperview sends the disappearance (4.2), removeFromParent sends didMove(toParent: nil)")
    func removal() throws {
        let calling = container("          - {node: top, addedBy: storyboard}")
        #expect(try callbacks(.removeChild, of: "top", in: calling) == [
            "top.willMove(toParent:)", "top.viewWillDisappear", "top.viewDidDisappear", "top.didMove(toParent:)",
        ])
        let notCalling = container("          - {node: top, addedBy: storyboard, callsWillMove: false}")
        #expect(try callbacks(.removeChild, of: "top", in: notCalling) == [
            "top.viewWillDisappear", "top.viewDidDisappear", "top.didMove(toParent:)",
        ])
    }

    @Test("4.1 a child that is itself a container disappears with its visible children when removed")
    func removingANestedContainer() throws {
        let yaml = container("          - {node: {navigation: {id: innerNav, stack: [top, bottom]}}}")
        #expect(try callbacks(.removeChild, of: "innerNav", in: yaml) == [
            "innerNav.willMove(toParent:)", "innerNav.viewWillDisappear", "bottom.viewWillDisappear",
            "innerNav.viewDidDisappear", "bottom.viewDidDisappear", "innerNav.didMove(toParent:)",
        ])
    }

    @Test("4.1 the container loads its children before it appears; their order is flagged when there are several")
    func loadingBeforeAppearance() throws {
        let yaml = container("""
                      - {node: top, addedBy: storyboard}
                      - {node: bottom, addedBy: code, callsDidMove: false}
            """)
        let build = try #require(Fixtures.transition(.build, in: Fixtures.transitions(yaml)))
        #expect(build.texts(ofStep: 0) == [
            "top.willMove(toParent:)", "top.didMove(toParent:)", "bottom.willMove(toParent:)",
            "container.viewWillAppear", "top.viewWillAppear", "bottom.viewWillAppear",
            "container.viewIsAppearing", "top.viewIsAppearing", "bottom.viewIsAppearing",
            "container.viewDidAppear", "top.viewDidAppear", "bottom.viewDidAppear",
        ])
        #expect(build.steps[0].callbacks.prefix(3).allSatisfy { $0.unverified == .childrenWhileLoading })
    }

    @Test("4.1 a child without addedBy counts as added in code")
    func defaultAddition() throws {
        let yaml = container("          - {node: top, callsDidMove: false}")
        #expect(try callbacks(.addChild, of: "top", in: yaml) == ["top.willMove(toParent:)"])
    }

    @Test("4.1 the child rules report the calls code must make, at the child mapping")
    func rulesFollowTheModel() throws {
        let yaml = container("""
                      - {node: top, addedBy: storyboard, callsWillMove: false}
                      - {node: bottom, addedBy: code, callsDidMove: false}
            """)
        let project = Spec.project(yaml).project
        let input = RuleInput(project: project, environment: Fixtures.environment())
        let didMove = ChildMissingDidMoveRule().findings(in: input)
        #expect(didMove.map(\.subject) == ["bottom"])
        #expect(didMove.map(\.location.line) == [13])
        #expect(didMove.first?.message.contains("didMove(toParent: container)") == true)
        let willMove = ChildMissingWillMoveRule().findings(in: input)
        #expect(willMove.map(\.subject) == ["top"])
        #expect(willMove.map(\.location.line) == [12])
        #expect(willMove.allSatisfy { $0.scope == "main" && $0.environments == ["iphone-16 portrait iOS 26"] })
    }

    @Test("the child rules read only the declared scenes: across environments they find what each environment finds")
    func rulesAcrossEnvironments() {
        let yaml = container("""
                      - {node: top, addedBy: storyboard, callsWillMove: false}
                      - {node: bottom, addedBy: code, callsDidMove: false, callsWillMove: false}
            """)
        let project = Spec.project(yaml).project
        let inputs = [Fixtures.environment(), Fixtures.environment("ipad", .landscapeLeft)].map {
            RuleInput(project: project, environment: $0)
        }
        for rule in [ChildMissingDidMoveRule() as any Rule, ChildMissingWillMoveRule()] {
            let across = rule.findings(across: inputs)
            #expect(across == inputs.map(rule.findings(in:)))
            #expect(across.map { $0.flatMap(\.environments) }[1].allSatisfy { $0 == inputs[1].environment.name })
            #expect(!across[1].isEmpty)
        }
    }
}
