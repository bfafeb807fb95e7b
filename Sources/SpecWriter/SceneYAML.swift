import Hierarchy

/// Writes scenes: the root view controller node and the presentations on top of it.
enum SceneYAML {
    /// A scene made by a presentation in code is commented with the Swift call's line.
    static func write(_ scene: Scene, to text: inout YAMLText) {
        let s = YAMLText.string
        text.origin(1, of: scene.location)
        text.line(1, s(scene.id) + ":")
        text.line(2, "root:")
        node(scene.root, indent: 3, to: &text)
        guard !scene.presentations.isEmpty else { return }
        text.line(2, "presentations:")
        for presentation in scene.presentations {
            text.line(3, "- present:")
            node(presentation.presented, indent: 5, to: &text)
            text.field(4, "from", presentation.from.map { s($0.value) })
            text.field(4, "style", presentation.style?.value.rawValue)
            text.field(4, "styleFromCode", presentation.performedInCode == nil ? nil : "true")
            text.field(4, "transition", presentation.transition?.value.rawValue)
            text.field(4, "source", presentation.source.map { s($0.value) })
        }
    }

    /// A view controller node in block form at `indent`.
    static func node(_ node: ViewControllerNode, indent: Int, to text: inout YAMLText) {
        let s = YAMLText.string
        switch node.kind {
        case .screen(let id):
            text.line(indent, "screen: " + s(id))
            return
        case .navigation(let stack, let barHidden, let toolbarHidden):
            text.line(indent, "navigation:")
            text.field(indent + 1, "id", s(node.id))
            nodes("stack", stack, indent: indent + 1, to: &text)
            text.field(indent + 1, "navigationBarHidden", YAMLText.bool(barHidden))
            text.field(indent + 1, "toolbarHidden", YAMLText.bool(toolbarHidden))
        case .tabs(let items, let selected):
            text.line(indent, "tabs:")
            text.field(indent + 1, "id", s(node.id))
            nodes("items", items, indent: indent + 1, to: &text)
            // Only an index of a tab: a tab bar controller whose tabs were all left out (a segue of an
            // unknown kind) has none, and `selected: 0` of no items does not load.
            text.field(indent + 1, "selected", items.indices.contains(selected) ? String(selected) : nil)
        case .split(let style, let primary, let supplementary, let secondary, let collapse):
            text.line(indent, "split:")
            text.field(indent + 1, "id", s(node.id))
            text.field(indent + 1, "style", style.rawValue)
            for (key, child) in [("primary", primary), ("supplementary", supplementary), ("secondary", secondary)] {
                guard let child else { continue }
                text.line(indent + 1, key + ":")
                self.node(child, indent: indent + 2, to: &text)
            }
            text.field(indent + 1, "collapsesTo", collapse.rawValue)
        case .page(let pages, let current):
            text.line(indent, "page:")
            text.field(indent + 1, "id", s(node.id))
            nodes("pages", pages, indent: indent + 1, to: &text)
            text.field(indent + 1, "current", pages.indices.contains(current) ? String(current) : nil)
        case .container(let screen, let children):
            text.line(indent, "container:")
            text.field(indent + 1, "id", s(node.id))
            text.field(indent + 1, "screen", screen.map { s($0.value) })
            text.line(indent + 1, "children:")
            for child in children {
                text.line(indent + 2, "- node:")
                self.node(child.node, indent: indent + 4, to: &text)
                text.field(indent + 3, "frame", child.frame.map { YAMLText.rect($0.value) })
                text.field(indent + 3, "addedBy", child.addedBy?.value.rawValue)
            }
        }
        let settings = node.settings
        // A container subclass's answers, which only its code gives, each below its Swift line.
        text.field(indent + 1, "orientations", settings.orientations, ScreenCodeYAML.masks)
        text.field(indent + 1, "forwardsOrientations", settings.forwardsOrientations) { $0 }
        text.field(indent + 1, "preferredOrientation", settings.preferredOrientation) { $0.rawValue }
        text.field(indent + 1, "shouldAutorotate", settings.shouldAutorotate) { YAMLText.bool($0) }
        for setting in ScreenSetting.allCases {
            guard let location = settings.unknownInCode[setting] else { continue }
            text.code(indent + 1, CodeOrigin.unknownComment(ScreenCodeYAML.key(setting), at: location))
        }
        text.field(indent + 1, "modalPresentationStyle", settings.modalPresentationStyle?.value.rawValue)
        text.field(indent + 1, "definesPresentationContext", settings.definesPresentationContext.map { YAMLText.bool($0.value) })
        if let item = settings.tabBarItem {
            text.localized(indent + 1, [item.title, item.label, item.hint])
            text.field(indent + 1, "tabBarItem", SpecYAMLWriter.tabBarItem(item))
        }
    }

    private static func nodes(_ key: String, _ nodes: [ViewControllerNode], indent: Int, to text: inout YAMLText) {
        guard !nodes.isEmpty else {
            text.line(indent, key + ": []")
            return
        }
        text.line(indent, key + ":")
        for child in nodes {
            text.line(indent + 1, "- ")
            let start = text.lines.count
            node(child, indent: indent + 2, to: &text)
            // Join the first line of the node onto the list marker.
            let first = text.lines[start].drop { $0 == " " }
            text.lines[start - 1] = String(repeating: "  ", count: indent + 1) + "- " + first
            text.lines.remove(at: start)
        }
    }
}
