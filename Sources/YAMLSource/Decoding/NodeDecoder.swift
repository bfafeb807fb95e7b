import A11yCore
import Hierarchy
import YAMLReader

/// Decodes view controller nodes: a screen id, `{screen: id}`, or a mapping with one container key.
struct NodeDecoder {
    static let containerKinds = ["navigation", "tabs", "split", "page", "container"]
    static let settingsKeys = [
        "orientations", "delegateOrientations", "forwardsOrientations", "preferredOrientation", "shouldAutorotate",
        "definesPresentationContext", "modalPresentationStyle", "tabBarItem",
    ]
    static let ownKeys: [String: [String]] = [
        "navigation": ["id", "stack", "navigationBarHidden", "toolbarHidden"],
        "tabs": ["id", "items", "selected"],
        "split": ["id", "style", "primary", "supplementary", "secondary", "collapsesTo"],
        "page": ["id", "pages", "current"],
        "container": ["id", "screen", "children"],
    ]
    static let childKeys = ["node", "frame", "addedBy", "callsDidMove", "callsWillMove"]

    let context: DecodeContext

    func node(_ node: YAMLNode, for what: String) -> ViewControllerNode? {
        if let id = node.scalar, !node.isNull {
            return ViewControllerNode(id: id, location: context.location(node), kind: .screen(id))
        }
        guard let entries = node.entries, entries.count == 1, let kind = entries[0].key.scalar else {
            context.wrongType(node, expected: "a screen id or a mapping with one key (screen, \(Self.containerKinds.joined(separator: ", ")))",
                              for: what)
            return nil
        }
        let body = entries[0].value
        let location = context.location(entries[0].key)
        if kind == "screen" {
            guard let id = context.string(body, for: "screen") else { return nil }
            return ViewControllerNode(id: id, location: context.location(body), kind: .screen(id))
        }
        guard let own = Self.ownKeys[kind] else {
            context.report(.invalidValue, entries[0].key,
                           "unknown view controller kind '\(kind)'\(Suggestion.didYouMean(kind, in: ["screen"] + Self.containerKinds))",
                           hint: "a node is a screen id, {screen: id}, or one of: \(Self.containerKinds.joined(separator: ", "))")
            return nil
        }
        var fields = Fields(context: context, kind: kind, allowed: own + Self.settingsKeys)
        guard fields.read(body) else { return nil }
        let id = fields.string("id") ?? "\(kind)@\(location.line):\(location.column)"
        guard let decoded = containerKind(kind, fields) else { return nil }
        let settings = self.settings(fields, kind: kind, children: decoded.children)
        return ViewControllerNode(id: id, location: location, kind: decoded.kind, settings: settings)
    }

    private func containerKind(_ kind: String, _ fields: Fields) -> (kind: ViewControllerNode.Kind, children: [String])? {
        switch kind {
        case "navigation":
            let stack = nodes(fields["stack"], for: "stack")
            if stack.isEmpty, let entry = fields.entry("stack") ?? fields.firstEntry {
                context.report(.missingKey, entry.key, "a navigation controller needs a non-empty 'stack'", hint: "stack: [rootScreen, pushedScreen]")
            }
            return (.navigation(stack: stack, navigationBarHidden: fields.bool("navigationBarHidden") ?? false,
                                toolbarHidden: fields.bool("toolbarHidden") ?? true), stack.map(\.id))
        case "tabs":
            let items = nodes(fields["items"], for: "items")
            let selected = pick(fields.entry("selected"), among: items, what: "selected")
            return (.tabs(items: items, selectedIndex: selected), items.map(\.id))
        case "split":
            let style = fields.entry("style").flatMap { context.enumeration($0.value, SplitStyle.self, for: "style") }
            let collapse = fields.entry("collapsesTo").flatMap { context.enumeration($0.value, SplitCollapse.self, for: "collapsesTo") }
            let primary = fields["primary"].flatMap { node($0, for: "primary") }
            let supplementary = fields["supplementary"].flatMap { node($0, for: "supplementary") }
            let secondary = fields["secondary"].flatMap { node($0, for: "secondary") }
            let kind = ViewControllerNode.Kind.split(style: style ?? (supplementary == nil ? .doubleColumn : .tripleColumn),
                                                     primary: primary, supplementary: supplementary, secondary: secondary,
                                                     collapsesTo: collapse ?? .secondary)
            return (kind, [primary, supplementary, secondary].compactMap { $0?.id })
        case "page":
            let pages = nodes(fields["pages"], for: "pages")
            let current = pick(fields.entry("current"), among: pages, what: "current")
            return (.page(pages: pages, currentIndex: current), pages.map(\.id))
        default:
            let screen = fields.entry("screen").flatMap { entry in context.located(context.string(entry.value, for: "screen"), entry) }
            let children = fields["children"].flatMap { context.list($0, for: "children")?.compactMap(child) } ?? []
            return (.container(screen: screen, children: children), children.map(\.node.id))
        }
    }

