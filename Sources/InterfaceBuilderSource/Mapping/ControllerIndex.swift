import A11yCore
import Hierarchy

/// The view controllers of one storyboard: their elements by id, the model id each gets, and
/// the segues leaving each (their own and their views', bar items' and cells').
struct ControllerIndex {
    /// One `<segue>` with the controller it leaves from.
    struct Segue {
        let node: XMLNode
        /// The xml id of the view controller whose scene holds the segue's source object.
        let sourceController: String
        var kind: String { node["kind"] ?? "custom" }
        var destination: String? { node["destination"] }
    }

    /// Elements naming view controllers, by element name, and whether they are containers.
    static let contentControllers: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "hostingController",
        "pageViewController", "avPlayerViewController", "glkViewController", "viewControllerPlaceholder",
    ]
    static let containers: Set<String> = ["navigationController", "tabBarController", "splitViewController"]

    private(set) var controllers: [String: XMLNode] = [:]
    /// Controller xml ids in document order.
    private(set) var order: [String] = []
    private(set) var modelIDs: [String: String] = [:]
    /// Controller xml ids by model id.
    private(set) var controllerIDs: [String: String] = [:]
    /// Segues leaving each controller, in document order.
    private(set) var segues: [String: [Segue]] = [:]

    init(scenes: [XMLNode], fileBase: String, context: IBContext) {
        // The file's segues, found once; each controller's are the range below it.
        let allSegues = scenes.first?.arena.elementIndices(named: "segue") ?? []
        for scene in scenes {
            guard let controller = scene.child("objects")?.children.first(where: { $0["sceneMemberID"] == "viewController" }),
                  let id = controller.id else { continue }
            if !Self.contentControllers.contains(controller.name) && !Self.containers.contains(controller.name) {
                context.reportOnce(.unknownElement, name: controller.name, at: controller.location,
                                   "<\(controller.name)> is not a view controller a11y-check knows; it is read as a plain view controller")
            }
            if let first = controllers[id] {
                context.report(.duplicateID, at: controller.location,
                               "a view controller with the id '\(id)' is already at line \(first.location.line); this one is left out",
                               hint: "give it a new id in Xcode (Identity inspector) or remove the copy")
                continue
            }
            controllers[id] = controller
            order.append(id)
            segues[id] = Self.segues(below: controller, id: id, among: allSegues)
        }
        nameControllers(fileBase: fileBase)
    }

    /// Gives each controller its model id, `<file>.<readable name>`, the name taken first keeping
    /// it and a later one adding its xml id. Controllers with a storyboard identifier take theirs
    /// first: a storyboard reference and code name a controller by it
    /// ([instantiateViewController(withIdentifier:)](https://developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(withidentifier:))),
    /// so an earlier controller whose class or title gives the same name (a navigation controller
    /// with the identifier `Upload` around an `Upload` class) must not take it.
    private mutating func nameControllers(fileBase: String) {
        var taken: Set<String> = []
        let identified = order.filter { controllers[$0]?["storyboardIdentifier"] != nil }
        let others = order.filter { controllers[$0]?["storyboardIdentifier"] == nil }
        for id in identified + others {
            guard let controller = controllers[id] else { continue }
            var name = fileBase + "." + Self.readableName(controller)
            if !taken.insert(name).inserted {
                name += "-" + id
                taken.insert(name)
            }
            modelIDs[id] = name
            controllerIDs[name] = id
        }
    }

    /// A name people recognise: the storyboard identifier, the class, the title, else the element
    /// name and id.
    static func readableName(_ controller: XMLNode) -> String {
        if controller.name == "viewControllerPlaceholder" {
            return "reference." + (controller["storyboardName"] ?? "storyboard") + (controller["referencedIdentifier"].map { "." + $0 } ?? "")
        }
        return cleaned(controller["storyboardIdentifier"] ?? controller["customClass"] ?? controller["title"]
            ?? (controller.name + "-" + (controller.id ?? "")), or: controller.name)
    }

    /// `raw` as a name part: a `-` for each character other than letters, digits, `_`, `-` and
    /// `.`; `fallback` when nothing is left.
    static func cleaned(_ raw: String, or fallback: String) -> String {
        // Most names are ASCII letters, digits, `_`, `-` and `.` already: kept as they are, without
        // building a new string scalar by scalar (nearly half of the controller index's cost).
        if !raw.isEmpty, raw.utf8.allSatisfy(CharacterSet.isIdentifierASCII) { return raw }
        let cleaned = String(raw.unicodeScalars.map { scalar in
            CharacterSet.isIdentifierScalar(scalar) ? Character(scalar) : "-"
        })
        return cleaned.isEmpty ? fallback : cleaned
    }

    /// Every `<segue kind=…>` below `controller` (whose xml id is `id`), in document order,
    /// from `allSegues` (the file's `<segue>` elements): skipping `inferredMetricsTieBreakers`
    /// references and the peek and pop `commit`/`preview` children, which are not segues, and
    /// anything inside a `<segue>`.
    private static func segues(below controller: XMLNode, id: String, among allSegues: [Int32]) -> [Segue] {
        let arena = controller.arena
        var found: [Segue] = []
        // The end of the subtree of the last `<segue>` met: one inside it is no segue of the controller.
        var insideSegueUntil: Int32 = 0
        for index in arena.indices(allSegues, below: controller.index) where index >= insideSegueUntil {
            insideSegueUntil = arena.elements[Int(index)].subtreeEnd
            let segue = XMLNode(arena: arena, index: index)
            if segue["kind"] != nil, segue["key"] == nil { found.append(Segue(node: segue, sourceController: id)) }
        }
        return found
    }
}

enum CharacterSet {
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" || scalar == "."
    }

    /// ``isIdentifierScalar(_:)`` for an ASCII byte (the only alphabetic ASCII scalars are the
    /// letters); false for any byte of a longer UTF-8 sequence.
    static func isIdentifierASCII(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
