import SwiftSyntax

/// The calls of methods the reader follows into (``FactWalker``): the class's own methods and the
/// app's extension methods of UIKit classes, each read where it is called, with its `self`
/// standing for what the call names.
extension FactWalker {
    /// Reads the method `call` (named `name`, its callee `callee` on `base`) calls, when it is one
    /// the reader follows; false when it is not.
    mutating func readCalledMethod(_ call: FunctionCallExprSyntax, named name: String, callee: ExprSyntax, base callBase: ExprSyntax?,
                                   scope: Scope) -> Bool {
        // `applyBaseStyle()` inside an extension method an outlet calls: another method of the app's
        // extensions of the class it extends (or a class above it), on the same `self`.
        if let extending, viewMethods.declares(name), Self.callsOnSelf(callee, locals: scope.locals),
           let found = viewMethods.methods(named: name, for: extending.type, called: call) {
            guard !extending.reading.contains(found.extended + "." + name) else { return true }
            read(found, named: name, standingFor: selfStandsFor ?? .this, scope: scope)
            return true
        }
        // `setLeadingNavBarAction(title: ...)` in a controller, `applyHeadlineStyle()` in a label
        // subclass: a method of the app's extension of a UIKit class above the class, on `self`,
        // read with its `self` standing for the instance.
        if extending == nil, methods[name] == nil, viewMethods.declares(name), Self.callsOnSelf(callee, locals: scope.locals),
           let found = viewMethods.methods(named: name, for: className, called: call) {
            read(found, named: name, standingFor: selfStandsFor ?? .this, scope: scope)
            return true
        }
        // A method of the class: read where it is called (once read, not again where what it
        // sets would be unknown anyway). Not inside an extension method being read, whose `self` is
        // the view it extends: `self.setImage(image, for: state)` there is UIButton's, not the
        // cell's own `setImage(_:)`.
        if extending == nil, let found = methods[name], !calling.contains(name), Self.callsOwnMethod(callee, scope: scope) {
            // Read again where a call passes the class's outlets: what it sets on them is theirs.
            let passed = found.map { method, _ in Self.passedSubjects(call, to: method, scope: scope) }
            if scope.conditional, called.contains(name), passed.allSatisfy(\.isEmpty) { return true }
            calling.insert(name)
            called.insert(name)
            for ((method, methodFile), aliases) in zip(found, passed) {
                guard let body = method.body else { continue }
                walked.insert(method.id)
                var inner = self.scope(conditional: scope.conditional, parameters: Self.parameters(of: method),
                                       types: HeldInstances.parameterTypes(method.signature.parameterClause), unknown: scope.unknown)
                inner.aliases = aliases
                _ = walk(body.statements, scope: inner, file: methodFile)
            }
            calling.remove(name)
            return true
        }
        if let callBase, viewMethods.declares(name) {
            // `playButton.titleLabel?.applyHeadlineStyle()`: a method of the app's extension of UILabel,
            // read with its `self` standing for the button, whose title's font it sets.
            if mayNameAButton, let owner = ButtonParts.owner(of: callBase, named: ButtonParts.titleLabel, locals: scope.locals),
               let button = button(owner, scope: scope), let found = viewMethods.methods(named: name, for: "UILabel", called: call) {
                guard extending?.reading.contains(found.extended + "." + name) != true else { return true }
                read(found, named: name, standingFor: button == .this ? selfStandsFor ?? .this : button, throughTitleLabel: true, scope: scope)
                return true
            }
            // `titleLabel.applyHeadlineStyle()`: a method of the app's extension of the outlet's class
            // or a class above it (UILabel's for a `ThemedLabel`), read with its `self` standing for the outlet.
            if extending == nil, case .member(let outlet)? = Self.callSubject(callBase, scope: scope), let type = outletTypes[outlet],
               let found = viewMethods.methods(named: name, for: type, called: call) {
                read(found, named: name, standingFor: .member(outlet), scope: scope)
                return true
            }
        }
        return false
    }

    /// Reads the extension methods `found` (named `name`) with their `self` standing for `subject`;
    /// `throughTitleLabel` when they are UILabel's, called on the title label of that button.
    private mutating func read(_ found: (extended: String, methods: [(FunctionDeclSyntax, SwiftFile)]), named name: String,
                               standingFor subject: CodeSubject, throughTitleLabel: Bool = false, scope: Scope) {
        let outer = (selfStandsFor, extending, self.throughTitleLabel)
        selfStandsFor = subject
        extending = (found.extended, (extending?.reading ?? []).union([found.extended + "." + name]))
        self.throughTitleLabel = self.throughTitleLabel || throughTitleLabel
        for (method, methodFile) in found.methods {
            guard let body = method.body else { continue }
            _ = walk(body.statements, scope: Scope(conditional: scope.conditional, locals: Self.parameters(of: method), unknown: scope.unknown,
                                                   types: HeldInstances.parameterTypes(method.signature.parameterClause)),
                     file: methodFile)
        }
        (selfStandsFor, extending, self.throughTitleLabel) = outer
    }

    /// True when `callee` calls a method on the instance: `name(...)` (not a local closure) or
    /// `self.name(...)` (`self?.name(...)` too).
    private static func callsOnSelf(_ callee: ExprSyntax, locals: Set<String>) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return !locals.contains(reference.baseName.text) }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return Targets.isSelf(Targets.stripped(base))
    }
}
