import A11yCore
import Hierarchy

/// `lifecycle-child-missing-will-move`: a custom container removes a child without calling
/// `willMove(toParent: nil)` first (reference/uikit.md 4.1, experiment E1).
public struct ChildMissingWillMoveRule: Rule {
    /// Creates the rule.
    public init() {}

    public static let description = RuleDescription(
        id: "lifecycle-child-missing-will-move", severity: .warning, category: .lifecycle,
        summary: "A custom container removes a child without calling willMove(toParent: nil) first.",
        rationale: """
            removeFromParent() calls the child's didMove(toParent: nil) for you, but willMove(toParent: nil) is the \
            container's job and must come before the child's view is removed. Without it the child hears only that \
            it has left, never that it is about to (reference/uikit.md 4.1; experiment E1 logged didMove alone when a \
            child was removed in code).
            """,
        documentation: "https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)",
        triggeringExamples: [
            """
            screens:
              shell: {title: Shell}
              top: {title: Top}
            scenes:
              home:
                root:
                  container:
                    id: container
                    screen: shell
                    children:
                      - ↓{node: top, addedBy: storyboard, callsWillMove: false}
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
                      - {node: top, addedBy: storyboard}
                      - {node: bottom, addedBy: code, callsWillMove: true}
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
            let removal = ChildContainment.removing(child, disappearance: [])
            guard !removal.contains(where: { $0.name == .willMoveToParent }) else { return nil }
            let id = child.node.id
            return finding(at: child.location, in: scene, subject: id,
                           "\(container.id) removes \(id) without calling willMove(toParent: nil); removeFromParent() "
                               + "sends only didMove(toParent: nil), so \(id) is never told it is about to leave",
                           hint: "call \(id).willMove(toParent: nil) before removing its view and calling "
                               + "removeFromParent(); then set callsWillMove: true")
        }
    }
}
