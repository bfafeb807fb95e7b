import A11yCore
import Hierarchy
import YAMLReader

/// Decodes a screen (a content view controller) and checks that its element ids are unique; what
/// `order` names is the model's check, made once the run is assembled.
struct ScreenDecoder {
    static let keys = [
        "class", "title", "navigationItem", "toolbarItems", "tabBarItem", "orientations", "preferredOrientation",
        "shouldAutorotate", "modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "preferredContentSize", "modalInPresentation", "escape",
        "rotationHandling", "refreshOn", "component", "rootView", "backgroundColor", "view",
    ]
    static let navigationItemKeys = ["title", "prompt", "largeTitle", "leftItems", "rightItems", "backButtonTitle", "hidesBackButton", "titleView"]

    let context: DecodeContext
    /// The colours the file declares under `colors`, by name, which colour values may name.
    let namedColors: [String: NamedColor]
    private var elements: ElementDecoder { ElementDecoder(context: context, namedColors: namedColors) }

    init(context: DecodeContext, namedColors: [String: NamedColor]) {
        self.context = context
        self.namedColors = namedColors
    }

    func screen(id: String, key: YAMLNode, _ node: YAMLNode) -> Screen {
        var screen = Screen(id: id, location: context.location(key))
        if let entries = context.mapping(node, for: "screen '\(id)'") {
            for entry in entries {
                guard let key = context.keyText(entry) else { continue }
                decode(key, entry, into: &screen)
            }
        }
        checkIDs(screen)
        checkBackground(screen)
        return screen
    }

    func decode(_ key: KeyText, _ entry: YAMLNode.Entry, into screen: inout Screen) {
        let value = entry.value
        switch key {
        case "class": screen.className = context.located(context.string(value, for: key.text), entry)
        case "title": screen.title = context.located(context.string(value, for: key.text), entry)
        case "navigationItem": screen.navigationItem = navigationItem(value, at: entry.key)
        case "toolbarItems": screen.toolbarItems = barItems(value, for: key.text)
        case "tabBarItem": screen.tabBarItem = TabBarItemDecoder(context: context).screenItem(value, at: entry.key)
        case "orientations": screen.orientations = context.located(context.idiomMasks(value, for: key.text), entry)
        case "preferredOrientation":
            screen.preferredOrientation = context.located(context.enumeration(value, InterfaceOrientation.self, for: key.text), entry)
        case "shouldAutorotate": screen.shouldAutorotate = context.located(context.bool(value, for: key.text), entry)
        case "modalPresentationStyle":
            screen.modalPresentationStyle = context.located(context.enumeration(value, PresentationStyle.self, for: key.text), entry)
        case "modalTransitionStyle":
            screen.modalTransitionStyle = context.located(context.enumeration(value, TransitionStyle.self, for: key.text), entry)
        case "definesPresentationContext": screen.definesPresentationContext = context.located(context.bool(value, for: key.text), entry)
        case "providesPresentationContextTransitionStyle":
            screen.providesPresentationContextTransitionStyle = context.located(context.bool(value, for: key.text), entry)
        case "preferredContentSize": screen.preferredContentSize = context.located(context.size(value, for: key.text), entry)
        case "modalInPresentation": screen.modalInPresentation = context.located(context.bool(value, for: key.text), entry)
        case "escape": screen.escape = context.located(context.bool(value, for: key.text), entry)
        case "rotationHandling":
            screen.rotationHandling = context.located(context.enumeration(value, RotationHandling.self, for: key.text), entry)
        case "refreshOn": screen.refreshOn = context.located(context.enumeration(value, RefreshTrigger.self, for: key.text), entry)
        case "component": screen.component = context.located(context.bool(value, for: key.text), entry)
        case "rootView": screen.rootView = elements.rootView(value, at: entry.key)
        case "backgroundColor":
            screen.backgroundColor = context.located(context.color(value.arena, value.index, for: key.text, named: namedColors), entry)
        case "view": screen.view = limited(elements.elements(value, for: key.text), at: entry)
        default: context.unknownKey(entry, key.text, allowed: Self.keys, in: "a screen")
        }
    }

    /// A screen's `backgroundColor` is its root view's: giving it in `rootView` too is an error.
    private func checkBackground(_ screen: Screen) {
        guard let screenColor = screen.backgroundColor, let rootColor = screen.rootView?.backgroundColor else { return }
        context.append(Diagnostic(.invalidValue, at: rootColor.location,
                                  "'backgroundColor' is given twice: on the screen (line \(screenColor.location.line)) and in rootView",
                                  hint: "the screen's backgroundColor is its root view's; keep one of them"))
    }

    /// The decoded `view`, or none when it holds more than ``SpecLimits/maximumElementsPerScreen``
    /// elements: every analysis walks every element in every environment, so a larger screen is
    /// refused before any of that work.
    private func limited(_ view: [Element], at entry: YAMLNode.Entry) -> [Element] {
        let count = view.reduce(0) { $0 + $1.subtreeCount }
        guard count > SpecLimits.maximumElementsPerScreen else { return view }
        context.report(.limitExceeded, entry.key, "this screen holds \(count) elements; a11y-check analyses at most \(SpecLimits.maximumElementsPerScreen) per screen",
                       hint: "split the screen into several screens, or describe repeated content (a table's cells) once")
        return []
    }

    private func navigationItem(_ node: YAMLNode, at key: YAMLNode) -> NavigationItemSpec? {
        guard let entries = context.mapping(node, for: "navigationItem") else { return nil }
        var item = NavigationItemSpec(location: context.location(key))
        for entry in entries {
            guard let key = context.keyText(entry) else { continue }
            let value = entry.value
            switch key {
            case "title": item.title = context.located(context.string(value, for: key.text), entry)
            case "prompt": item.prompt = context.located(context.string(value, for: key.text), entry)
            case "largeTitle": item.largeTitle = context.located(context.bool(value, for: key.text), entry)
            case "leftItems": item.leftItems = barItems(value, for: key.text)
            case "rightItems": item.rightItems = barItems(value, for: key.text)
            case "backButtonTitle": item.backButtonTitle = context.located(context.string(value, for: key.text), entry)
            case "hidesBackButton": item.hidesBackButton = context.located(context.bool(value, for: key.text), entry)
            case "titleView": item.titleView = elements.element(value)
            default: context.unknownKey(entry, key.text, allowed: Self.navigationItemKeys, in: "navigationItem")
            }
        }
        return item
    }

    private func barItems(_ node: YAMLNode, for what: String) -> [BarItem] {
        BarItemDecoder(context: context, customViews: elements).items(node, for: what)
    }

    /// Element and bar item ids are unique within a screen.
    private func checkIDs(_ screen: Screen) {
        let ids = ScreenIDs.declared(in: screen)
        RepeatedIDs.forEach(in: ids) { repeated, firstIndex in
            let id = ids[repeated]
            let first = ids[firstIndex].location
            context.append(Diagnostic(.duplicateID, at: id.location,
                                      "id '\(id.value)' is used twice in screen '\(screen.id)' (first at \(first.line):\(first.column))",
                                      hint: "element and bar item ids must be unique within their screen"))
        }
    }
}
