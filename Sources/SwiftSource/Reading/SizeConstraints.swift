import SwiftSyntax

/// Layout code that decides a view's size: a width or height anchor's constraint
/// (`heightAnchor.constraint(equalToConstant: 50)`, `button.widthAnchor.constraint(greaterThanOrEqualToConstant: 44)`),
/// or SnapKit's `snp.makeConstraints` (`remakeConstraints`, `updateConstraints`). The frame a
/// storyboard draws is then not the size UIKit lays out
/// (https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)).
enum SizeConstraints {
    /// The anchors whose constraints size a view.
    static let anchors: Set<String> = ["heightAnchor", "widthAnchor"]

    /// SnapKit's methods that constrain the view `snp` belongs to.
    static let snapKitMethods: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints"]

    /// The names of the calls ``sizedBase(of:)`` and ``activated(by:)`` read: a call named
    /// otherwise makes no size constraint.
    static let callNames: Set<String> = snapKitMethods.union(["constraint", "activate"])

    /// The anchor or `snp` expression `call` constrains (`button.heightAnchor`, `snp`), when it
    /// makes a size constraint.
    static func sizedBase(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let method = member.declName.baseName.text
        let named = lastName(of: base)
        if method == "constraint", let named, anchors.contains(named) { return base }
        if snapKitMethods.contains(method), named == "snp" { return base }
        return nil
    }

    /// The size constraints `call` activates: `NSLayoutConstraint.activate([...])`'s elements
    /// that make one, each with its anchor (``sizedBase(of:)``).
    static func activated(by call: FunctionCallExprSyntax) -> [(call: FunctionCallExprSyntax, base: ExprSyntax)] {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "activate",
              let array = call.arguments.first?.expression.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { element in
            guard let made = ExpressionShapes.unwrapped(element.expression).as(FunctionCallExprSyntax.self),
                  let base = sizedBase(of: made) else { return nil }
            return (made, base)
        }
    }

    /// The size constraint an `isActive` assignment's target turns on or off
    /// (`heightAnchor.constraint(equalToConstant: 50).isActive`), with its anchor.
    static func toggled(_ target: ExprSyntax) -> (call: FunctionCallExprSyntax, base: ExprSyntax)? {
        guard let member = ExpressionShapes.unwrapped(target).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isActive",
              let made = member.base.map(ExpressionShapes.unwrapped)?.as(FunctionCallExprSyntax.self), let base = sizedBase(of: made) else { return nil }
        return (made, base)
    }

    /// The last name of `expression` (`heightAnchor` of `button.heightAnchor`, of `heightAnchor`).
    private static func lastName(of expression: ExprSyntax) -> String? {
        let expression = ExpressionShapes.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
