import A11yCore
import Hierarchy

/// `lifecycle-child-missing-did-move`: a custom container adds a child in code and never calls
/// `didMove(toParent:)` (reference/uikit.md 4.1, experiment E1).
public struct ChildMissingDidMoveRule: Rule {
    /// Creates the rule.
    public init() {}

    public static let description = RuleDescription(
        id: "lifecycle-child-missing-did-move", severity: .warning, category: .lifecycle,
        summary: "A custom container adds a child in code without calling didMove(toParent:).",
        rationale: """
            addChild(_:) calls the child's willMove(toParent:) for you, but didMove(toParent:) is the container's \
            job: call it once the child's view is in place (or its transition has finished). An embed segue makes \
            both calls; code that stops after addChild leaves the child half added, and a child that relies on \
            didMove(toParent:) never finishes its setup (reference/uikit.md 4.1; experiment E1 logged willMove alone \
            for a child added in code).
            """,
        documentation: "https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)",
        triggeringExamples: [
            """
            screens:
              shell: {title: Shell}
              top: {title: Top}
              bottom: {title: Bottom}
            scenes:
              home:
                root:
                  container:
                    id: container
                    screen: shell
                    children:
                      - {node: top, addedBy: storyboard}
                      - ↓{node: bottom, addedBy: code, callsDidMove: false}
            """,
            """
            screens:
              shell: {title: Shell}
              map: {title: Map}
            scenes:
              explore:
                root:
                  container:
                    id: container
                    screen: shell
                    children:
                      - ↓node: map
                        frame: [0, 0, 393, 400]
                        callsDidMove: false
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              shell: {title: Shell}
              top: {title: Top}
              bottom: {title: Bottom}
            scenes:
              home:
                root:
                  container:
                    id: container
                    screen: shell
                    children:
                      - {node: top, addedBy: storyboard, callsDidMove: false}
                      - {node: bottom, addedBy: code, callsDidMove: true}
            """,
        ])

    /// The containment calls are declared, not resolved: the same in every environment.
    public func findings(across inputs: [RuleInput]) -> [[Finding]] {
        findingsOfDeclaredScenes(across: inputs, findings(in:))
    }

    public func findings(in input: RuleInput) -> [Finding] {
        input.scenes.flatMap(findings(in:))
    }

    /// The findings in one scene as declared.
    private func findings(in scene: ResolvedScene) -> [Finding] {
        ChildContainment.children(of: scene.scene.allNodes).compactMap { container, child in
            guard !ChildContainment.adding(child).contains(where: { $0.name == .didMoveToParent }) else { return nil }
            let id = child.node.id
            return finding(at: child.location, in: scene, subject: id,
                           "\(container.id) adds \(id) with addChild(_:), which sends willMove(toParent:), but nothing sends "
                               + "didMove(toParent: \(container.id)); \(id) is never told it finished moving",
                           hint: "call \(id).didMove(toParent: self) after adding its view, or after the transition "
                               + "animation completes; then set callsDidMove: true")
        }
    }
}
