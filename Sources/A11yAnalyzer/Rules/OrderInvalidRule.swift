import A11yCore
import Hierarchy

/// An `order` (accessibilityElements) that lists an element twice.
public struct OrderInvalidRule: ScreenRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, severity, rationale and examples.
    public static let description = RuleDescription(
        id: "a11y-order-invalid", severity: .warning, category: .accessibility,
        summary: "An order (accessibilityElements) lists an element twice, or an element that another listed entry already holds",
        rationale: """
            VoiceOver walks every entry of accessibilityElements on its own, in the array's order. An id listed \
            twice, or an element listed beside a container (or control) that already holds it, is visited twice, \
            and swiping moves focus back to something already read. GTXiLib asserts that accessibilityElements \
            holds each element once; Android ATF's TraversalOrderCheck flags over-constrained orders. Ids that \
            are not descendants at all are a spec error (spec-order-not-descendant). Apple: accessibilityElements.
            """,
        documentation: "https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements",
        triggeringExamples: [
            """
            screens:
              form:
                view:
                  - view:
                      ↓order: [name, email, name]
                      children:
                        - textField: {id: name, placeholder: Name, frame: [16, 100, 361, 44]}
                        - textField: {id: email, placeholder: Email, frame: [16, 160, 361, 44]}
                  - view:
                      ↓↓order: [fields, first, units.1]
                      children:
                        - view:
                            id: fields
                            children:
                              - textField: {id: first, placeholder: First name, frame: [16, 300, 361, 44]}
                              - segmented: {id: units, segments: [Metric, Imperial], frame: [16, 360, 361, 32]}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              form:
                view:
                  - view:
                      order: [email, name, units.1, units.0]
                      children:
                        - textField: {id: name, placeholder: Name, frame: [16, 100, 361, 44]}
                        - textField: {id: email, placeholder: Email, frame: [16, 160, 361, 44]}
                        - segmented: {id: units, segments: [Metric, Imperial], frame: [16, 220, 361, 32]}
            """,
        ])

    /// The findings for one screen.
    public func findings(in input: ScreenRuleInput) -> [Finding] {
        var findings: [Finding] = []
        if let root = input.screen.rootViewElement {
            visit(root, at: ElementPath([]), in: input, into: &findings)
            return findings
        }
        for (index, element) in input.screen.view.enumerated() {
            visit(element, at: ElementPath([index]), in: input, into: &findings)
        }
        return findings
    }

    private func visit(_ element: Element, at path: ElementPath, in input: ScreenRuleInput, into findings: inout [Finding]) {
        if let order = element.order {
            let owner = element.resolvedID(at: path)
            findings += problems(in: order.value.map(\.value), of: element, at: path).map { problem in
                finding(at: order.location, in: input, subject: owner, "the order of '\(owner)' \(problem)",
                        hint: "list every element once, and a container or its contents, not both")
            }
        }
        for (index, child) in element.children.enumerated() {
            visit(child, at: path.appending(index), in: input, into: &findings)
        }
    }

    /// One sentence per problem entry, in list order. An entry is held by another when that other
    /// entry is an element (not a control's part) whose path is a prefix of the entry's; the
    /// holder named is the first such entry in the list. The listed elements are indexed by path
    /// once, and each entry looks up its ancestors' paths, so a list of n entries costs
    /// O(n × depth), not O(n²): a 20,000-entry `order` is checked in milliseconds.
    private func problems(in ids: [String], of container: Element, at path: ElementPath) -> [String] {
        let places = DescendantPaths(of: container, at: path)
        var listedElements: [ElementPath: (position: Int, id: String)] = [:]
        for (position, id) in ids.enumerated() {
            guard let place = places.path(of: id), !place.isPart, listedElements[place.path] == nil else { continue }
            listedElements[place.path] = (position, id)
        }
        var seen: Set<String> = []
        var problems: [String] = []
        for id in ids {
            guard seen.insert(id).inserted else {
                problems.append("lists '\(id)' twice")
                continue
            }
            guard let place = places.path(of: id) else { continue }
            // The entry's own path holds it only when it is a part (its owner listed as well).
            let ownPrefix = place.isPart ? place.path.indices.count : place.path.indices.count - 1
            var holder: (position: Int, id: String)?
            for length in stride(from: ownPrefix, through: 0, by: -1) {
                let ancestor = ElementPath(Array(place.path.indices.prefix(length)))
                if let listed = listedElements[ancestor], listed.id != id, listed.position < (holder?.position ?? Int.max) {
                    holder = listed
                }
            }
            if let holder { problems.append("lists '\(id)', which '\(holder.id)' already holds") }
        }
        return problems
    }
}

/// Where the ids a container's `order` may name sit below it.
private struct DescendantPaths {
    /// An element's path, or a part's owner path with the part.
    struct Place {
        let path: ElementPath
        let isPart: Bool
    }

    private var places: [String: Place] = [:]

    init(of container: Element, at path: ElementPath) {
        add(container, at: path, includingSelf: false)
    }

    func path(of id: String) -> Place? { places[id] }

    private mutating func add(_ element: Element, at path: ElementPath, includingSelf: Bool) {
        let id = element.resolvedID(at: path)
        if includingSelf, places[id] == nil { places[id] = Place(path: path, isPart: false) }
        let parts = ControlParts(element: element, frame: nil)
        for part in parts.parts where places[parts.id(of: part, ownerID: id)] == nil {
            places[parts.id(of: part, ownerID: id)] = Place(path: path, isPart: true)
        }
        for (index, child) in element.children.enumerated() {
            add(child, at: path.appending(index), includingSelf: true)
        }
    }
}
