import A11yCore
import SwiftSyntax

/// Reads what a class's `@IBAction` methods do when a tap sends them (``CodeAction``): whether
/// one dismisses the screen, anywhere in its body or its closures (an alert's handler), or in
/// the class's methods it calls. UIKit leaves the screen on
/// `dismiss(animated:completion:)` (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)),
/// called on the controller, its `presentingViewController` or its `navigationController`, and
/// on `popViewController(animated:)`, `popToRootViewController(animated:)` and
/// `popToViewController(_:animated:)` (https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)).
///
/// A body that calls none of them stays on the screen only when every call it makes is one the
/// reader vouches for: a UIKit method of the controller or of one of its outlets, the action's
/// sender, a type's (`UIApplication.shared.open`), a local made by an initializer (an alert), or
/// the class's own methods, read in turn. A call handed to anything else (a delegate, a closure
/// property, a coordinator, another class's method on `self`) may dismiss it: what the tap
/// does is then unknown. `performSegue(withIdentifier:sender:)` with a string literal is
/// recorded with its identifier, for the join to settle by the screen's storyboard segues (an
/// unwind segue's leaves the screen); with any other identifier it hands the tap on.
struct ActionReader {
    /// The class's instance methods, by base name.
    let methods: [String: [(FunctionDeclSyntax, SwiftFile)]]
    /// The class's outlets' names.
    let outlets: Set<String>

    /// The calls that dismiss the screen, by method name.
    static let dismissing: Set<String> = ["dismiss", "popViewController", "popToRootViewController", "popToViewController"]
    /// The properties of a view controller through which `dismiss` dismisses it.
    static let dismissers: Set<String> = ["presentingViewController", "navigationController", "parent", "splitViewController", "tabBarController"]
    /// UIViewController's own methods an action calls on `self` that leave the screen where it is.
    static let stayingControllerMethods: Set<String> = [
        "present", "show", "showDetailViewController", "setEditing", "setNeedsStatusBarAppearanceUpdate", "becomeFirstResponder",
        "resignFirstResponder", "addChild", "setToolbarItems", "setNeedsLayout", "layoutIfNeeded", "endEditing",
    ]
    /// The properties of a view controller that hold UIKit views or items, whose methods an action may call.
    static let controllerViews: Set<String> = ["view", "tableView", "collectionView", "navigationItem", "textField", "searchBar"]
    /// The standard library's and Foundation's free functions an action may call.
    static let freeFunctions: Set<String> = ["print", "debugPrint", "NSLocalizedString", "assert", "assertionFailure", "precondition", "min", "max", "abs"]

    /// What each `@IBAction` method of the class does, by the first part of the Objective-C
    /// selectors it may have (``selectorNames(of:)``).
    func actions() -> [String: CodeAction] {
        var actions: [String: CodeAction] = [:]
        for (method, file) in methods.values.joined() where Self.isAction(method) {
            var visited: Set<SyntaxIdentifier> = []
            let action = read(method, file: file, isAction: true, visited: &visited)
            for name in Self.selectorNames(of: method) { actions[name] = action }
        }
        return actions
    }

    /// True for a method Interface Builder can connect: `@IBAction`.
    static func isAction(_ method: FunctionDeclSyntax) -> Bool {
        method.attributes.contains { attribute in
            // The name's token and nothing else (its length is the whole name's), read without
            // building the name's text.
            guard case .attribute(let attribute) = attribute, let name = attribute.attributeName.as(IdentifierTypeSyntax.self) else { return false }
            let text = name.name.text
            return text == "IBAction" && attribute.attributeName.trimmedLength.utf8Length == text.utf8.count
        }
    }

    /// The first part of the Objective-C selector of `method`, as Swift 4 and later make it
    /// (`close` for `close(_:)` and `close()`, `closeWithSender` for `close(sender:)`), and as
    /// Swift 2 did (`close` for `close(sender:)`): what a storyboard's `selector="close:"` names
    /// before its first colon.
    static func selectorNames(of method: FunctionDeclSyntax) -> [String] {
        let name = method.name.text
        guard let first = method.signature.parameterClause.parameters.first, first.firstName.tokenKind != .wildcard else { return [name] }
        let label = first.firstName.text
        return [name, name + "With" + label.prefix(1).uppercased() + label.dropFirst()]
    }

