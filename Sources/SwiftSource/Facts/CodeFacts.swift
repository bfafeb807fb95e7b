import A11yCore
import Hierarchy

/// The code facts of a set of Swift files: every class they declare, by name, with each app
/// class resolved to the UIKit class it descends from.
public struct CodeFacts: Hashable, Sendable {
    /// The classes, by name.
    public let classes: [String: ClassFacts]
    /// The files that could not be read, with why.
    public let errors: [InputError]
    /// The column a collapsed split view controller shows by the app's split view delegates
    /// (``SplitCollapseJoin/answer(_:)``), found once for every file the facts are joined to.
    let splitCollapse: SplitCollapse?
    /// What the code that runs for an instance of each class presents (its app superclasses'
    /// calls first), for the classes whose lineage presents anything: found once for every file
    /// the facts are joined to.
    let presentationCalls: [String: [CodePresentation]]
    /// The names of the outlets each class and its app superclasses declare, with the subviews
    /// its UIKit base hands it (``UIKitClasses/subviewProperties``), for the classes with any.
    let outletNames: [String: Set<String>]
    /// The presentations that set the shown controller's `title` first, in source order.
    let titledPresentations: [CodePresentation]
    /// What other classes' code sets on the outlets of the instances of each class it holds (a
    /// data source filling a cell's labels, a controller its custom view's field: ``HeldInstances``),
    /// by the class, each about that outlet (``CodeSubject/member(_:)``) and unknown, in source
    /// order; only outlets the class or an app superclass declares (or its UIKit base hands it).
    let heldOutletFacts: [String: [CodeFact]]
    /// The classes whose code, or an app superclass's, declares an action method
    /// (``ClassFacts/actions``): only their screens' actions are joined (``CodeJoin``).
    let actingClasses: Set<String>
    /// The view controllers code makes a window's root (``ClassFacts/windowRoots``), by the Swift
    /// file of the assignment, each file's in source order.
    let windowRoots: [String: [CodeChild]]

    public init(classes: [String: ClassFacts], errors: [InputError] = []) {
        self.classes = classes
        self.errors = errors
        splitCollapse = SplitCollapseJoin.answer(classes)
        var calls: [String: [CodePresentation]] = [:]
        let presenting = classes.compactMapValues { declared in
            declared.presentations.isEmpty ? nil : declared.presentations
        }
        if !presenting.isEmpty {
            for name in classes.keys {
                let lineage = [name] + Self.superclasses(of: name, in: classes)
                let found = lineage.reversed().flatMap { presenting[$0] ?? [] }
                if !found.isEmpty { calls[name] = found }
            }
        }
        presentationCalls = calls
        outletNames = classes.keys.reduce(into: [:]) { names, name in
            let lineage = [name] + Self.superclasses(of: name, in: classes)
            let declared = Set(lineage.compactMap { classes[$0] }.flatMap { $0.outlets.map(\.name) })
                .union(lineage.last.flatMap { UIKitClasses.subviewProperties[$0].map { Array($0.keys) } } ?? [])
            if !declared.isEmpty { names[name] = declared }
        }
        titledPresentations = classes.values.flatMap { $0.presentations.filter { $0.title != nil } }.sorted { $0.location < $1.location }
        heldOutletFacts = Self.heldOutletFacts(classes, outletNames: outletNames)
        windowRoots = Dictionary(grouping: classes.values.flatMap(\.windowRoots).sorted { $0.location < $1.location }, by: \.location.file)
        let declaringActions = Set(classes.compactMap { $0.value.actions.isEmpty ? nil : $0.key })
        actingClasses = declaringActions.isEmpty ? [] : Set(classes.keys.filter { name in
            declaringActions.contains(name) || Self.superclasses(of: name, in: classes).contains(where: declaringActions.contains)
        })
    }

    /// ``heldOutletFacts``, from each class's facts about a member of an instance it holds.
    private static func heldOutletFacts(_ classes: [String: ClassFacts], outletNames: [String: Set<String>]) -> [String: [CodeFact]] {
        var held: [String: [CodeFact]] = [:]
        for declared in classes.values {
            for fact in declared.facts {
                guard case .outlet(let name, let type) = fact.subject, outletNames[type]?.contains(name) == true else { continue }
                held[type, default: []].append(CodeFact(subject: .member(name), property: fact.property, value: fact.value, location: fact.location))
            }
        }
        return held.mapValues { $0.sorted { $0.location < $1.location } }
    }

    public static func == (lhs: CodeFacts, rhs: CodeFacts) -> Bool {
        lhs.classes == rhs.classes && lhs.errors == rhs.errors
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(classes)
        hasher.combine(errors)
    }

    /// True when the files declare a class named `name` (a lookup that copies none of its facts).
    public func declares(_ name: String) -> Bool {
        classes.index(forKey: name) != nil
    }

