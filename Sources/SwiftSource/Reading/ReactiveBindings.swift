import SwiftSyntax

/// RxCocoa's bindings: `observable.bind(to: amountField.rx.text)`,
/// `driver.drive(titleLabel.rx.text)` and `signal.emit(to: button.rx.title(for: .normal))` set
/// the property the binder is named after (`rx.text` sets `text`, `rx.isHidden` sets `isHidden`,
/// `rx.title(for:)` a button's title) on the view before `.rx` with every element the sequence
/// emits, so the property is set in code, to a value the syntax does not settle
/// (https://github.com/ReactiveX/RxSwift/blob/main/Documentation/Traits.md#driver,
/// `bind(to:)` in RxCocoa's `Observable+Bind.swift`). One call may name several binders
/// (`bind(to: a.rx.text, b.rx.text)`), and is often the base of `.disposed(by: bag)`.
enum ReactiveBindings {
    /// The methods that bind a sequence to binders: `bind(to:)` and `emit(to:)` (labelled),
    /// `drive(_:)` (not).
    private static let binding: [String: String?] = ["bind": "to", "emit": "to", "drive": nil]

    /// What `call` binds when it is one of those methods and its binders are views `subject`
    /// names: the instance's own (`self.rx.title`), one of its properties' (`titleLabel.rx.text`),
    /// or a member of an instance of another app class the code holds (`cell.valueField.rx.text`,
    /// ``HeldInstances``).
    static func assignments(_ call: FunctionCallExprSyntax, subject: (ExprSyntax) -> CodeSubject?) -> [PublisherAssignments.Assignment] {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let source = member.base,
              let label = binding[member.declName.baseName.text], call.trailingClosure == nil,
              call.arguments.first?.label?.text == label else { return [] }
        return call.arguments.enumerated().compactMap { index, argument in
            guard index == 0 || argument.label == nil, let (subject, name) = binder(argument.expression, subject: subject),
                  case let (subject, property)? = Targets.target(subject: subject, name: name) else { return nil }
            return PublisherAssignments.Assignment(subject: subject, property: property, isAttributedText: name == "attributedText",
                                                   publisher: ExpressionShapes.text(source))
        }
    }

    /// The view `subject` names and the binder's name in `view.rx.name` or `view.rx.name(for: state)`.
    private static func binder(_ expression: ExprSyntax, subject: (ExprSyntax) -> CodeSubject?) -> (CodeSubject, String)? {
        var expression = Targets.stripped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        guard let binder = expression.as(MemberAccessExprSyntax.self), let rx = binder.base?.as(MemberAccessExprSyntax.self),
              rx.declName.baseName.text == "rx", let view = rx.base, let bound = subject(view) else { return nil }
        return (bound, binder.declName.baseName.text)
    }
}
