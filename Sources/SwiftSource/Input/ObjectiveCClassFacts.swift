import A11yCore

/// The code facts of the classes Objective-C implements, with the superclass a header declares
/// (``ObjectiveCHeaders``): for each property of an outlet or of the instance an
/// `@implementation` assigns (``ObjectiveCAssignments``), that property set in code to a value
/// a11y-check does not know. Objective-C is not parsed, so no value is taken: a rule that needs
/// the property says nothing about the view, and `voiceover` names the Objective-C line.
enum ObjectiveCClassFacts {
    /// Why the value is unknown, as messages say it.
    static let unknownValue = CodeValue.unknown("set in Objective-C")

    /// The classes `code` implements, by name, each with its superclass from `superclasses` (so a
    /// subclass takes what its Objective-C superclass sets) and what it assigns.
    static func classes(_ code: [ObjectiveCCode], superclasses: [String: String]) -> [String: ClassFacts] {
        let implementations = Dictionary(code.flatMap(\.implementations).map { ($0.value, $0.location) }, uniquingKeysWith: min)
        let assigned = Dictionary(grouping: code.flatMap(\.assignments), by: \.className)
        return implementations.reduce(into: [:]) { classes, entry in
            let (name, location) = entry
            let assignments = assigned[name] ?? []
            let superclass = superclasses[name].flatMap { implementations[$0] != nil || UIKitClasses.known.contains($0) ? $0 : nil }
            guard !assignments.isEmpty || superclass != nil else { return }
            let ordered = assignments.sorted { $0.location < $1.location }
            var outlets: [CodeOutlet] = []
            var named = Set<String>()
            for assignment in ordered {
                guard case .member(let outlet) = assignment.subject, named.insert(outlet).inserted else { continue }
                outlets.append(CodeOutlet(name: outlet, type: "", location: assignment.location))
            }
            let facts = ordered.map { CodeFact(subject: $0.subject, property: $0.property, value: unknownValue, location: $0.location) }
            classes[name] = ClassFacts(name: name, superclass: superclass, location: location, outlets: outlets, facts: facts, presentations: [])
        }
    }
}
