import SwiftSyntax

/// Bar button items code makes: `UIBarButtonItem(barButtonSystemItem: .add, ...)` or
/// `(systemItem: .add)`, `UIBarButtonItem(title: "Edit", ...)`, `UIBarButtonItem(image:
/// UIImage(systemName: "gear"), ...)`, `editButtonItem`, one or an array of them. An item whose
/// title or image is not literal makes the whole value unknown.
enum BarItemReader {
    /// The items `expression` makes, in order; nil when the syntax does not settle them; empty
    /// for `nil` or `[]`.
    static func items(_ expression: ExprSyntax) -> [CodeBarItem]? {
        let expression = ExpressionShapes.unwrapped(expression)
        if expression.is(NilLiteralExprSyntax.self) { return [] }
        if let array = expression.as(ArrayExprSyntax.self) {
            var items: [CodeBarItem] = []
            for element in array.elements {
                guard let item = item(element.expression) else { return nil }
                items.append(item)
            }
            return items
        }
        return item(expression).map { [$0] }
    }

    private static func item(_ expression: ExprSyntax) -> CodeBarItem? {
        let expression = Targets.stripped(expression)
        if ExpressionShapes.referencedName(expression) == "editButtonItem" { return CodeBarItem(system: "edit") }
        guard let call = expression.as(FunctionCallExprSyntax.self), isBarButtonItem(call.calledExpression),
              let first = call.arguments.first else { return nil }
        switch first.label?.text {
        case "barButtonSystemItem", "systemItem":
            return ExpressionShapes.memberName(first.expression, types: ["UIBarButtonItem.SystemItem"]).map { CodeBarItem(system: $0) }
        case "title":
            return first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue.map { CodeBarItem(title: $0) }
        case "image":
            return image(first.expression).map { CodeBarItem(image: $0.name, imageIsSystemSymbol: $0.isSystemSymbol) }
        default:
            return nil
        }
    }

    /// `UIBarButtonItem`, `UIBarButtonItem.init` or `.init` (where a bar button item is expected).
    private static func isBarButtonItem(_ callee: ExprSyntax) -> Bool {
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`) {
            return member.base.map { $0.trimmedText == "UIBarButtonItem" } ?? true
        }
        return callee.trimmedText == "UIBarButtonItem"
    }

    /// The name of `UIImage(named: "x")` or `UIImage(systemName: "x")`, and whether it is an SF
    /// Symbol's (`systemName:`).
    static func image(_ expression: ExprSyntax) -> (name: String, isSystemSymbol: Bool)? {
        guard let call = Targets.stripped(expression).as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "UIImage",
              let first = call.arguments.first, let label = first.label?.text, label == "named" || label == "systemName",
              let name = first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else { return nil }
        return (name, label == "systemName")
    }
}
