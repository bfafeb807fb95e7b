import SwiftSyntax

/// A `for` loop over views the code lists, as apps style several outlets alike:
/// `for button in [leftButton, rightButton] { button.setTitleColor(tint, for: .normal) }`, also
/// with `.compactMap { $0 }` after the list (optional outlets), or over a local the list was
/// bound to first (`let buttons = [leftButton, rightButton].compactMap { $0 }`). The body runs for
/// each listed view (outlets are set once the view has loaded, so `compactMap` drops none): what it
/// sets on the loop's name it sets on each.
enum LoopedViews {
    /// The name `loop` binds and the expressions its sequence lists, itself or through one of
    /// `lists` (the locals bound to a list, ``views(in:)``); nil when the sequence is no list (or
    /// the loop has a `where` clause, which skips some).
    static func listed(by loop: ForStmtSyntax, lists: [String: [ExprSyntax]]) -> (name: String, views: [ExprSyntax])? {
        guard loop.whereClause == nil, let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let sequence = Targets.stripped(loop.sequence)
        if !lists.isEmpty, let local = sequence.as(DeclReferenceExprSyntax.self)?.baseName.text, let views = lists[local] { return (name, views) }
        return views(in: sequence).map { (name, $0) }
    }

    /// The expressions of `[a, b]`, or of `[a, b].compactMap { $0 }` (or `.compactMap({ $0 })`).
    static func views(in expression: ExprSyntax) -> [ExprSyntax]? {
        let expression = Targets.stripped(expression)
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "compactMap",
              let closure = call.trailingClosure ?? ExpressionShapes.single(call.arguments.map(\.expression))?.as(ClosureExprSyntax.self),
              closure.signature == nil, closure.statements.trimmedDescription == "$0" else { return nil }
        return member.base.map(Targets.stripped)?.as(ArrayExprSyntax.self)?.elements.map(\.expression)
    }
}
