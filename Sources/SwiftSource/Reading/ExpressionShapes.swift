import Foundation
import SwiftSyntax

/// Small readings of expressions the parser leaves unfolded: without operator folding, `a = b`,
/// `a ?? b`, `c ? x : y` and `x as! T` are flat sequences of operands and operators.
enum ExpressionShapes {
    /// The operands and operators of `expression`: its elements when it is a sequence, else
    /// the expression alone.
    static func elements(of expression: ExprSyntax) -> [ExprSyntax] {
        if let sequence = expression.as(SequenceExprSyntax.self) { return Array(sequence.elements) }
        return [unwrapped(expression)]
    }

    /// `expression` without enclosing parentheses, `try` and `await`.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        // The node's kind first: most expressions are none of these, and a kind is read without
        // making a node of each shape to test it.
        switch expression.kind {
        case .tupleExpr:
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return unwrapped(only.expression)
            }
        case .tryExpr:
            if let tried = expression.as(TryExprSyntax.self) { return unwrapped(tried.expression) }
        case .awaitExpr:
            if let awaited = expression.as(AwaitExprSyntax.self) { return unwrapped(awaited.expression) }
        case .sequenceExpr:
            if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 1, let only = sequence.elements.first {
                return unwrapped(only)
            }
        default:
            break
        }
        return expression
    }

    /// One expression made of `elements` when they are a single operand, else nil.
    static func single(_ elements: some Collection<ExprSyntax>) -> ExprSyntax? {
        elements.count == 1 ? elements.first.map(unwrapped) : nil
    }

    /// The name an enum-like member reads as: `.portrait` (no base), or `Type.portrait` when
    /// the base is one of `types` (`UIInterfaceOrientationMask.portrait`).
    static func memberName(_ expression: ExprSyntax, types: Set<String>) -> String? {
        guard let member = unwrapped(expression).as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            guard types.contains(base.trimmedText.filter { !$0.isWhitespace }) else { return nil }
        }
        return member.declName.baseName.text
    }

    /// The members of an array literal of enum-like members, or of one member: nil when any
    /// element is something else.
    static func memberNames(_ expression: ExprSyntax, types: Set<String>) -> [String]? {
        let expression = unwrapped(expression)
        if let array = expression.as(ArrayExprSyntax.self) {
            var names: [String] = []
            for element in array.elements {
                guard let name = memberName(element.expression, types: types) else { return nil }
                names.append(name)
            }
            return names
        }
        return memberName(expression, types: types).map { [$0] }
    }

    /// The name an expression refers to, through `self.`, `?` and `!`: `titleLabel` for
    /// `self.titleLabel?`, nil for anything longer.
    static func referencedName(_ expression: ExprSyntax) -> String? {
        let expression = unwrapped(expression)
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return referencedName(chained.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return referencedName(forced.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The text of `expression` on one line, for messages.
    static func text(_ expression: some SyntaxProtocol) -> String {
        let text = expression.trimmedText
        // Most expressions are written on one line (ASCII, no line break): their text as it is.
        guard text.utf8.contains(where: { $0 >= 0x80 || (0x0A...0x0D).contains($0) }) else { return text }
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