    /// The superclass chain of `name`, nearest first, through the app's classes to the first
    /// class they do not declare (`[BaseViewController, UIViewController]`); empty for a class
    /// without a superclass or one not declared here. A cycle ends the chain.
    public func superclasses(of name: String) -> [String] {
        Self.superclasses(of: name, in: classes)
    }

    private static func superclasses(of name: String, in classes: [String: ClassFacts]) -> [String] {
        var chain: [String] = []
        var current = superclass(of: name, in: classes)
        while let next = current, next != name, !chain.contains(next) {
            chain.append(next)
            current = superclass(of: next, in: classes)
        }
        return chain
    }

    /// The superclass the class `name` declares, read in place (not through a copy of its facts).
    private static func superclass(of name: String, in classes: [String: ClassFacts]) -> String? {
        classes.index(forKey: name).flatMap { classes.values[$0].superclass }
    }

    /// The UIKit class `name` descends from (itself when it is one), nil when its chain ends in a
    /// class that is neither the app's nor a UIKit class a11y-check knows.
    public func uikitBase(of name: String) -> String? {
        if UIKitClasses.known.contains(name) { return name }
        return superclasses(of: name).last.flatMap { UIKitClasses.known.contains($0) ? $0 : nil }
    }

    /// The class and its app superclasses, nearest first: the code that runs for an instance of
    /// `name` (a superclass's `viewDidLoad` runs through `super.viewDidLoad()`).
    public func lineage(of name: String) -> [ClassFacts] {
        ([name] + superclasses(of: name)).compactMap { classes[$0] }
    }

    /// The section headers of a data source object an instance of `className` keeps (a stored
    /// property of it or of an app superclass holding an app class, not a view or view
    /// controller, whose code, or its superclasses', answers `tableView(_:titleForHeaderInSection:)`
    /// or another header method): the screen hands it to its table or collection view, whose
    /// headers VoiceOver reads as headings, so they are set in code, unknown, at the first such
    /// property; nil when it keeps none. A view controller it keeps (one it presents later) shows
    /// its headers in its own view.
    func sectionHeadersOfKeptDataSource(in className: String) -> CodeFact? {
        for kept in keptObjects(of: className) {
            guard lineageSets(.sectionHeaders, of: kept.value) else { continue }
            return CodeFact(subject: .this, property: .sectionHeaders, value: .unknown("section headers the data source \(kept.value) gives"),
                            location: kept.location)
        }
        return nil
    }

    /// The app classes of the objects an instance of `className` keeps in its stored properties
    /// (its own or an app superclass's) that are neither views nor view controllers, each at its
    /// property's name: the data source it hands its table or collection view, whose code fills the
    /// screen's cells.
    func keptObjects(of className: String) -> [Located<String>] {
        var kept: [Located<String>] = []
        for index in lineageIndices(of: className) {
            for held in classes.values[index].heldTypes where held.value != className && declares(held.value) {
                // A class whose chain ends in no UIKit class a11y-check knows is kept too.
                if let base = uikitBase(of: held.value), UIKitClasses.controllers.contains(base) || UIKitClasses.views.contains(base) { continue }
                kept.append(held)
            }
        }
        return kept
    }

    /// The places in ``classes`` of the class `name` and its app superclasses, nearest first: its
    /// ``lineage(of:)``, read in place rather than copied out of the table.
    private func lineageIndices(of name: String) -> [Dictionary<String, ClassFacts>.Index] {
        ([name] + superclasses(of: name)).compactMap { classes.index(forKey: $0) }
    }

    /// True when the code of `name` or of an app superclass sets `property` of the instance
    /// itself: a class of its ``lineage(of:)`` has a ``ClassFacts/value(_:of:)`` for it.
    private func lineageSets(_ property: CodeProperty, of name: String) -> Bool {
        lineageIndices(of: name).contains { index in classes.values[index].facts.contains { $0.property == property && $0.subject == .this } }
    }

    /// The last fact about each property of `subject` for an instance of `className`, in one walk
    /// of its lineage: for every property, what ``value(_:of:in:)`` gives.
    func values(of subject: CodeSubject = .this, in className: String) -> [CodeProperty: CodeFact] {
        var values: [CodeProperty: CodeFact] = [:]
        for index in lineageIndices(of: className).reversed() {
            for fact in classes.values[index].facts where fact.subject == subject {
                values[fact.property] = fact
            }
            for fact in heldFacts(of: subject, in: classes.values[index].name) {
                values[fact.property] = fact
            }
        }
        return values
    }

    /// What other classes' code sets on `subject`, an outlet of the instances of `className` it
    /// holds (``heldOutletFacts``): it runs after the instance's own entry methods (a cell's
    /// `awakeFromNib` runs before its data source is handed it, a view's before its controller's
    /// `viewDidLoad`), so it comes after them.
    func heldFacts(of subject: CodeSubject, in className: String) -> [CodeFact] {
        guard case .member = subject, let held = heldOutletFacts[className] else { return [] }
        return held.filter { $0.subject == subject }
    }
}
