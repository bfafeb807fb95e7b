import A11yCore
import SwiftSyntax

/// The screens one method shows: `present(_:animated:)`, `pushViewController(_:animated:)`,
/// `show(_:sender:)` and `showDetailViewController(_:sender:)`, with the controller each shows
/// (through the method's local variables) and the presentation and transition styles and the
/// title set on it before; and the view controllers it adds as children (`addChild(_:)`).
struct PresentationReader {
    let body: CodeBlockSyntax
    let method: String
    let file: SwiftFile
    /// The classes the instance's stored properties hold (``ClassFacts/heldTypes``), by name: a
    /// controller kept in one (`lazy var player: PlayerViewController = ...`) is of that class.
    var properties: [String: String] = [:]
    /// The instance's stored properties other than outlets: a controller kept in a `let` or
    /// `lazy var` whose initial value is a call (`lazy var navigationController =
    /// AppNavigationController(rootViewController: HomeViewController())`) is what the call makes.
    var storedVariables: [VariableDeclSyntax] = []

    /// The calls, in source order.
    func presentations() -> [CodePresentation] {
        // A method whose text names none of the calls shows nothing: no walk of its syntax.
        guard file.text(of: body, mentionsAnyOf: ["present", "show", "pushViewController"]) else { return [] }
        return allCalls.compactMap(presentation)
    }

    /// Every call in the body, in source order.
    private var allCalls: [FunctionCallExprSyntax] {
        final class Calls: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let calls = Calls(viewMode: .sourceAccurate)
        calls.walk(body)
        return calls.found
    }

