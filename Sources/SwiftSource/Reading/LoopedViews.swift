import SwiftSyntax

/// A `for` loop over views the code lists, as apps style several outlets alike:
/// `for button in [leftButton, rightButton] { button.setTitleColor(tint, for: .normal) }`, also
/// with `.compactMap { $0 }` after the list (optional outlets), or over a local the list was
/// bound to first (`let buttons = [leftButton, rightButton].compactMap { $0 }`), or a property
/// the method assigned it to first (`valueFields = [value1Field, value2Field]`). The body runs for
/// each listed view (outlets are set once the view has loaded, so `compactMap` drops none): what it
/// sets on the loop's name it sets on each. An element of such a list (`valueFields[index].text =
/// ...`) is one of the listed views, which one unknown: what is set on it may be set on each.
enum LoopedViews {
    /// The name `loop` binds and the expressions its sequence lists, itself or through one of
    /// `lists` (the locals bound to a list, ``views(in:)``); nil when the sequence is no list (or
    /// the loop has a `where` clause, which skips some).
    static func listed(by loop: ForStmtSyntax, lists: [String: [ExprSyntax]]) -> (name: String, views: [ExprSyntax])? {
        guard loop.whereClause == nil, let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let sequence = Targets.stripped(loop.sequence)
        if !lists.isEmpty, let listName = self.name(sequence), let views = lists[listName] { return (name, views) }
        return views(in: sequence).map { (name, $0) }
    }

    /// The name and the views of an assignment of a list (``views(in:)``) to a name or to a
    /// property of `self`, from the assignment's elements (`valueFields = [value1Field,
    /// value2Field]`, `self.valueFields = ...`).
    static func assigned(_ elements: [ExprSyntax]) -> (name: String, views: [ExprSyntax])? {
        // The value's kind first: most assignments give no list (``views(in:)`` reads only these two kinds).
        guard elements.count == 3, elements[1].kind == .assignmentExpr, case let kind = Targets.stripped(elements[2]).kind,
              kind == .arrayExpr || kind == .functionCallExpr, let name = name(Targets.stripped(elements[0])), let views = views(in: elements[2]) else { return nil }
        return (name, views)
    }

    /// The views and the member of `list[index].member`, when `list` is one of `lists`.
    static func subscripted(_ expression: ExprSyntax, lists: [String: [ExprSyntax]]) -> (views: [ExprSyntax], member: String)? {
        guard let member = ExpressionShapes.unwrapped(expression).as(MemberAccessExprSyntax.self), let base = member.base,
              let element = Targets.stripped(base).as(SubscriptCallExprSyntax.self),
              let listName = name(Targets.stripped(element.calledExpression)), let views = lists[listName] else { return nil }
        return (views, member.declName.baseName.text)
    }

    /// The name `expression` is, bare or a property of `self` (`valueFields`, `self.valueFields`).
    private static func name(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, Targets.isSelf(base) else { return nil }
        return member.declName.baseName.text
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
