import SwiftSyntax

/// Whose property an expression names: `titleLabel.accessibilityLabel` is `titleLabel`'s
/// `accessibilityLabel`; `accessibilityLabel` and `self.title` are the instance's own;
/// `navigationItem.title` is the controller's `navigationItemTitle`. A local variable's or a
/// longer chain's property is no fact about the class.
enum Targets {
    /// The properties code can assign (the orientation answers are overrides, never assigned).
    static let assignable: Set<CodeProperty> = Set(CodeProperty.allCases).subtracting([
        .navigationItemTitle, .supportedInterfaceOrientations, .shouldAutorotate, .preferredInterfaceOrientationForPresentation,
        .leftBarButtonItems, .rightBarButtonItems, .collapseSecondary, .topColumnForCollapsing, .adaptivePresentationStyle,
        .sectionHeaders, .subviews, .removedSubviews, .segments,
    ])

    /// The subject and property `expression` names, when it is one of the class's.
    static func target(_ expression: ExprSyntax, locals: Set<String>) -> (subject: CodeSubject, property: CodeProperty)? {
        subjectAndName(expression, locals: locals).flatMap { target(subject: $0, name: $1) }
    }

    /// The subject and property the member `name` of `subject` is, when it is one of the class's.
    static func target(subject: CodeSubject, name: String) -> (subject: CodeSubject, property: CodeProperty)? {
        if case .member("navigationItem") = subject {
            switch name {
            case let name where navigationItemTitles[name] != nil: return (.this, .navigationItemTitle)
            case "leftBarButtonItem", "leftBarButtonItems": return (.this, .leftBarButtonItems)
            case "rightBarButtonItem", "rightBarButtonItems": return (.this, .rightBarButtonItems)
            default: return nil
            }
        }
        guard let property = CodeProperty(rawValue: name) ?? attributedVariants[name] ?? sizeVariants[name], assignable.contains(property) else { return nil }
        return (subject, property)
    }

    /// The navigation item's properties that set what its title shows: `title`, and `titleView`,
    /// a view code makes that replaces it (what VoiceOver finds there is unknown,
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/titleview).
    static let navigationItemTitles: [String: CodeProperty] = ["title": .navigationItemTitle, "titleView": .navigationItemTitle]

    /// The attributed twins of the text properties: an `NSAttributedString` replaces the text as
    /// the plain property would, so what it says is unknown (UILabel's and UITextField's
    /// `attributedText`, UITextField's `attributedPlaceholder`).
    static let attributedVariants: [String: CodeProperty] = ["attributedText": .text, "attributedPlaceholder": .placeholder]

    /// The properties besides `frame` whose assignment sizes a view: `bounds`.
    static let sizeVariants: [String: CodeProperty] = ["bounds": .frame]

    /// The subject and member name of `expression` (`titleLabel`, `accessibilityTraits`).
    static func subjectAndName(_ expression: ExprSyntax, locals: Set<String>) -> (CodeSubject, String)? {
        let expression = ExpressionShapes.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return locals.contains(name) ? nil : (.this, name)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        if let tag = TaggedViews.tag(of: base) { return (.tagged(tag), name) }
        let plainBase = stripped(base)
        if isSelf(plainBase) { return (.this, name) }
        if let reference = plainBase.as(DeclReferenceExprSyntax.self) {
            let baseName = reference.baseName.text
            guard reference.baseName.tokenKind != .keyword(.super), !locals.contains(baseName) else { return nil }
            return (.member(baseName), name)
        }
        if let baseMember = plainBase.as(MemberAccessExprSyntax.self), let root = baseMember.base, isSelf(stripped(root)) {
            return (.member(baseMember.declName.baseName.text), name)
        }
        return nil
    }

    /// `expression` without `?`, `!` and parentheses.
    static func stripped(_ expression: ExprSyntax) -> ExprSyntax {
        let expression = ExpressionShapes.unwrapped(expression)
        switch expression.kind {
        case .optionalChainingExpr:
            if let chained = expression.as(OptionalChainingExprSyntax.self) { return stripped(chained.expression) }
        case .forceUnwrapExpr:
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { return stripped(forced.expression) }
        default:
            break
        }
        return expression
    }

    static func isSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
