import SwiftSyntax

/// The values a method's local variables are bound to: `let vc = X()`, `if let vc = ...`,
/// `guard let vc = ... else`.
enum LocalBindings {
    /// What the bindings of `name` before `position` in `body` say, in one walk: the value the
    /// last one gives it, where that binding starts (its value's names are those bound before
    /// it: `guard let vc = vc` reads the earlier `vc`), and the type the last `let` or `var`
    /// declares (`let bar: TabsBarViewController = ...`), without `?` or `!` (nil when it
    /// declares none).
    static func lastBinding(of name: String, in body: CodeBlockSyntax, before position: AbsolutePosition)
        -> (value: ExprSyntax?, start: AbsolutePosition, declaredType: String?) {
        let bindings = NameBindings(name, in: body, before: position)
        guard var type = bindings.declaredType else { return (bindings.value, bindings.valueStart, nil) }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = forced.wrappedType }
        return (bindings.value, bindings.valueStart, type.trimmedText)
    }

    /// The bindings of one name before a position in a body, as a walk meets them.
    private final class NameBindings: SyntaxVisitor {
        let name: String
        let position: AbsolutePosition
        /// The type the last `let` or `var` binding of the name declares; nil when it declares none.
        private(set) var declaredType: TypeSyntax?
        /// The value the last binding with one (`let`, `var`, `if let`, `guard let`) gives.
        private(set) var value: ExprSyntax?
        /// Where the binding giving `value` starts: `position` when there is none.
        private(set) var valueStart: AbsolutePosition

        init(_ name: String, in body: CodeBlockSyntax, before position: AbsolutePosition) {
            self.name = name
            self.position = position
            self.valueStart = position
            super.init(viewMode: .sourceAccurate)
            walk(body)
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if binds(node.pattern, at: node.positionAfterSkippingLeadingTrivia) {
                declaredType = node.typeAnnotation?.type
                if let initial = node.initializer?.value { found(initial, at: node.positionAfterSkippingLeadingTrivia) }
            }
            return .visitChildren
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if binds(node.pattern, at: node.positionAfterSkippingLeadingTrivia), let initial = node.initializer?.value {
                found(initial, at: node.positionAfterSkippingLeadingTrivia)
            }
            return .visitChildren
        }

        private func found(_ initial: ExprSyntax, at start: AbsolutePosition) {
            value = initial
            valueStart = start
        }

        private func binds(_ pattern: PatternSyntax, at start: AbsolutePosition) -> Bool {
            start < position && pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
    }
}
