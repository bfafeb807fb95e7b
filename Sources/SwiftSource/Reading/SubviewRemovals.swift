import SwiftSyntax

/// Code that takes every subview out of a view: `stack.arrangedSubviews.forEach {
/// $0.removeFromSuperview() }`, `view.subviews.forEach { subview in subview.removeFromSuperview() }`,
/// `for row in stack.arrangedSubviews { row.removeFromSuperview() }`. The views the file placed
/// there are gone (https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()).
enum SubviewRemovals {
    /// The view whose subviews `call` removes, when it is `view.subviews.forEach` (or
    /// `arrangedSubviews`) with a closure that removes each from its superview.
    static func view(emptiedBy call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let forEach = call.calledExpression.as(MemberAccessExprSyntax.self), forEach.declName.baseName.text == "forEach",
              let view = viewWhoseSubviews(forEach.base),
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else { return nil }
        return removesEach(Syntax(closure.statements), named: parameterNames(of: closure).union(["$0"])) ? view : nil
    }

    /// The view whose subviews `loop` removes: `for row in view.subviews { row.removeFromSuperview() }`
    /// (not with a `where` clause, which keeps some).
    static func view(emptiedBy loop: ForStmtSyntax) -> ExprSyntax? {
        guard loop.whereClause == nil, let view = viewWhoseSubviews(loop.sequence), let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        return removesEach(Syntax(loop.body.statements), named: [name]) ? view : nil
    }

    /// `view` for `view.subviews` and `view.arrangedSubviews`.
    private static func viewWhoseSubviews(_ expression: ExprSyntax?) -> ExprSyntax? {
        guard let member = expression.map(Targets.stripped)?.as(MemberAccessExprSyntax.self),
              ["subviews", "arrangedSubviews"].contains(member.declName.baseName.text) else { return nil }
        return member.base
    }

    private static func parameterNames(of closure: ClosureExprSyntax) -> Set<String> {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: Set(names.map(\.name.text))
        case .parameterClause(let clause)?: Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        case nil: []
        }
    }

    /// True when `body` calls `removeFromSuperview()` on one of `names`.
    private static func removesEach(_ body: Syntax, named names: Set<String>) -> Bool {
        final class Calls: SyntaxVisitor {
            let names: Set<String>
            var found = false
            init(names: Set<String>) {
                self.names = names
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "removeFromSuperview",
                   let base = member.base.map(Targets.stripped)?.as(DeclReferenceExprSyntax.self), names.contains(base.baseName.text) {
                    found = true
                }
                return found ? .skipChildren : .visitChildren
            }
        }
        let calls = Calls(names: names)
        calls.walk(body)
        return calls.found
    }
}
