import A11yCore
import SwiftSyntax

/// What a method sets on a controller before it shows it: its presentation and transition
/// styles, its title, and where its popover is anchored.
extension PresentationReader {
    /// The last `variable.modalPresentationStyle = ...` (or transition style, or title) before `position`.
    func style(_ property: CodeProperty, of variable: String, before position: AbsolutePosition) -> CodeValue? {
        // The assignment names the property: a body whose text does not is not walked.
        guard file.text(of: body, mentions: property.rawValue) else { return nil }
        final class Assignments: SyntaxVisitor {
            let variable: String
            let property: CodeProperty
            let position: AbsolutePosition
            var value: ExprSyntax?
            init(variable: String, property: CodeProperty, position: AbsolutePosition) {
                self.variable = variable
                self.property = property
                self.position = position
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                guard node.positionAfterSkippingLeadingTrivia < position, elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      case (.member(let name), let assigned)? = Targets.subjectAndName(elements[0], locals: []),
                      name == variable, assigned == property.rawValue else { return .visitChildren }
                value = elements[2]
                return .skipChildren
            }
        }
        let visitor = Assignments(variable: variable, property: property, position: position)
        visitor.walk(body)
        return visitor.value.map { ValueReader.value(of: $0, for: property) }
    }

    /// Where the last `variable.popoverPresentationController?.sourceView = ...` (or
    /// `barButtonItem`, `sourceItem`; `?` or `!`, or on a name bound to it: `if let popover =
    /// variable.popoverPresentationController { popover.sourceView = ... }`) before `position` is,
    /// any value but `nil`: UIKit anchors the popover there
    /// ([UIPopoverPresentationController](https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller)).
    func popoverAnchor(of variable: String, before position: AbsolutePosition) -> A11yCore.SourceLocation? {
        guard file.text(of: body, mentionsAnyOf: ["popoverPresentationController"]) else { return nil }
        final class Assignments: SyntaxVisitor {
            let variable: String
            let position: AbsolutePosition
            var anchor: SequenceExprSyntax?
            /// Names bound to the variable's popover presentation controller (`if let`, `guard let`, `let`).
            var popovers: Set<String> = []
            init(variable: String, position: AbsolutePosition) {
                self.variable = variable
                self.position = position
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                guard node.positionAfterSkippingLeadingTrivia < position, elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      !elements[2].is(NilLiteralExprSyntax.self),
                      let anchor = elements[0].as(MemberAccessExprSyntax.self),
                      PresentationReader.popoverAnchors.contains(anchor.declName.baseName.text),
                      let base = anchor.base.map(Targets.stripped), isPopover(base) else { return .visitChildren }
                self.anchor = node
                return .skipChildren
            }
            override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
                bind(node.pattern, to: node.initializer?.value)
                return .visitChildren
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                bind(node.pattern, to: node.initializer?.value)
                return .visitChildren
            }
            /// `variable.popoverPresentationController`, or a name bound to it.
            private func isPopover(_ expression: ExprSyntax) -> Bool {
                if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text { return popovers.contains(name) }
                guard let popover = expression.as(MemberAccessExprSyntax.self), popover.declName.baseName.text == "popoverPresentationController",
                      let owner = popover.base.map(Targets.stripped)?.as(DeclReferenceExprSyntax.self) else { return false }
                return owner.baseName.text == variable
            }
            private func bind(_ pattern: PatternSyntax, to value: ExprSyntax?) {
                guard let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value else { return }
                if isPopover(Targets.stripped(value)) { popovers.insert(name) }
            }
        }
        let visitor = Assignments(variable: variable, position: position)
        visitor.walk(body)
        return visitor.anchor.map { file.location(of: $0) }
    }

    /// The properties of `UIPopoverPresentationController` that anchor it.
    static let popoverAnchors: Set<String> = ["sourceView", "barButtonItem", "sourceItem"]
}
