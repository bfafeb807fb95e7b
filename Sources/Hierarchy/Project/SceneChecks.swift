import A11yCore

/// The checks on what lies within one scene, whatever source described it: every view controller
/// used once, no container inside itself, each presentation made from a view controller on screen.
struct SceneChecks {
    let scene: Scene

    func diagnostics() -> [Diagnostic] {
        uniqueness() + presenters()
    }

    /// `from` names a view controller whose view is in the window when the presentation happens:
    /// UIKit refuses to present from one that is not ("Attempt to present ... whose view is not in
    /// the window hierarchy"; [present(_:animated:completion:)](https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:))).
    private func presenters() -> [Diagnostic] {
        // Most presentations name no presenter: then nothing is worked out.
        guard scene.presentations.contains(where: { $0.from != nil }) else { return [] }
        var onScreen = OnScreenNodes.visible(in: scene.root)
        var result: [Diagnostic] = []
        for presentation in scene.presentations {
            if let from = presentation.from, !onScreen.contains(from.value) {
                let all = Set(scene.allNodes.map(\.id))
                if all.contains(from.value) {
                    result.append(Diagnostic(.presenterNotOnScreen, at: from.location,
                                             "'from' names '\(from.value)', which is not on screen when this presentation happens",
                                             hint: "present from a view controller that is visible then: \(onScreen.sorted().joined(separator: ", "))"))
                } else {
                    result.append(Diagnostic(.unknownReference, at: from.location,
                                             "'from' names '\(from.value)', which is not a view controller of this scene\(Suggestion.didYouMean(from.value, in: all.sorted()))",
                                             hint: "view controllers on screen: \(onScreen.sorted().joined(separator: ", "))"))
                }
            }
            onScreen.formUnion(OnScreenNodes.visible(in: presentation.presented))
        }
        return result
    }

    /// A view controller appears once in a scene; a container never inside itself.
    private func uniqueness() -> [Diagnostic] {
        var result: [Diagnostic] = []
        var seen: [String: ViewControllerNode] = [:]
        for top in [scene.root] + scene.presentations.map(\.presented) {
            Self.walk(top, ancestors: []) { node, ancestors in
                if let container = ancestors.first(where: { $0.id == node.id }) {
                    result.append(Diagnostic(.containerCycle, at: node.location,
                                             "'\(node.id)' is inside itself (the \(container.kindName) at \(container.location.line):\(container.location.column))",
                                             hint: "a container cannot contain itself; give the inner node another view controller"))
                } else if let first = seen[node.id] {
                    result.append(Diagnostic(.reusedViewController, at: node.location,
                                             "view controller '\(node.id)' appears twice in scene '\(scene.id)' (first at \(first.location.line):\(first.location.column))",
                                             hint: "one view controller instance has one place in a scene; describe a second screen if the app creates a second instance"))
                } else {
                    seen[node.id] = node
                }
            }
        }
        return result
    }

    private static func walk(_ node: ViewControllerNode, ancestors: [ViewControllerNode],
                             _ visit: (ViewControllerNode, [ViewControllerNode]) -> Void) {
        visit(node, ancestors)
        if ancestors.contains(where: { $0.id == node.id }) { return }
        for child in node.children { walk(child, ancestors: ancestors + [node], visit) }
    }
}
