import SwiftSyntax

/// A `for` loop over views the code lists, as apps style several outlets alike:
/// `for button in [leftButton, rightButton] { button.setTitleColor(tint, for: .normal) }`, also
/// with `.compactMap { $0 }` after the list (optional outlets). What the body sets on the loop's
/// name it sets on each listed view.
enum LoopedViews {
    /// The name `loop` binds and the expressions its sequence lists; nil when the sequence is no
    /// list (or the loop has a `where` clause, which skips some).
    static func listed(by loop: ForStmtSyntax) -> (name: String, views: [ExprSyntax])? {
        guard loop.whereClause == nil, let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let list = arrayLiteral(Targets.stripped(loop.sequence)) else { return nil }
        return (name, list.elements.map(\.expression))
    }

    /// `[a, b]`, or `[a, b].compactMap { $0 }` (or `.compactMap({ $0 })`).
    private static func arrayLiteral(_ sequence: ExprSyntax) -> ArrayExprSyntax? {
        if let array = sequence.as(ArrayExprSyntax.self) { return array }
        guard let call = sequence.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "compactMap",
              let closure = call.trailingClosure ?? ExpressionShapes.single(call.arguments.map(\.expression))?.as(ClosureExprSyntax.self),
              closure.signature == nil, closure.statements.trimmedDescription == "$0" else { return nil }
        return member.base.map(Targets.stripped)?.as(ArrayExprSyntax.self)
    }
}
