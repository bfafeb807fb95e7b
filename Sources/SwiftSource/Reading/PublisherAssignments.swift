import SwiftSyntax

/// Combine's `publisher.assign(to: \.text, on: titleLabel)` (and OpenCombine's, the same API): the
/// subscription sets the property the key path names on the object `on:` names with every value
/// the publisher publishes (a `@Published` property's publisher, `model.$title`, publishes its
/// current value as soon as it is subscribed to), so the property is set in code, to a value
/// the syntax does not settle
/// ([assign(to:on:)](https://developer.apple.com/documentation/combine/publisher/assign(to:on:))).
/// The call is often the base of another (`.store(in: &subscriptions)`), which keeps the
/// subscription alive.
enum PublisherAssignments {
    /// One `assign(to:on:)` call.
    struct Assignment {
        let subject: CodeSubject
        let property: CodeProperty
        /// True for `\.attributedText`, whose string's attributes also replace the view's font and
        /// text colour.
        let isAttributedText: Bool
        /// The publisher, as written.
        let publisher: String
    }

    /// What `call` assigns when it is `assign(to: \.name, on: object)` with a key path of one of the
    /// class's assignable properties on an object `subject` names: the instance (`on: self`), one
    /// of its properties (`on: titleLabel`, `on: self.titleLabel`), or a member of an instance of
    /// another app class the code holds (`on: cell.titleLabel`, ``HeldInstances``).
    static func assignment(_ call: FunctionCallExprSyntax, subject: (ExprSyntax) -> CodeSubject?) -> Assignment? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "assign",
              let publisher = member.base, call.arguments.count == 2 else { return nil }
        let arguments = Array(call.arguments)
        guard arguments[0].label?.text == "to", arguments[1].label?.text == "on",
              let name = propertyName(arguments[0].expression),
              let property = CodeProperty(rawValue: name) ?? Targets.attributedVariants[name], Targets.assignable.contains(property),
              let subject = subject(arguments[1].expression) else { return nil }
        return Assignment(subject: subject, property: property, isAttributedText: name == "attributedText",
                          publisher: ExpressionShapes.text(publisher))
    }

    /// `call` and the calls it is chained from, outermost first: `x.assign(...).store(in: &set)`
    /// is `store(in:)`, then `assign(to:on:)`.
    static func chain(_ call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var calls = [call]
        while let member = calls[calls.count - 1].calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, let inner = Targets.stripped(base).as(FunctionCallExprSyntax.self) {
            calls.append(inner)
        }
        return calls
    }

    /// The one property a key path names: `\.text`, `\UILabel.text`.
    private static func propertyName(_ expression: ExprSyntax) -> String? {
        guard let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
              case .property(let component)? = keyPath.components.first?.component else { return nil }
        return component.declName.baseName.text
    }
}