    private func nodes(_ value: YAMLNode?, for what: String) -> [ViewControllerNode] {
        guard let value, let items = context.list(value, for: what) else { return [] }
        return items.compactMap { node($0, for: what) }
    }

    /// `selected` / `current`: a child id or an index; 0 when absent.
    private func pick(_ entry: YAMLNode.Entry?, among children: [ViewControllerNode], what: String) -> Int {
        guard let entry else { return 0 }
        if entry.value.isPlainScalar, let index = Int(entry.value.scalar ?? "") {
            if children.indices.contains(index) { return index }
            context.report(.invalidValue, entry.value, "'\(what)' is \(index), but there are \(children.count) children",
                           hint: "give an index from 0 to \(max(children.count - 1, 0)), or a child id")
            return 0
        }
        guard let id = context.string(entry.value, for: what) else { return 0 }
        if let index = children.firstIndex(where: { $0.id == id }) { return index }
        context.report(.unknownReference, entry.value,
                       "'\(what)' names '\(id)', which is not a child\(Suggestion.didYouMean(id, in: children.map(\.id)))",
                       hint: "children: \(children.map(\.id).joined(separator: ", "))")
        return 0
    }

    private func child(_ node: YAMLNode) -> ContainerChild? {
        var fields = Fields(context: context, kind: "a container child", allowed: Self.childKeys)
        guard fields.read(node) else { return nil }
        guard let nodeValue = fields["node"], let child = self.node(nodeValue, for: "node") else {
            if fields["node"] == nil {
                context.report(.missingKey, node, "a container child needs 'node'", hint: "{node: screenID, frame: [0, 0, 393, 400]}")
            }
            return nil
        }
        var result = ContainerChild(location: context.location(node), node: child)
        if let entry = fields.entry("frame") { result.frame = context.located(context.rect(entry.value, for: "frame"), entry) }
        if let entry = fields.entry("addedBy") {
            result.addedBy = context.located(context.enumeration(entry.value, ChildAddition.self, for: "addedBy"), entry)
        }
        if let entry = fields.entry("callsDidMove") { result.callsDidMove = context.located(context.bool(entry.value, for: "callsDidMove"), entry) }
        if let entry = fields.entry("callsWillMove") { result.callsWillMove = context.located(context.bool(entry.value, for: "callsWillMove"), entry) }
        return result
    }

    private func settings(_ fields: Fields, kind: String, children: [String]) -> ContainerSettings {
        var settings = ContainerSettings()
        if let entry = fields.entry("orientations") {
            settings.orientations = context.located(context.idiomMasks(entry.value, for: "orientations"), entry)
        }
        if let entry = fields.entry("delegateOrientations") {
            settings.delegateOrientations = context.located(context.idiomMasks(entry.value, for: "delegateOrientations"), entry)
        }
        if let entry = fields.entry("forwardsOrientations") {
            settings.forwardsOrientations = context.located(forwarding(entry.value, kind: kind, children: children), entry)
        }
        if let entry = fields.entry("preferredOrientation") {
            settings.preferredOrientation = context.located(
                context.enumeration(entry.value, InterfaceOrientation.self, for: "preferredOrientation"), entry)
        }
        if let entry = fields.entry("shouldAutorotate") {
            settings.shouldAutorotate = context.located(context.bool(entry.value, for: "shouldAutorotate"), entry)
        }
        if let entry = fields.entry("definesPresentationContext") {
            settings.definesPresentationContext = context.located(context.bool(entry.value, for: "definesPresentationContext"), entry)
        }
        if let entry = fields.entry("modalPresentationStyle") {
            settings.modalPresentationStyle = context.located(
                context.enumeration(entry.value, PresentationStyle.self, for: "modalPresentationStyle"), entry)
        }
        if let entry = fields.entry("tabBarItem") {
            settings.tabBarItem = TabBarItemDecoder(context: context).screenItem(entry.value, at: entry.key)
        }
        return settings
    }

    /// The values `forwardsOrientations` takes on each container kind.
    static func forwardingValues(kind: String, children: [String]) -> [String] {
        switch kind {
        case "navigation": ["top", "visible", "presented"]
        case "tabs": ["selected", "presented"]
        case "page": ["current", "presented"]
        default: children + ["presented"]
        }
    }

    private func forwarding(_ node: YAMLNode, kind: String, children: [String]) -> String? {
        guard let text = context.string(node, for: "forwardsOrientations") else { return nil }
        let allowed = Self.forwardingValues(kind: kind, children: children)
        if allowed.contains(text) { return text }
        context.report(.invalidValue, node,
                       "'\(text)' is not something a \(kind) can forward orientations to\(Suggestion.didYouMean(text, in: allowed))",
                       hint: "allowed values: \(allowed.joined(separator: ", "))")
        return nil
    }
}
