import A11yCore

/// The code facts of the classes Objective-C implements: for each property of an outlet or of
/// the instance an `@implementation` assigns (``ObjectiveCAssignments``), that property set in code to a value
/// a11y-check does not know. Objective-C is not parsed, so no value is taken: a rule that needs
/// the property says nothing about the view, and `voiceover` names the Objective-C line.
enum ObjectiveCClassFacts {
    /// Why the value is unknown, as messages say it.
    static let unknownValue = CodeValue.unknown("set in Objective-C")

    /// The classes of `code` whose implementations assign any outlet property, by name.
    static func classes(_ code: [ObjectiveCCode]) -> [String: ClassFacts] {
        let implementations = Dictionary(code.flatMap(\.implementations).map { ($0.value, $0.location) }, uniquingKeysWith: min)
        let assigned = Dictionary(grouping: code.flatMap(\.assignments), by: \.className)
        return assigned.reduce(into: [:]) { classes, entry in
            let (name, assignments) = entry
            guard let location = implementations[name] else { return }
            let ordered = assignments.sorted { $0.location < $1.location }
            var outlets: [CodeOutlet] = []
            var named = Set<String>()
            for assignment in ordered {
                guard case .member(let outlet) = assignment.subject, named.insert(outlet).inserted else { continue }
                outlets.append(CodeOutlet(name: outlet, type: "", location: assignment.location))
            }
            let facts = ordered.map { CodeFact(subject: $0.subject, property: $0.property, value: unknownValue, location: $0.location) }
            classes[name] = ClassFacts(name: name, superclass: nil, location: location, outlets: outlets, facts: facts, presentations: [])
        }
    }
}