    /// The `addChild(_:)` calls on the instance (written `addChild(x)` or `self.addChild(x)`), the
    /// calls adding a controller's view to a view (`container.addSubview(x.view)`,
    /// `insertSubview`, `addArrangedSubview`), the search controllers made around a results
    /// controller (`UISearchController(searchResultsController: x)`, which shows `x`'s view over
    /// the searched screen while the search is active:
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)),
    /// and the calls of `embedders` (the app's methods that do any of these to a parameter), in
    /// source order, each with the controller.
    func children(through embedders: [ControllerMethod] = []) -> [CodeChild] {
        childCalls(through: embedders).map { call, child in
            CodeChild(controller: controller(child, before: call.positionAfterSkippingLeadingTrivia, depth: 0), location: file.location(of: call))
        }
    }

    /// The positions of the method's parameters (`names`, as its body knows them) that it makes
    /// children: the controller of a call ``children(through:)`` reads is the parameter, directly,
    /// cast (`controller as? UIViewController`) or through a local variable bound to it.
    func embeddedParameters(named names: [String], through embedders: [ControllerMethod]) -> Set<Int> {
        Set(childCalls(through: embedders).compactMap { call, child in
            parameter(child, before: call.positionAfterSkippingLeadingTrivia, depth: 0).flatMap { names.lastIndex(of: $0) }
        })
    }

    /// The calls ``children(through:)`` reads, each with the expression of the controller it adds.
    private func childCalls(through embedders: [ControllerMethod]) -> [(call: FunctionCallExprSyntax, child: ExprSyntax)] {
        guard file.text(of: body, mentionsAnyOf: ["addChild", "Subview", "searchResultsController"])
            || embedders.contains(where: { file.text(of: body, mentions: $0.name) }) else { return [] }
        final class Calls: SyntaxVisitor {
            let embedders: [ControllerMethod]
            var found: [(call: FunctionCallExprSyntax, child: ExprSyntax)] = []
            init(embedders: [ControllerMethod]) {
                self.embedders = embedders
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let child = embedders.firstNonNil({ $0.argument(of: node) }) {
                    found.append((node, child))
                    return .visitChildren
                }
                guard let argument = node.arguments.first else { return .visitChildren }
                let callee = node.calledExpression
                // UISearchController(searchResultsController: results), or a subclass's initializer
                // it inherits; `nil` shows the results in the searched screen itself (and `self`
                // is the controller whose code runs, not a child it makes).
                if node.arguments.count == 1, argument.label?.text == "searchResultsController", PresentationReader.typeName(callee) != nil,
                   !Targets.stripped(argument.expression).is(NilLiteralExprSyntax.self), !Targets.isSelf(Targets.stripped(argument.expression)) {
                    found.append((node, argument.expression))
                    return .visitChildren
                }
                guard argument.label == nil else { return .visitChildren }
                let onSelf = callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "addChild"
                    || callee.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == "addChild" && $0.base.map(Targets.isSelf) == true } == true
                if onSelf, node.arguments.count == 1 {
                    found.append((node, argument.expression))
                } else if let method = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text, PresentationReader.subviewAdders.contains(method),
                          let view = Targets.stripped(argument.expression).as(MemberAccessExprSyntax.self), view.declName.baseName.text == "view",
                          let controller = view.base {
                    found.append((node, controller))
                }
                return .visitChildren
            }
        }
        let calls = Calls(embedders: embedders)
        calls.walk(body)
        return calls.found
    }

    /// The name of the method's parameter `expression` is: the name itself when no local variable
    /// of the body binds it before `position`, else what the binding's value is; a cast
    /// (`x as? T`) is its operand.
    private func parameter(_ expression: ExprSyntax, before position: AbsolutePosition, depth: Int) -> String? {
        let plain = Targets.stripped(expression)
        let elements = ExpressionShapes.elements(of: plain)
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) {
            return parameter(elements[0], before: position, depth: depth)
        }
        guard depth < 4, let reference = plain.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        let binding = LocalBindings.lastBinding(of: name, in: body, before: position)
        guard binding.start < position else { return name }
        return binding.value.flatMap { parameter($0, before: binding.start, depth: depth + 1) }
    }

    /// UIView's and UIStackView's methods that add a subview.
    static let subviewAdders: Set<String> = ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview"]

    /// The controllers the calls of `methods` (the app's methods that show a parameter) hand
    /// them, and the roots navigation controllers of the app's own classes are made around
    /// (`WooNavigationController(rootViewController: search)`, UINavigationController's
    /// initializer, which its subclasses inherit:
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)),
    /// in source order, each at its call.
    func shown(through methods: [ControllerMethod]) -> [CodeChild] {
        let handed = methods.contains(where: { file.text(of: body, mentions: $0.name) }) ? calls(in: methods) : []
        let rooted = file.text(of: body, mentionsAnyOf: ["rootViewController"]) ? allCalls.compactMap { call -> (call: FunctionCallExprSyntax, argument: ExprSyntax)? in
            guard let type = Self.typeName(call.calledExpression), type != "UINavigationController", call.arguments.count == 1,
                  let root = call.arguments.first, root.label?.text == "rootViewController" else { return nil }
            return (call, root.expression)
        } : []
        return (handed + rooted).sorted { $0.call.position < $1.call.position }.map { call, argument in
            CodeChild(controller: controller(argument, before: call.positionAfterSkippingLeadingTrivia, depth: 0), location: file.location(of: call))
        }
    }

    /// The positions of the method's parameters (`names`) that it presents, pushes or shows,
    /// itself or through `methods`, the app's methods that show a parameter.
    func shownParameters(named names: [String], through methods: [ControllerMethod]) -> Set<Int> {
        guard file.text(of: body, mentionsAnyOf: ["present", "show", "pushViewController"])
            || methods.contains(where: { file.text(of: body, mentions: $0.name) }) else { return [] }
        let shown = allCalls.compactMap { call in Self.action(of: call) == nil ? nil : call.arguments.first.map { (call: call, argument: $0.expression) } }
        return Set((calls(in: methods) + shown).compactMap { call, argument in
            parameter(argument, before: call.positionAfterSkippingLeadingTrivia, depth: 0).flatMap { names.lastIndex(of: $0) }
        })
    }

    /// The body's calls of `methods`, in source order, each with the argument the method takes.
    private func calls(in methods: [ControllerMethod]) -> [(call: FunctionCallExprSyntax, argument: ExprSyntax)] {
        guard !methods.isEmpty else { return [] }
        return allCalls.compactMap { call in methods.firstNonNil { $0.argument(of: call) }.map { (call, $0) } }
    }

    /// How `call` shows a controller, nil when it is none of UIKit's calls that do.
    private static func action(of call: FunctionCallExprSyntax) -> CodePresentation.Action? {
        let name: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return nil
        }
        let labels = call.arguments.map { $0.label?.text }
        switch (name, labels.first, labels.dropFirst().first) {
        case ("present", nil?, "animated"?): return .present
        case ("pushViewController", nil?, "animated"?) where call.calledExpression.is(MemberAccessExprSyntax.self): return .push
        case ("show", nil?, "sender"?): return .show
        case ("showDetailViewController", nil?, "sender"?): return .showDetail
        default: return nil
        }
    }

    private func presentation(_ call: FunctionCallExprSyntax) -> CodePresentation? {
        guard let action = Self.action(of: call), let argument = call.arguments.first?.expression else { return nil }
        let position = call.positionAfterSkippingLeadingTrivia
        let variable = ExpressionShapes.referencedName(argument).flatMap { name in
            argument.as(DeclReferenceExprSyntax.self) != nil ? name : nil
        }
        return CodePresentation(
            action: action, controller: controller(argument, before: position, depth: 0),
            style: variable.flatMap { style(.modalPresentationStyle, of: $0, before: position) },
            transition: variable.flatMap { style(.modalTransitionStyle, of: $0, before: position) },
            popoverAnchor: variable.flatMap { popoverAnchor(of: $0, before: position) },
            title: variable.flatMap { style(.title, of: $0, before: position) },
            conditional: Self.isConditional(Syntax(call), within: Syntax(body)), method: method, location: file.location(of: call))
    }

    /// What `expression` shows.
    func controller(_ expression: ExprSyntax, before position: AbsolutePosition, depth: Int) -> PresentedController {
        let plain = Targets.stripped(expression)
        let elements = ExpressionShapes.elements(of: plain)
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
            let cast = type.type.trimmedText
            return Self.controller(controller(elements[0], before: position, depth: depth), ofClass: cast)
        }
        if let call = plain.as(FunctionCallExprSyntax.self) {
            let arguments = Array(call.arguments)
            if let type = Self.typeName(call.calledExpression) {
                if arguments.count == 1, arguments[0].label?.text == "rootViewController" {
                    return .navigation(root: controller(arguments[0].expression, before: position, depth: depth),
                                       className: type == "UINavigationController" ? nil : type)
                }
                return .instance(type)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let storyboard = member.base.flatMap { storyboardName($0, before: position) }
                switch member.declName.baseName.text {
                case "instantiateViewController":
                    if let first = arguments.first, ["withIdentifier", "identifier"].contains(first.label?.text ?? ""),
                       let identifier = first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                        return .storyboardScene(identifier: identifier, storyboard: storyboard, castTo: nil)
                    }
                case "instantiateInitialViewController":
                    if let storyboard { return .storyboardInitial(storyboard: storyboard) }
                default:
                    break
                }
            }
        }
        if depth < 4, let reference = plain.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            let binding = LocalBindings.lastBinding(of: name, in: body, before: position)
            let value = binding.value.map { controller($0, before: binding.start, depth: depth + 1) }
            if let declared = binding.declaredType {
                return Self.controller(value ?? .unknown(ExpressionShapes.text(expression)), ofClass: declared)
            }
            if let value { return value }
            if binding.start == position, let kept = keptController(name) { return kept }
        }
        if depth < 4, let member = plain.as(MemberAccessExprSyntax.self), let base = member.base, Targets.isSelf(Targets.stripped(base)),
           let kept = keptController(member.declName.baseName.text) {
            return kept
        }
        return .unknown(ExpressionShapes.text(expression))
    }

    /// What the stored property `name` holds: what its initial call makes (read with no local
    /// variable, which the property's initializer cannot see), else a controller of the class it
    /// is declared of; nil for a name that is no stored property.
    private func keptController(_ name: String) -> PresentedController? {
        if let made = initialCall(of: name) {
            let shown = controller(ExprSyntax(made), before: made.positionAfterSkippingLeadingTrivia, depth: 4)
            if case .unknown = shown, let held = properties[name] { return .ofClass(held) }
            return shown
        }
        return properties[name].map { .ofClass($0) }
    }

    /// The initial value of the stored `let` or `lazy var` property `name` when it is a call
    /// (looked up only when a shown controller names a property).
    private func initialCall(of name: String) -> FunctionCallExprSyntax? {
        for variable in storedVariables where variable.bindingSpecifier.tokenKind == .keyword(.let)
            || variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) {
            for binding in variable.bindings where binding.accessorBlock == nil
                && binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer?.value.as(FunctionCallExprSyntax.self)
            }
        }
        return nil
    }

    /// `controller` known to be of the class `name` (cast to it, or held by a variable declared of
    /// it): a storyboard scene's class, or a controller of that class the syntax does not settle.
    private static func controller(_ controller: PresentedController, ofClass name: String) -> PresentedController {
        switch controller {
        case .storyboardScene(let identifier, let storyboard, _): .storyboardScene(identifier: identifier, storyboard: storyboard, castTo: name)
        case .unknown: .ofClass(name)
        default: controller
        }
    }

    /// `UIStoryboard(name: "Main", bundle: nil)`, directly or through a local variable. A binding's
    /// value names what was bound before it (`guard let board = board`: the earlier `board`), so
    /// each step looks further back and the lookup ends.
    private func storyboardName(_ expression: ExprSyntax, before position: AbsolutePosition) -> String? {
        let plain = Targets.stripped(expression)
        if let call = plain.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "UIStoryboard",
           let first = call.arguments.first, first.label?.text == "name" {
            return first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
        if let reference = plain.as(DeclReferenceExprSyntax.self) {
            let binding = LocalBindings.lastBinding(of: reference.baseName.text, in: body, before: position)
            return binding.value.flatMap { storyboardName($0, before: binding.start) }
        }
        return nil
    }

    /// `X` for `X(...)` and `X.init(...)` when `X` is a type name (capitalized).
    static func typeName(_ callee: ExprSyntax) -> String? {
        var callee = callee
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
            callee = base
        }
        guard let reference = callee.as(DeclReferenceExprSyntax.self), let first = reference.baseName.text.first, first.isUppercase else { return nil }
        return reference.baseName.text
    }

    /// True when `node` runs only sometimes within `body`: under an `if`, `guard`, `switch`, loop,
    /// `catch` or closure, or after a `guard` or a conditional `return` in a block around it.
    static func isConditional(_ node: Syntax, within body: Syntax) -> Bool {
        var current = node
        while let parent = current.parent, current.id != body.id {
            if parent.is(IfExprSyntax.self) || parent.is(SwitchCaseSyntax.self) || parent.is(ForStmtSyntax.self)
                || parent.is(WhileStmtSyntax.self) || parent.is(RepeatStmtSyntax.self) || parent.is(ClosureExprSyntax.self)
                || parent.is(CatchClauseSyntax.self) || parent.is(GuardStmtSyntax.self) {
                return true
            }
            if let list = parent.as(CodeBlockItemListSyntax.self), let item = current.as(CodeBlockItemSyntax.self) {
                for sibling in list {
                    if sibling.id == item.id { break }
                    if case .stmt(let statement) = sibling.item, statement.is(GuardStmtSyntax.self) { return true }
                }
            }
            current = parent
        }
        return false
    }
}
