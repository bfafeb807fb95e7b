import SwiftSyntax

/// What the names a method's code uses stand for: the instance, one of its properties, a
/// parameter passed one of them, a view found by its tag; and the names a block binds.
extension FactWalker {
    /// Whose method a call with `base` before its name calls: the instance's (no base, or `self`),
    /// a parameter's that stands for one of its outlets (``Scope/aliases``), one of its
    /// properties' (`playButton.setTitle`, `self.rows.addArrangedSubview`), or a member's of an
    /// instance it holds (`cell.buyButton.setTitle`, ``HeldInstances``); nil for a local
    /// variable's.
    static func callSubject(_ base: ExprSyntax?, scope: Scope) -> CodeSubject? {
        guard let base else { return .this }
        if let alias = scope.alias(of: base) { return alias }
        if let member = memberOfSelfAlias(base, scope: scope) { return .member(member) }
        if let held = HeldInstances.member(base, types: scope.types, locals: scope.locals) { return held }
        if let tag = TaggedViews.tag(of: base) { return .tagged(tag) }
        if Targets.isSelf(Targets.stripped(base)) { return .this }
        return ExpressionShapes.referencedName(base).flatMap { scope.locals.contains($0) && !base.trimmedText.hasPrefix("self.") ? nil : .member($0) }
    }

    /// ``Targets/subjectAndName(_:locals:)``, with a parameter that stands for one of the class's
    /// outlets read as that outlet (`valueLabel.textColor`, where the call passed `strStatLabel`),
    /// and a member of an instance the class holds read as that member of its class
    /// (`cell.nameLabel.text`, ``HeldInstances``).
    static func subjectAndName(_ expression: ExprSyntax, scope: Scope) -> (CodeSubject, String)? {
        if let member = ExpressionShapes.unwrapped(expression).as(MemberAccessExprSyntax.self), let base = member.base {
            if let alias = scope.alias(of: base) { return (alias, member.declName.baseName.text) }
            if let owner = memberOfSelfAlias(base, scope: scope) { return (.member(owner), member.declName.baseName.text) }
            if let held = HeldInstances.member(base, types: scope.types, locals: scope.locals) { return (held, member.declName.baseName.text) }
        }
        return Targets.subjectAndName(expression, locals: scope.locals)
    }

    /// The property `expression` names of a name standing for the instance (`strongSelf.nameLabel`
    /// after `guard let strongSelf = self`, ``boundViews(_:to:scope:)``), nil for anything else.
    static func memberOfSelfAlias(_ expression: ExprSyntax, scope: Scope) -> String? {
        guard !scope.aliases.isEmpty, let member = Targets.stripped(expression).as(MemberAccessExprSyntax.self),
              let root = member.base, scope.alias(of: root) == .this else { return nil }
        return member.declName.baseName.text
    }

    /// ``Targets/target(_:locals:)``, through the parameters that stand for the class's outlets.
    static func target(_ expression: ExprSyntax, scope: Scope) -> (subject: CodeSubject, property: CodeProperty)? {
        subjectAndName(expression, scope: scope).flatMap { Targets.target(subject: $0, name: $1) }
    }

    /// What `call` passes for `method`'s parameters that is the instance or one of its properties
    /// (`self`, `strStatLabel`, `self.strStatLabel`, or a parameter standing for one), by the name
    /// the method's body knows each by: `configureFields(valueLabel: strStatLabel)` makes
    /// `valueLabel` stand for `strStatLabel`. Arguments are matched to parameters by their labels,
    /// skipping parameters with a default value; a call whose labels do not fit (another overload)
    /// passes nothing.
    static func passedSubjects(_ call: FunctionCallExprSyntax, to method: FunctionDeclSyntax, scope: Scope) -> [String: CodeSubject] {
        var arguments = call.arguments[...]
        var passed: [String: CodeSubject] = [:]
        for parameter in method.signature.parameterClause.parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            guard let argument = arguments.first else { break }
            guard argument.label?.text == label else {
                if parameter.defaultValue != nil { continue }
                return [:]
            }
            arguments = arguments.dropFirst()
            if let subject = subject(passed: argument.expression, scope: scope) { passed[(parameter.secondName ?? parameter.firstName).text] = subject }
        }
        return passed
    }

    /// The instance or the property of it an argument is: `self`, `titleLabel`, `self.titleLabel`,
    /// a parameter standing for one, or a member of an instance it holds (`cell.nameLabel`); nil
    /// for anything else (a local, a value).
    static func subject(passed expression: ExprSyntax, scope: Scope) -> CodeSubject? {
        let plain = Targets.stripped(expression)
        if Targets.isSelf(plain) { return .this }
        if let alias = scope.alias(of: plain) { return alias }
        if let held = HeldInstances.member(plain, types: scope.types, locals: scope.locals) { return held }
        guard case (.this, let name)? = Targets.subjectAndName(plain, locals: scope.locals) else { return nil }
        return .member(name)
    }

    /// True for `setUp()`, `self.setUp()` or `strongSelf.setUp()` (a name standing for the
    /// instance, ``boundViews(_:to:scope:)``) naming a method, not a local closure.
    static func callsOwnMethod(_ callee: ExprSyntax, scope: Scope) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return !scope.locals.contains(reference.baseName.text) }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return Targets.isSelf(base) || scope.alias(of: base) == .this
    }

    static func names(in pattern: PatternSyntax) -> Set<String> {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return tuple.elements.reduce(into: Set<String>()) { $0.formUnion(names(in: $1.pattern)) }
        }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return names(in: binding.pattern) }
        return []
    }

    static func bindings(in conditions: ConditionElementListSyntax) -> Set<String> {
        var names: Set<String> = []
        for condition in conditions {
            if case .optionalBinding(let binding) = condition.condition { names.formUnion(self.names(in: binding.pattern)) }
        }
        return names
    }

    static func closureParameters(_ closure: ClosureExprSyntax) -> Set<String> {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?: Set(parameters.map(\.name.text))
        case .parameterClause(let clause)?: Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        case nil: []
        }
    }
}

/// The closures inside an expression that are not inside another closure of it.
enum ClosureFinder {
    static func closures(in node: Syntax) -> [ClosureExprSyntax] {
        final class Visitor: SyntaxVisitor {
            var found: [ClosureExprSyntax] = []
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .skipChildren
            }
        }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.found
    }
}
