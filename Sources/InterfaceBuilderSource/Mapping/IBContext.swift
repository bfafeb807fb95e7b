import A11yCore
import Hierarchy

/// What mapping one file shares: its path, the colours its `<resources>` define, the views
/// popovers anchor at, and the diagnostics found so far (unknown names reported once per name per
/// file).
final class IBContext {
    let path: String
    /// Fallback values of `systemColor` and named colours, from `<resources>`.
    private(set) var resourceColors: [String: Color] = [:]
    /// The named colours of `<resources>`, each with its stored value as its light value and an
    /// unknown dark value: Interface Builder stores only the light one (an asset catalog gives
    /// both: SpecInputs).
    private(set) var namedColors: [String: NamedColor] = [:]
    /// The outlet properties naming each object, by the object's id, the outermost declaring
    /// object's first: code facts are joined by them (``Hierarchy/Element/outlets``), and messages
    /// name an element without a user label by the first (``Hierarchy/Element/name``).
    private(set) var outlets: [String: [String]] = [:]
    /// The switches of the file, by id: a cell's `accessoryView` outlet may name one placed outside
    /// any view (a scene's top-level object).
    private(set) var switches: [String: XMLNode] = [:]
    /// Where popover segues anchor (set from the segues).
    var anchors = PopoverAnchors()
    /// Ids of views that popover segues anchor at: kept even when empty.
    var anchorIDs: Set<String> { anchors.viewIDs }
    /// The view controllers, navigation items, bar items and tab bar items the screens hold, by
    /// object id: what a strings table's keys name besides views (``StoryboardStrings``).
    var screenObjects: [String: ScreenObject] = [:]
    /// The ids of the buttons with a configuration (``ButtonContent``), whose strings table titles
    /// are their configuration's (``StoryboardStrings``).
    var configuredButtons: Set<String> = []
    /// The ids of the objects whose code a screen's class gives: each scene's view controller
    /// and a xib's File's Owner. An action sent to one of them is a method of the screen's class
    /// (``TapConnections``). Worked out when a tap's action is first read.
    private(set) lazy var actionTargets: Set<String> = Self.actionTargets(in: arena)
    /// The file's elements.
    private let arena: XMLElementArena
    private(set) var diagnostics: [Diagnostic] = []
    /// Where each view id was first met: Interface Builder gives every object of a document its
    /// own id, so a second view with one is a damaged file.
    private var viewIDs: [String: SourceLocation] = [:]
    private var reportedNames: Set<String> = []
    /// What each element name of the file stands for as a view, worked out once per name.
    var viewClasses: ViewClasses
    /// What each attribute name of the file's `<accessibilityTraits>` means, once per name.
    var traitNames: TraitNames
    /// The system colours the file's colours name, each name read once.
    var systemColorNames = SystemColorNames()

    /// The ids of each scene's view controller and of a xib's File's Owner in `arena`.
    private static func actionTargets(in arena: XMLElementArena) -> Set<String> {
        var targets: Set<String> = []
        for name in ControllerIndex.contentControllers.union(["placeholder"]) {
            for index in arena.elementIndices(named: name) {
                let object = XMLNode(arena: arena, index: index)
                if object["sceneMemberID"] == "viewController" || object["placeholderIdentifier"] == "IBFilesOwner", let id = object.id {
                    targets.insert(id)
                }
            }
        }
        return targets
    }

    init(path: String, root: XMLNode) {
        self.path = path
        // Every element of the file, by its arena record, each name classified once.
        let arena = root.arena
        viewClasses = ViewClasses(nameCount: arena.names.count)
        traitNames = TraitNames(nameCount: arena.names.count)
        // Views are about a ninth of a storyboard's elements (1,831 of the 16,822 of 54 real files),
        // up to a sixth (a screen of one-line views): room for a fifth, so that the table is not
        // grown (every id hashed again) part way through the file.
        viewIDs.reserveCapacity(arena.elements.count / 5)
        self.arena = arena
        let isOutlet = arena.names.map { $0 == "outlet" }
        let isSwitch = arena.names.map { $0 == "switch" }
        // Each outlet with the depth of the object declaring it and its place in the file.
        var found: [String: [(depth: Int, index: Int32, property: String)]] = [:]
        var pending = [(root.index, 0)]
        while let (node, depth) = pending.popLast() {
            var index = arena.elements[Int(node)].firstChild
            while index >= 0 {
                let record = arena.elements[Int(index)]
                if isOutlet[Int(record.name)] || isSwitch[Int(record.name)] {
                    let child = XMLNode(arena: arena, index: index)
                    if isOutlet[Int(record.name)], let destination = child["destination"], let property = child["property"] {
                        found[destination, default: []].append((depth, index, property))
                    }
                    if isSwitch[Int(record.name)], let id = child.id { switches[id] = child }
                }
                pending.append((index, depth + 1))
                index = record.nextSibling
            }
        }
        // The outermost object's outlets first (a view controller's or File's Owner's before a
        // view's own, such as a text field's `nextField`), then in the file's order.
        outlets = found.mapValues { properties in
            properties.count == 1 ? [properties[0].property]
                : properties.sorted { ($0.depth, $0.index) < ($1.depth, $1.index) }.map(\.property)
        }
        for resource in root.child("resources")?.children ?? [] where resource.name == "systemColor" || resource.name == "namedColor" {
            if let name = resource["name"], let color = resource.child("color"), let value = ColorReader.direct(color, context: self) {
                resourceColors[name] = value
                if resource.name == "namedColor" {
                    namedColors[name] = NamedColor(name: name, light: ColorReader.eightBit(value), dark: nil)
                }
            }
        }
    }

    /// Claims `id` for the view at `location`: nil when no other view has it, else where the
    /// first one is. Mapping the same view again claims nothing new.
    func claimViewID(_ id: String, at location: SourceLocation) -> SourceLocation? {
        // One lookup for a new id (nearly every one); a repeated id gets its first place back.
        guard let first = viewIDs.updateValue(location, forKey: id) else { return nil }
        viewIDs[id] = first
        return first == location ? nil : first
    }

    /// Records a diagnostic of another family (a spec limit the file goes past).
    func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Records a diagnostic.
    func report(_ rule: IBRule, at location: SourceLocation, _ message: String, hint: String? = nil) {
        diagnostics.append(Diagnostic(rule, at: location, message, hint: hint))
    }

    /// Reports `message` for `name` once per file and rule.
    func reportOnce(_ rule: IBRule, name: String, at location: SourceLocation, _ message: String, hint: String? = nil) {
        guard reportedNames.insert(rule.rawValue + " " + name).inserted else { return }
        report(rule, at: location, message, hint: hint)
    }
}
