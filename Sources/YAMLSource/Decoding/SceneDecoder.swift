import A11yCore
import Hierarchy
import YAMLReader

/// Decodes a scene; that each presentation is `from` a view controller on screen at that point,
/// every view controller used once and no container inside itself are the model's checks
/// (`SceneChecks`), made once the run is assembled.
struct SceneDecoder {
    static let keys = ["root", "presentations"]
    static let presentationKeys = [
        "present", "from", "style", "styleFromCode", "transition", "source", "adaptiveStyle", "edgeAttachedInCompactHeight",
        "removesPresentersView", "fillsScreen", "viewIsModal",
    ]

    let context: DecodeContext
    private var nodes: NodeDecoder { NodeDecoder(context: context) }

    init(context: DecodeContext) {
        self.context = context
    }

    func scene(id: String, key: YAMLNode, _ node: YAMLNode) -> Scene? {
        var fields = Fields(context: context, kind: "scene", allowed: Self.keys)
        guard fields.read(node) else { return nil }
        guard let rootNode = fields["root"] else {
            context.report(.missingKey, key, "scene '\(id)' has no 'root'", hint: "root: aScreenID, or a container node")
            return nil
        }
        guard let root = nodes.node(rootNode, for: "root") else { return nil }
        var scene = Scene(id: id, location: context.location(key), root: root)
        if let entry = fields.entry("presentations"), let list = context.list(entry.value, for: "presentations") {
            guard list.count <= SpecLimits.maximumPresentationsPerScene else {
                context.report(.limitExceeded, entry.key,
                               "scene '\(id)' chains \(list.count) presentations; a11y-check analyses at most \(SpecLimits.maximumPresentationsPerScene) per scene",
                               hint: "split the chain into several scenes, each starting from the view controller a presentation shows")
                return nil
            }
            scene.presentations = list.compactMap(presentation)
        }
        return scene
    }

    private func presentation(_ node: YAMLNode) -> Presentation? {
        var fields = Fields(context: context, kind: "presentation", allowed: Self.presentationKeys)
        guard fields.read(node) else { return nil }
        guard let presentedNode = fields["present"] else {
            context.report(.missingKey, node, "a presentation needs 'present'", hint: "- {present: screenID, style: fullScreen}")
            return nil
        }
        guard let presented = nodes.node(presentedNode, for: "present") else { return nil }
        var result = Presentation(location: context.location(node), presented: presented)
        func text(_ key: String) -> Located<String>? {
            fields.entry(key).flatMap { context.located(context.string($0.value, for: key), $0) }
        }
        func flag(_ key: String) -> Located<Bool>? {
            fields.entry(key).flatMap { context.located(context.bool($0.value, for: key), $0) }
        }
        result.from = text("from")
        result.source = text("source")
        if let entry = fields.entry("style") {
            result.style = context.located(context.enumeration(entry.value, PresentationStyle.self, for: "style"), entry)
        }
        // Code performs the presentation its own way: its style, and whether it is one, are unknown.
        if let fromCode = flag("styleFromCode"), fromCode.value { result.performedInCode = fromCode.location }
        if let entry = fields.entry("transition") {
            result.transition = context.located(context.enumeration(entry.value, TransitionStyle.self, for: "transition"), entry)
        }
        if let entry = fields.entry("adaptiveStyle") {
            result.adaptiveStyle = context.located(context.enumeration(entry.value, AdaptiveStyle.self, for: "adaptiveStyle"), entry)
        }
        result.edgeAttachedInCompactHeight = flag("edgeAttachedInCompactHeight")
        result.removesPresentersView = flag("removesPresentersView")
        result.fillsScreen = flag("fillsScreen")
        result.viewIsModal = flag("viewIsModal")
        return result
    }
}
