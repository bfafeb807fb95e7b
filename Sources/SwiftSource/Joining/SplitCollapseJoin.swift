import Hierarchy

/// The split view delegate's answer to which column a collapsed split view controller shows,
/// applied to the file's split view controllers.
///
/// `splitViewController(_:collapseSecondary:onto:)` returning `true` tells UIKit not to merge
/// the secondary column, so the primary is what a compact width shows; `false` keeps UIKit's
/// own behaviour, the secondary on top. `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`
/// names the column. The node does not name the class of its delegate, so the answer is joined
/// only when every class of the app that answers gives the same literal answer; an answer the
/// syntax does not settle, or two that differ, leave the splits as they are.
enum SplitCollapseJoin {
    static func apply(_ facts: CodeFacts, to file: inout SpecFile) {
        guard let collapse = facts.splitCollapse, file.scenes.contains(where: { $0.allNodes.contains(where: isSplit) }) else { return }
        file.scenes = file.scenes.map { scene in
            scene.rebuilt { node in
                guard case .split(let style, let primary, let supplementary, let secondary, _) = node.kind else { return nil }
                return ViewControllerNode(id: node.id, location: node.location,
                                          kind: .split(style: style, primary: primary, supplementary: supplementary, secondary: secondary, collapsesTo: collapse),
                                          settings: node.settings)
            }
        }
    }

    /// The one column every answering class gives; nil when none answers, one answer is
    /// unknown, or two differ.
    static func answer(_ classes: [String: ClassFacts]) -> SplitCollapse? {
        var columns: Set<SplitCollapse> = []
        for fact in classes.values.lazy.flatMap(\.facts) {
            switch (fact.property, fact.value) {
            case (.collapseSecondary, .flag(let discards)): columns.insert(discards ? .primary : .secondary)
            case (.topColumnForCollapsing, .column(let column)): columns.insert(column)
            case (.collapseSecondary, _), (.topColumnForCollapsing, _): return nil
            default: continue
            }
        }
        return columns.count == 1 ? columns.first : nil
    }

    private static func isSplit(_ node: ViewControllerNode) -> Bool {
        if case .split = node.kind { return true }
        return false
    }
}
