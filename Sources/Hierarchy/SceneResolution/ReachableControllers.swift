/// A view controller the user can bring on screen in a scene without a new presentation, with
/// how: its view is in the window when the scene opens, or a tab, a Back button, a page swipe or
/// a split column brings it there.
public struct ReachableController: Sendable {
    /// The view controller.
    public let node: ViewControllerNode
    /// How the user reaches it, in words a finding can quote ("selecting tab 2 of 3 in tabs");
    /// nil when its view is in the window as the scene opens.
    public let route: String?
}

/// Every view controller a rule about a scene looks at: those on screen, and those the
/// containers on screen can show next without a presentation (every tab of a
/// UITabBarController, every view controller of a navigation stack, every page, every split
/// column).
public enum ReachableControllers {
    /// The scene's reachable view controllers: the ones on screen first, in their order, then
    /// the others in the order of the containers that hold them.
    public static func all(in scene: ResolvedScene) -> [ReachableController] {
        var result = scene.onScreen.map { ReachableController(node: $0, route: nil) }
        var seen = Set(scene.onScreen.map(\.id))
        let sizeClasses = scene.environment.sizeClasses
        for container in scene.onScreen where container.isContainer {
            let shown = Set(VisibleControllers.shownChildren(of: container, sizeClasses: sizeClasses).map(\.id))
            for (child, route) in routes(into: container) where !shown.contains(child.id) {
                for node in child.subtree where seen.insert(node.id).inserted {
                    result.append(ReachableController(node: node, route: route))
                }
            }
        }
        return result
    }

    /// Each child of `container` with the way the user brings it on screen.
    private static func routes(into container: ViewControllerNode) -> [(ViewControllerNode, String)] {
        switch container.kind {
        case .screen, .container:
            return []
        case .navigation(let stack, _, _):
            return stack.dropLast().map { ($0, "going back in \(container.id)") }
        case .tabs(let items, _):
            return items.enumerated().map { index, item in (item, "selecting tab \(index + 1) of \(items.count) in \(container.id)") }
        case .page(let pages, _):
            return pages.enumerated().map { index, page in (page, "swiping to page \(index + 1) of \(pages.count) in \(container.id)") }
        case .split(_, let primary, let supplementary, let secondary, _):
            let columns: [(ViewControllerNode?, String)] = [(primary, "primary"), (supplementary, "supplementary"), (secondary, "secondary")]
            return columns.compactMap { node, column in node.map { ($0, "showing the \(column) column of \(container.id)") } }
        }
    }
}
