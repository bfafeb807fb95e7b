import A11yCore
import A11yModel

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

    /// One sentence per problem entry, in list order.
    private func problems(in ids: [String], of container: Element, at path: ElementPath) -> [String] {
        let places = DescendantPaths(of: container, at: path)
        var seen: Set<String> = []
        var problems: [String] = []
        for id in ids {
            guard seen.insert(id).inserted else {
                problems.append("lists '\(id)' twice")
                continue
            }
            guard let place = places.path(of: id) else { continue }
            let holder = ids.first { other in
                other != id && places.path(of: other).map { $0.holds(place) } == true
            }
            if let holder { problems.append("lists '\(id)', which '\(holder)' already holds") }
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

        /// True when the entry at this place contains `other` (a part is held by its owner).
        func holds(_ other: Place) -> Bool {
            guard !isPart else { return false }
            return path.contains(other.path) && (path != other.path || other.isPart)
        }
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
