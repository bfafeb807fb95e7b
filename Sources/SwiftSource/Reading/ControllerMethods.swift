import SwiftSyntax

/// One of the app's methods that does something with a view controller it takes as a parameter:
/// makes it a child (its body calls `addChild(parameter)` or adds `parameter.view` to a view:
/// `func addToScrollView(viewController: UIViewController, isLast: Bool) {
/// addChild(viewController); scrollView.addSubview(viewController.view) }`,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)), or shows it
/// (`present(parameter, animated:)`, `pushViewController`, `show`, `showDetailViewController`),
/// itself or through another such method. A call of it does the same to its argument.
struct ControllerMethod: Hashable, Sendable {
    /// What a method does with the controller.
    enum Kind: Hashable, Sendable {
        /// Makes it a child of a controller.
        case embeds
        /// Presents, pushes or shows it.
        case shows
    }

    let kind: Kind
    /// Its base name (`addToScrollView`).
    let name: String
    /// Its parameters' argument labels, nil for `_`.
    let labels: [String?]
    /// The position of the parameter it embeds or shows.
    let index: Int
    /// True for a method of an extension of a UIKit view controller class, which any controller
    /// may call on another; false for a method of an app class, read only when called on the
    /// instance (`addToScrollView(...)`, `self.addToScrollView(...)`).
    let onAnyController: Bool

    /// The argument of `call` this method embeds or shows: the call names it, its arguments'
    /// labels follow the parameters' (those with a default value may be left out), and it is
    /// called on the instance unless ``onAnyController``.
    func argument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        let base: ExprSyntax?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard member.declName.baseName.text == name else { return nil }
            base = member.base
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            guard reference.baseName.text == name else { return nil }
            base = nil
        } else {
            return nil
        }
        if !onAnyController, let base, !Targets.isSelf(Targets.stripped(base)) { return nil }
        var parameter = 0
        for argument in call.arguments {
            let label = argument.label?.text
            while parameter < labels.count, labels[parameter] != label { parameter += 1 }
            guard parameter < labels.count else { return nil }
            if parameter == index { return argument.expression }
            parameter += 1
        }
        return nil
    }
}

/// The app's ``ControllerMethod``s: those of each class, and those of its extensions of UIKit view
/// controller classes, found by reading the methods again until no new one turns up (a method
/// that passes its parameter on to one found before is one too).
struct ControllerMethods: Sendable {
    /// The methods of each app class and extended UIKit controller class that embed or show a
    /// parameter.
    private let byType: [String: [ControllerMethod]]
    /// The superclass each app class declares.
    private let superclasses: [String: String]

    /// No such methods.
    init() {
        byType = [:]
        superclasses = [:]
    }

    /// Finds the methods among `classes`' and `controllerExtensions`' (the app's extensions of
    /// UIKit view controller classes: type -> methods).
    init(classes: [ClassDeclaration], controllerExtensions: [String: [(FunctionDeclSyntax, SwiftFile)]]) {
        var superclasses: [String: String] = [:]
        var methods: [(type: String, function: FunctionDeclSyntax, body: CodeBlockSyntax, file: SwiftFile)] = []
        for declaration in classes {
            if let first = declaration.syntax.inheritanceClause?.inheritedTypes.first {
                superclasses[declaration.name] = ClassReader.className(of: first.type)
            }
            for member in declaration.members {
                guard let function = member.declaration.as(FunctionDeclSyntax.self), let body = function.body,
                      !function.signature.parameterClause.parameters.isEmpty else { continue }
                methods.append((declaration.name, function, body, member.file))
            }
        }
        for (type, functions) in controllerExtensions {
            for (function, file) in functions {
                guard let body = function.body, !function.signature.parameterClause.parameters.isEmpty else { continue }
                methods.append((type, function, body, file))
            }
        }
        self.superclasses = superclasses
        var found: [String: [ControllerMethod]] = [:]
        var known: Set<ControllerMethod> = []
        // Each round finds the methods that call one found in the rounds before; a chain of
        // calls is as long as the methods are many at most.
        for _ in 0...methods.count {
            var added = false
            for method in methods {
                let available = Self.available(to: method.type, in: found, superclasses: superclasses)
                let reader = PresentationReader(body: method.body, method: method.function.name.text, file: method.file)
                let parameters = method.function.signature.parameterClause.parameters.map {
                    (label: $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text, name: ($0.secondName ?? $0.firstName).text)
                }
                let names = parameters.map(\.name)
                let embedded = reader.embeddedParameters(named: names, through: available.filter { $0.kind == .embeds })
                let shown = reader.shownParameters(named: names, through: available.filter { $0.kind == .shows })
                for (kind, indices) in [(ControllerMethod.Kind.embeds, embedded), (.shows, shown)] {
                    for index in indices.sorted() {
                        let handling = ControllerMethod(kind: kind, name: method.function.name.text, labels: parameters.map(\.label), index: index,
                                                        onAnyController: controllerExtensions[method.type] != nil)
                        guard known.insert(handling).inserted else { continue }
                        found[method.type, default: []].append(handling)
                        added = true
                    }
                }
            }
            if !added { break }
        }
        byType = found
    }

    /// The methods of `kind` an instance of `className` may call: its own class's and its app
    /// superclasses', and those of the app's extensions of UIKit view controller classes.
    func available(to className: String, _ kind: ControllerMethod.Kind) -> [ControllerMethod] {
        Self.available(to: className, in: byType, superclasses: superclasses).filter { $0.kind == kind }
    }

    private static func available(to className: String, in found: [String: [ControllerMethod]], superclasses: [String: String]) -> [ControllerMethod] {
        guard !found.isEmpty else { return [] }
        var lineage = [className]
        while let next = superclasses[lineage.last!], !lineage.contains(next) { lineage.append(next) }
        let extensions = found.filter { UIKitClasses.controllers.contains($0.key) && !lineage.contains($0.key) }.values.joined()
        return lineage.flatMap { found[$0] ?? [] } + extensions
    }
}