    /// What `method` does: read with the class's methods it calls (each once: `visited`). The
    /// parameters of the action itself are its sender and event, UIKit's; those of a method it
    /// calls may be anything (a delegate, a closure).
    private func read(_ method: FunctionDeclSyntax, file: SwiftFile, isAction: Bool, visited: inout Set<SyntaxIdentifier>) -> CodeAction {
        guard let body = method.body, visited.insert(method.id).inserted else { return .stays }
        var locals = Self.localsMadeByInitializers(in: body)
        if isAction { locals.formUnion(method.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }) }
        var handsOff = false
        var segues: [Located<String>] = []
        for call in CallFinder.calls(in: Syntax(body)) {
            switch classify(call, locals: locals) {
            case .dismisses:
                return .dismisses(file.location(of: call))
            case .ownMethod(let name):
                for (called, calledFile) in methods[name] ?? [] {
                    switch read(called, file: calledFile, isAction: false, visited: &visited) {
                    case .dismisses(let location): return .dismisses(location)
                    case .handsOff: handsOff = true
                    case .performsSegues(let inner, let innerHandsOff):
                        segues += inner
                        handsOff = handsOff || innerHandsOff
                    case .stays: break
                    }
                }
            case .performsSegue(let identifier):
                guard let identifier else {
                    handsOff = true
                    continue
                }
                segues.append(Located(identifier, at: file.location(of: call)))
            case .handsOff:
                handsOff = true
            case .vouched:
                break
            }
        }
        if !segues.isEmpty { return .performsSegues(segues, handsOff: handsOff) }
        return handsOff ? .handsOff : .stays
    }

    /// How the reader takes one call.
    private enum Call {
        /// `performSegue(withIdentifier:sender:)` on the controller, with its identifier when
        /// it is a string literal.
        case performsSegue(String?)
        case dismisses, ownMethod(String), handsOff, vouched
    }

    /// The identifier of `performSegue(withIdentifier: "name", sender:)` when it is a string
    /// literal without interpolation; nil for anything else (a constant, a variable, an enum's
    /// raw value), which only running the code settles.
    private static func literalSegueIdentifier(of call: FunctionCallExprSyntax) -> String? {
        guard let first = call.arguments.first, first.label?.text == "withIdentifier" else { return nil }
        return first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    private func classify(_ call: FunctionCallExprSyntax, locals: Set<String>) -> Call {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if Self.dismissing.contains(name) { return .dismisses }
            if methods[name] != nil, !locals.contains(name) { return .ownMethod(name) }
            if name == "performSegue" { return .performsSegue(Self.literalSegueIdentifier(of: call)) }
            if name.first?.isUppercase == true || Self.freeFunctions.contains(name) { return .vouched }
            return Self.stayingControllerMethods.contains(name) ? .vouched : .handsOff
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return .handsOff }
        let name = member.declName.baseName.text
        // The names before the method, through `self.`, `?` and `!`: `[navigationController]` for
        // `self.navigationController?.popViewController`.
        guard let path = Self.path(member.base) else { return .handsOff }
        let isSelf = path.first == "self" || path.first == "super"
        let rest = isSelf ? Array(path.dropFirst()) : path
        if Self.dismissing.contains(name), rest.allSatisfy(Self.dismissers.contains) { return .dismisses }
        if rest.isEmpty {
            guard isSelf else { return .handsOff }
            if methods[name] != nil, path.first == "self" { return .ownMethod(name) }
            if name == "performSegue" { return .performsSegue(Self.literalSegueIdentifier(of: call)) }
            return Self.stayingControllerMethods.contains(name) ? .vouched : .handsOff
        }
        let root = rest[0]
        if root.first?.isUppercase == true && !isSelf { return .vouched }
        if outlets.contains(root) || Self.controllerViews.contains(root) { return .vouched }
        if !isSelf, locals.contains(root) { return .vouched }
        if root == "navigationController", name.hasPrefix("push") || name.hasPrefix("setNavigationBar") || name.hasPrefix("setToolbar") { return .vouched }
        return .handsOff
    }

    /// The names of a member chain, through `self`, `?` and `!` (`["self", "navigationController"]`),
    /// nil for anything else (a call's result, a subscript); empty for no base.
    private static func path(_ base: ExprSyntax?) -> [String]? {
        guard let base else { return [] }
        if let chained = base.as(OptionalChainingExprSyntax.self) { return path(chained.expression) }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { return path(forced.expression) }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if base.is(SuperExprSyntax.self) { return ["super"] }
        if let member = base.as(MemberAccessExprSyntax.self), let inner = path(member.base), !inner.isEmpty {
            return inner + [member.declName.baseName.text]
        }
        return nil
    }

    /// The locals of `body` a type's initializer makes (`let alert = UIAlertController(...)`):
    /// UIKit objects, whose methods stay on the screen.
    private static func localsMadeByInitializers(in body: CodeBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for item in body.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let made = binding.initializer.map({ ExpressionShapes.unwrapped($0.value) })?.as(FunctionCallExprSyntax.self),
                      made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true else { continue }
                names.insert(name)
            }
        }
        return names
    }
}

/// The calls in a piece of syntax, closures included, in source order.
private final class CallFinder: SyntaxVisitor {
    private var found: [FunctionCallExprSyntax] = []

    static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}
