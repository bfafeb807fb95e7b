import SwiftSyntax

/// The names a block binds to the instance itself: `guard let strongSelf = self`,
/// `if let this = self`, `let strongSelf = self`: how a closure that captures `self` weakly gets
/// it back for its body ([Resolving Strong Reference Cycles for Closures](https://docs.swift.org/swift-book/documentation/the-swift-programming-language/automaticreferencecounting/#Resolving-Strong-Reference-Cycles-for-Closures)).
/// What the block sets through such a name (`strongSelf.titleLabel.text`) it sets on the instance.
enum SelfAliases {
    /// The name `pattern` binds, standing for the instance, when `value` is `self`.
    static func bound(_ pattern: PatternSyntax, to value: ExprSyntax?) -> [String: CodeSubject] {
        guard let value, Targets.isSelf(Targets.stripped(value)),
              let name = (pattern.as(IdentifierPatternSyntax.self) ?? pattern.as(ValueBindingPatternSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)),
              name.identifier.tokenKind != .keyword(.self)
        else { return [:] }
        return [name.identifier.text: .this]
    }

    /// ``bound(_:to:)`` for the optional bindings among `conditions`.
    static func bound(in conditions: ConditionElementListSyntax) -> [String: CodeSubject] {
        var names: [String: CodeSubject] = [:]
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition.condition else { continue }
            names.merge(bound(binding.pattern, to: binding.initializer?.value)) { _, new in new }
        }
        return names
    }
}
