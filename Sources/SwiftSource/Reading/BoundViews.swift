import SwiftSyntax

/// A local name bound to the instance or one of its properties, which then stands for it:
/// `guard let label = titleLabel else { return }`, `if let label = self.titleLabel { ... }`,
/// `let label = titleLabel!`, a parameter standing for an outlet bound again
/// (`guard let label = label`), and Swift 5.7's shorthand `guard let titleLabel else { return }`,
/// which binds the name to the value of the same name
/// ([SE-0345](https://github.com/swiftlang/swift-evolution/blob/main/proposals/0345-if-let-shorthand.md)).
/// A view is a class instance: the local holds a reference to the same view, so what code sets on
/// the local it sets on that view. Only a `let` does: a `var` may be given another view later
/// ([Classes Are Reference Types](https://docs.swift.org/swift-book/documentation/the-swift-programming-language/classesandstructures/#Classes-Are-Reference-Types)).
/// A binding of outlets alone never fails once the view has loaded (UIKit sets every outlet
/// before `awakeFromNib()` and `viewDidLoad()`,
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()), so
/// what follows `guard let textLabel else { return }`, and the body of `if let label =
/// self.noteLabel`, run as the code around them; a binding of anything else is a condition.
extension FactWalker {
    /// The name `pattern` binds to `value` (nil for the shorthand `if let name`), when it stands
    /// for the instance or one of its properties in `scope`, the scope before the binding.
    static func boundViews(_ pattern: PatternSyntax, to value: ExprSyntax?, scope: Scope) -> [String: CodeSubject] {
        guard let name = boundName(pattern) else { return [:] }
        guard let value else {
            // `if let titleLabel`: the name's own value, before the binding hides it.
            if let alias = scope.aliases[name] { return [name: alias] }
            return scope.locals.contains(name) ? [:] : [name: .member(name)]
        }
        // Only a name or a member (`titleLabel`, `self.titleLabel!`, `cell.nameLabel`) can be one:
        // its kind, once unwrapped, tells a call or a literal apart without reading it further.
        let plain = Targets.stripped(value)
        guard plain.kind == .declReferenceExpr || plain.kind == .memberAccessExpr,
              let subject = subject(passed: plain, scope: scope) else { return [:] }
        return [name: subject]
    }

    /// The one name `pattern` binds (`label`, `let label`), nil for a tuple or another pattern.
    private static func boundName(_ pattern: PatternSyntax) -> String? {
        (pattern.as(IdentifierPatternSyntax.self) ?? pattern.as(ValueBindingPatternSyntax.self)?.pattern.as(IdentifierPatternSyntax.self))?
            .identifier.text
    }

    /// ``boundViews(_:to:scope:)`` for the optional bindings among `conditions`.
    static func boundViews(in conditions: ConditionElementListSyntax, scope: Scope) -> [String: CodeSubject] {
        var names: [String: CodeSubject] = [:]
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition.condition, binding.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
            names.merge(boundViews(binding.pattern, to: binding.initializer?.value, scope: scope)) { _, new in new }
        }
        return names
    }
}

extension FactWalker {
    /// True when every condition among `conditions` binds one of the class's own outlets (or a
    /// parameter standing for one), as `standing` (``standingFor(_:scope:)``) says what each bound
    /// name stands for: such a binding does not fail, so it is no condition.
    func bindsOutletsOnly(_ conditions: ConditionElementListSyntax, standing: [String: CodeSubject]) -> Bool {
        guard !conditions.isEmpty else { return false }
        return conditions.allSatisfy { condition in
            guard case .optionalBinding(let binding) = condition.condition, binding.bindingSpecifier.tokenKind == .keyword(.let),
                  let name = Self.boundName(binding.pattern), case .member(let outlet)? = standing[name] else { return false }
            return outletNames.contains(outlet)
        }
    }

    /// What the optional bindings among `conditions` stand for: a view found by its tag
    /// (``TaggedViews``), else the instance or one of its properties (``boundViews(in:scope:)``).
    static func standingFor(_ conditions: ConditionElementListSyntax, scope: Scope) -> [String: CodeSubject] {
        boundViews(in: conditions, scope: scope).merging(TaggedViews.bound(in: conditions)) { _, tagged in tagged }
    }

    /// What the name a declaration's `binding` binds stands for: a view found by its tag, else,
    /// for a `let` (`isLet`), the instance or one of its properties (``boundViews(_:to:scope:)``).
    static func standingFor(_ binding: PatternBindingSyntax, isLet: Bool, scope: Scope) -> [String: CodeSubject] {
        let tagged = TaggedViews.bound(binding.pattern, to: binding.initializer?.value)
        guard tagged.isEmpty, isLet, let value = binding.initializer?.value else { return tagged }
        return boundViews(binding.pattern, to: value, scope: scope)
    }
}
