import A11yCore
import Hierarchy

extension CodeFacts {
    /// The facts about `property` of `subject` for an instance of `className`, in the order they
    /// run: its app superclasses' first (an override of `viewDidLoad` or `awakeFromNib` calls
    /// `super` first, as UIKit asks), then its own; after each class's own, what other classes'
    /// code sets on that outlet of the instances of it they hold (``heldFacts(of:in:)``).
    public func facts(_ property: CodeProperty, of subject: CodeSubject = .this, in className: String) -> [CodeFact] {
        lineage(of: className).reversed().flatMap { declared in
            declared.facts(property, of: subject) + heldFacts(of: subject, in: declared.name).filter { $0.property == property }
        }
    }

    /// What `property` of `subject` is once an instance of `className` is made and its view
    /// loaded: the last fact about it; nil when the code does not set it.
    public func value(_ property: CodeProperty, of subject: CodeSubject = .this, in className: String) -> CodeFact? {
        facts(property, of: subject, in: className).last
    }

    /// What the code does to the `accessibilityTraits` of `subject` for an instance of
    /// `className`: assignments replace, insertions and removals change what is there; nil when
    /// the code does not touch them.
    public func traits(of subject: CodeSubject = .this, in className: String) -> TraitsFromCode? {
        var result: TraitsFromCode?
        for fact in facts(.accessibilityTraits, of: subject, in: className) {
            result = (result ?? .changed(added: [], removed: [])).then(fact.value)
        }
        return result
    }
}

/// What code does to a view's `accessibilityTraits`, all its assignments and changes taken in order.
public enum TraitsFromCode: Hashable, Sendable {
    /// The traits are these, whatever the view had.
    case replaced(TraitSet)
    /// The view's own traits with these added and removed.
    case changed(added: TraitSet, removed: TraitSet)
    /// Set to something the syntax does not settle.
    case unknown(String)

    /// The traits of a view whose own are `own`; nil when unknown.
    public func applied(to own: TraitSet) -> TraitSet? {
        switch self {
        case .replaced(let traits): traits
        case .changed(let added, let removed): own.subtracting(removed).union(added)
        case .unknown: nil
        }
    }

    /// These traits after `value` is applied.
    func then(_ value: CodeValue) -> TraitsFromCode {
        switch (self, value) {
        case (_, .traits(let traits)): .replaced(traits)
        case (.replaced(let traits), .addedTraits(let added)): .replaced(traits.union(added))
        case (.replaced(let traits), .removedTraits(let removed)): .replaced(traits.subtracting(removed))
        case (.changed(let added, let removed), .addedTraits(let more)): .changed(added: added.union(more), removed: removed.subtracting(more))
        case (.changed(let added, let removed), .removedTraits(let fewer)): .changed(added: added.subtracting(fewer), removed: removed.union(fewer))
        case (.unknown(let reason), .addedTraits), (.unknown(let reason), .removedTraits): .unknown(reason)
        case (_, .unknown(let reason)): .unknown(reason)
        default: .unknown("not a trait value")
        }
    }
}
