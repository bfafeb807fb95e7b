import SwiftSyntax

/// A view code finds by its tag: `cell.viewWithTag(2)`, cast or not (`as? UILabel`), in
/// parentheses or optional-chained, which UIKit answers with the first view of that tag in the
/// receiver's subtree (https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:)).
/// What code sets on it is set on the screen's views of that tag (``CodeSubject/tagged(_:)``).
enum TaggedViews {
    /// The tag `expression` finds a view by: a literal `viewWithTag(_:)` argument; nil for any other
    /// expression.
    static func tag(of expression: ExprSyntax) -> Int? {
        let plain = Targets.stripped(expression)
        // Only a call, a cast or a sequence (`... as? UILabel`) can be one: a name or a member (most
        // bases) is told by its kind alone.
        switch plain.kind {
        case .functionCallExpr, .asExpr, .sequenceExpr: break
        default: return nil
        }
        let elements = ExpressionShapes.elements(of: plain)
        let found: ExprSyntax
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) {
            found = Targets.stripped(elements[0])
        } else if let cast = plain.as(AsExprSyntax.self) {
            found = Targets.stripped(cast.expression)
        } else {
            found = plain
        }
        guard let call = found.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let argument = call.arguments.first, argument.label == nil,
              let literal = argument.expression.as(IntegerLiteralExprSyntax.self) else { return nil }
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard name == "viewWithTag" else { return nil }
        return Int(literal.literal.text.replacingOccurrences(of: "_", with: ""))
    }

    /// The names `let` and `if let` / `guard let` bindings give a view found by its tag
    /// (`let label = cell.viewWithTag(1) as? UILabel`), with the tag.
    static func bound(_ pattern: PatternSyntax, to value: ExprSyntax?) -> [String: CodeSubject] {
        guard let value, let tag = tag(of: value),
              let name = (pattern.as(IdentifierPatternSyntax.self) ?? pattern.as(ValueBindingPatternSyntax.self)?.pattern.as(IdentifierPatternSyntax.self))
        else { return [:] }
        return [name.identifier.text: .tagged(tag)]
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
