import A11yCore
import Hierarchy

extension SpecSchema {
    static func sceneDefinitions() -> [String: JSONValue] {
        typealias S = SchemaBuilders
        let node = S.reference("node")
        let nodes = S.list(of: node, "View controller nodes.")
        let pick: JSONValue = ["type": ["string", "integer"], "description": "A child id or an index (default 0)."]
        var containers: [String: [String: JSONValue]] = [
            "navigation": ["id": S.text("The container's id."), "stack": nodes,
                           "navigationBarHidden": S.boolean("isNavigationBarHidden."),
                           "toolbarHidden": S.boolean("isToolbarHidden (default true).")],
            "tabs": ["id": S.text("The container's id."), "items": nodes, "selected": pick],
            "split": ["id": S.text("The container's id."), "style": S.oneOf(SplitStyle.self, "The split style."),
                      "primary": node, "supplementary": node, "secondary": node,
                      "collapsesTo": S.oneOf(SplitCollapse.self, "The column shown when collapsed (default secondary).")],
            "page": ["id": S.text("The container's id."), "pages": nodes, "current": pick],
            "container": ["id": S.text("The container's id."), "screen": S.text("The container's own content screen."),
                          "children": S.list(of: S.reference("containerChild"), "Child view controllers.")],
        ]
        let settings: [String: JSONValue] = [
            "orientations": S.reference("idiomMask", "The subclass's own supportedInterfaceOrientations."),
            "delegateOrientations": S.reference("idiomMask", "The delegate's ...SupportedInterfaceOrientations."),
            "forwardsOrientations": S.text("The subclass returns a child's value: top, visible, selected, current, presented or a child id."),
            "preferredOrientation": S.reference("orientation"),
            "shouldAutorotate": S.boolean("shouldAutorotate."),
            "definesPresentationContext": S.boolean("definesPresentationContext (navigation and tabs default to true)."),
            "modalPresentationStyle": S.oneOf(PresentationStyle.self, "The container's modalPresentationStyle."),
            "tabBarItem": S.reference("tabBarItem", "The container's own UITabBarItem, shown when it is a tab."),
        ]
        var choices: [JSONValue] = [
            ["type": "string", "description": "A screen id."],
            S.object(["screen": S.text("A screen id.")], "A screen.", required: ["screen"]),
        ]
        for kind in NodeDecoder.containerKinds {
            containers[kind]?.merge(settings) { $1 }
            choices.append(S.object([kind: S.object(containers[kind] ?? [:], "The \(kind) container's properties.")],
                                    "A \(kind) container.", required: [kind]))
        }
        return [
            "scene": S.object([
                "root": S.reference("node", "The root view controller."),
                "presentations": S.list(of: S.reference("presentation"), "Modal presentations on screen now, oldest first."),
            ], "What one window shows.", required: ["root"]),
            "node": ["description": "A view controller: a screen id, {screen: id}, or one container key.", "anyOf": .array(choices)],
            "containerChild": S.object([
                "node": node,
                "frame": S.reference("rect", "The child's frame in the container."),
                "addedBy": S.oneOf(ChildAddition.self, "storyboard (embed segue) or code (addChild)."),
                "callsDidMove": S.boolean("The code calls didMove(toParent:)."),
                "callsWillMove": S.boolean("The code calls willMove(toParent: nil) before removing."),
            ], "A custom container's child.", required: ["node"]),
            "presentation": S.object([
                "present": S.reference("node", "The presented view controller."),
                "from": S.text("The view controller that calls present (default: the top one)."),
                "style": S.oneOf(PresentationStyle.self, "modalPresentationStyle (overrides the presented screen's)."),
                "styleFromCode": S.boolean("Code performs the presentation its own way (a custom segue's perform(), a show from a view controller code puts in a container of its own): its style, and whether it is a presentation at all, are unknown."),
                "transition": S.oneOf(TransitionStyle.self, "modalTransitionStyle."),
                "source": S.text("Popover anchor: an element or bar item id."),
                "adaptiveStyle": S.oneOf(AdaptiveStyle.self, "What adaptivePresentationStyle(for:traitCollection:) returns."),
                "edgeAttachedInCompactHeight": S.boolean("prefersEdgeAttachedInCompactHeight."),
                "removesPresentersView": S.boolean("custom: shouldRemovePresentersView (default false)."),
                "fillsScreen": S.boolean("custom: shouldPresentInFullscreen (default true)."),
                "viewIsModal": S.boolean("custom: the presented view sets accessibilityViewIsModal."),
            ], "A modal presentation.", required: ["present"]),
        ]
    }
}
