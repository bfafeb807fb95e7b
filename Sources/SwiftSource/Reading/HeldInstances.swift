import SwiftSyntax

/// Instances of the app's classes a method's code holds, by the class the syntax gives them: a
/// local bound by a cast or a declared type (`let cell = tableView.dequeueReusableCell(...) as!
/// ProductCell`, `guard let cell = cell as? CheckmarkCell`, `let header: ProfileHeader = ...`),
/// made (`let row = NutrientRow(frame: .zero)`) or dequeued by an app's generic helper
/// (`dequeueReusableCell(ProductCell.self, for: indexPath)`), a parameter of that type (`func fill(_ cell:
/// ProductCell)`), or a stored property or outlet of the class (`@IBOutlet var portionView:
/// NutrientRow!`). What code sets on such an instance's member (`cell.nameLabel.text = ...`) is
/// set on that member of the class (``CodeSubject/outlet(_:of:)``), for the instances the code
/// holds at some time.
enum HeldInstances {
    /// The class `type` names: `ProductCell` for `ProductCell`, `ProductCell!` and `ProductCell?`
    /// (without generic arguments, as ``ClassReader/className(of:)``).
    static func className(of type: TypeSyntax) -> String {
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return ClassReader.className(of: implicit.wrappedType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return ClassReader.className(of: optional.wrappedType) }
        return ClassReader.className(of: type)
    }

    /// The class of the instance `value` gives: the class a cast names (`x as! ProductCell`, `as?`,
    /// `as`), the class `ProductCell(...)` makes, or the class handed to an app's generic dequeue
    /// helper (`tableView.dequeueReusableCell(ProductCell.self, for: indexPath)`, any argument
    /// label: UIKit's own dequeue methods take no type, and the app's return the type they are
    /// given); nil for anything else.
    static func className(madeBy value: ExprSyntax) -> String? {
        let plain = ExpressionShapes.unwrapped(value)
        if let sequence = plain.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) else { return nil }
            return className(of: type.type)
        }
        if let cast = plain.as(AsExprSyntax.self) { return className(of: cast.type) }
        guard let call = plain.as(FunctionCallExprSyntax.self) else { return nil }
        if let made = call.calledExpression.as(DeclReferenceExprSyntax.self), made.baseName.text.first?.isUppercase == true {
            return made.baseName.text
        }
        if let method = call.calledExpression.as(MemberAccessExprSyntax.self), method.declName.baseName.text.hasPrefix("dequeueReusable") {
            return call.arguments.firstNonNil { argument -> String? in
                guard let type = argument.expression.as(MemberAccessExprSyntax.self), type.declName.baseName.tokenKind == .keyword(.self),
                      let named = type.base?.as(DeclReferenceExprSyntax.self) else { return nil }
                return named.baseName.text
            }
        }
        return nil
    }

    /// The class the name `pattern` binds holds: its declared type, else the class `value` gives
    /// (``className(madeBy:)``); empty when the pattern is not one name or the class is unknown.
    static func bound(_ pattern: PatternSyntax, type: TypeSyntax?, to value: ExprSyntax?) -> [String: String] {
        guard let name = (pattern.as(IdentifierPatternSyntax.self) ?? pattern.as(ValueBindingPatternSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)),
              let held = type.map(className(of:)) ?? value.flatMap(className(madeBy:)) else { return [:] }
        return [name.identifier.text: held]
    }

    /// ``bound(_:type:to:)`` for the optional bindings among `conditions` (`if let`, `guard let`).
    static func bound(in conditions: ConditionElementListSyntax) -> [String: String] {
        var names: [String: String] = [:]
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition.condition else { continue }
            names.merge(bound(binding.pattern, type: binding.typeAnnotation?.type, to: binding.initializer?.value)) { _, new in new }
        }
        return names
    }

    /// The types of the parameters of `clause`, by the name the body knows each by (a type that
    /// names no app class is never looked up).
    static func parameterTypes(_ clause: FunctionParameterClauseSyntax) -> [String: String] {
        var types: [String: String] = [:]
        for parameter in clause.parameters {
            types[(parameter.secondName ?? parameter.firstName).text] = className(of: parameter.type)
        }
        return types
    }

    /// The member of a held instance `expression` names (`cell.nameLabel`, `self.portionView.field`,
    /// `(cell as? ProductCell)?.nameLabel`, with `?` and `!` anywhere): the member `nameLabel` of a
    /// `ProductCell`. `types` are the classes of the names in scope (``FactWalker/Scope/types``),
    /// `locals` the names that are not the instance's properties; whether the class is the app's
    /// is for the caller to say.
    static func member(_ expression: ExprSyntax, types: [String: String], locals: Set<String>) -> CodeSubject? {
        guard let access = Targets.stripped(expression).as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        let holder = Targets.stripped(base)
        let type: String?
        if let reference = holder.as(DeclReferenceExprSyntax.self) {
            type = types[reference.baseName.text]
        } else if let property = holder.as(MemberAccessExprSyntax.self), let root = property.base, Targets.isSelf(Targets.stripped(root)) {
            // `self.portionView`: the stored property, unless a local hides its type from the scope.
            let name = property.declName.baseName.text
            type = locals.contains(name) ? nil : types[name]
        } else {
            type = className(madeBy: holder)
        }
        return type.map { .outlet(access.declName.baseName.text, of: $0) }
    }
}
