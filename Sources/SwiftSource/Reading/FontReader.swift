import Hierarchy
import SwiftSyntax

/// Fonts as code makes them: `.preferredFont(forTextStyle: .body)`, `UIFontMetrics(forTextStyle:
/// .title1).scaledFont(for: font)`, `UIFontMetrics.default.scaledFont(for:)`, and fixed fonts
/// (`.systemFont(ofSize: 17)`, `.boldSystemFont(ofSize:)`, `UIFont(name: "...", size: 17)`).
enum FontReader {
    private static let fontTypes: Set<String> = ["UIFont"]
    private static let styleTypes: Set<String> = ["UIFont.TextStyle"]

    /// The font `expression` makes, or nil when the syntax does not settle it.
    static func font(_ expression: ExprSyntax) -> CodeFont? {
        var expression = ExpressionShapes.unwrapped(expression)
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "scaledFont", labels.first == "for" {
                return metricsStyle(member.base).map { CodeFont(textStyle: $0, scaled: true, size: fixedFont(arguments[0].expression)?.size) }
            }
            if let base = member.base, !fontTypes.contains(base.trimmedText) { return nil }
            switch (name, labels) {
            case ("preferredFont", ["forTextStyle"]), ("preferredFont", ["forTextStyle", "compatibleWith"]):
                return textStyle(arguments[0].expression).map { CodeFont(textStyle: $0) }
            default:
                return fixedFont(expression)
            }
        }
        return fixedFont(expression)
    }

    /// A fixed font with a literal size: `systemFont(ofSize:)`, `systemFont(ofSize:weight:)`,
    /// `boldSystemFont(ofSize:)`, `italicSystemFont(ofSize:)`, `monospacedSystemFont(ofSize:weight:)`,
    /// `UIFont(name:size:)`.
    private static func fixedFont(_ expression: ExprSyntax) -> CodeFont? {
        var expression = ExpressionShapes.unwrapped(expression)
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text }
        let name: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if let base = member.base, !fontTypes.contains(base.trimmedText) { return nil }
            name = member.declName.baseName.text
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "UIFont" {
            name = "UIFont"
        } else {
            return nil
        }
        switch (name, labels) {
        case ("systemFont", ["ofSize"]), ("italicSystemFont", ["ofSize"]):
            return number(arguments[0].expression).map { CodeFont(size: $0) }
        case ("boldSystemFont", ["ofSize"]):
            return number(arguments[0].expression).map { CodeFont(size: $0, weight: .bold) }
        case ("systemFont", ["ofSize", "weight"]), ("monospacedSystemFont", ["ofSize", "weight"]), ("monospacedDigitSystemFont", ["ofSize", "weight"]):
            guard let size = number(arguments[0].expression),
                  let weight = ExpressionShapes.memberName(arguments[1].expression, types: ["UIFont.Weight"]).flatMap(FontWeight.init(rawValue:)) else { return nil }
            return CodeFont(size: size, weight: weight)
        case ("UIFont", ["name", "size"]):
            return number(arguments[1].expression).map { CodeFont(size: $0) }
        default:
            return nil
        }
    }

    /// The text style of `UIFontMetrics(forTextStyle: .x)` or `UIFontMetrics.default` (body).
    private static func metricsStyle(_ base: ExprSyntax?) -> TextStyle? {
        guard let base = base.map(ExpressionShapes.unwrapped) else { return nil }
        if base.trimmedText == "UIFontMetrics.default" { return .body }
        guard let call = base.as(FunctionCallExprSyntax.self),
              call.calledExpression.trimmedText == "UIFontMetrics",
              call.arguments.count == 1, let argument = call.arguments.first,
              argument.label?.text == "forTextStyle" else { return nil }
        return textStyle(argument.expression)
    }

    private static func textStyle(_ expression: ExprSyntax) -> TextStyle? {
        ExpressionShapes.memberName(expression, types: styleTypes).flatMap(TextStyle.init(rawValue:))
    }

    private static func number(_ expression: ExprSyntax) -> Double? {
        let expression = ExpressionShapes.unwrapped(expression)
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return integer.representedLiteralValue.map(Double.init) }
        return expression.as(FloatLiteralExprSyntax.self)?.representedLiteralValue
    }
}
