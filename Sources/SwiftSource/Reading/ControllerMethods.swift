import A11yCore
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
    /// The methods of the app's extensions of UIKit view controller classes, by class name in
    /// name order: any controller may call them (worked out once, not per class asking).
    private let onUIKitControllers: [(type: String, methods: [ControllerMethod])]

    /// No such methods.
    init() {
        byType = [:]
        superclasses = [:]
        onUIKitControllers = []
    }

    /// Finds the methods among `classes`' and `controllerExtensions`' (the app's extensions of
    /// UIKit view controller classes: type -> methods). Every method is read once, on every core;
    /// then, round by round, only those whose text names a method the round before found (a
    /// method that passes its parameter on to one found before is one too), until a round finds
    /// none. A type's methods are listed in declaration order.
    init(classes: [ClassDeclaration], controllerExtensions: [String: [(FunctionDeclSyntax, SwiftFile)]]) {
        var declaredSuperclasses: [String: String] = [:]
        var candidates: [Candidate] = []
        for declaration in classes {
            if let superclass = declaration.superclass { declaredSuperclasses[declaration.name] = superclass }
            for member in declaration.members {
                // Told as the file loaded: most methods take no parameter a view controller can be.
                guard case .function(let function, _, _, mayTakeController: true) = member.kind,
                      let candidate = Candidate(type: declaration.name, function: function, file: member.file,
                                                onAnyController: controllerExtensions[declaration.name] != nil) else { continue }
                candidates.append(candidate)
            }
        }
        for (type, functions) in controllerExtensions {
            for (function, file) in functions {
                guard let candidate = Candidate(type: type, function: function, file: file, onAnyController: true) else { continue }
                candidates.append(candidate)
            }
        }
        let superclasses = declaredSuperclasses
        self.superclasses = superclasses
        let methods = candidates
        var found: [String: [ControllerMethod]] = [:]
        var known: [Set<ControllerMethod>] = Array(repeating: [], count: methods.count)
        var toRead = Array(methods.indices)
        // A chain of calls is as long as the methods are many at most.
        for _ in 0...methods.count where !toRead.isEmpty {
            let available = found
            let onControllers = Self.onUIKitControllers(found)
            let read = toRead.concurrentMap { position in
                (position, methods[position].handled(through: Self.available(to: methods[position].type, in: available,
                                                                              onUIKitControllers: onControllers, superclasses: superclasses)))
            }
            var newNames: [String] = []
            for (position, handled) in read {
                for method in handled where known[position].insert(method).inserted { newNames.append(method.name) }
            }
            guard !newNames.isEmpty else { break }
            found = [:]
            var listed: Set<ControllerMethod> = []
            for (position, method) in methods.enumerated() {
                let handled = known[position].sorted { ($0.kind == .embeds ? 0 : 1, $0.index) < ($1.kind == .embeds ? 0 : 1, $1.index) }
                found[method.type, default: []] += handled.filter { listed.insert($0).inserted }
            }
            toRead = methods.indices.filter { position in newNames.contains { methods[position].file.text(of: methods[position].body, mentions: $0) } }
        }
        byType = found
        onUIKitControllers = Self.onUIKitControllers(found)
    }

    /// True for a method with a body and a parameter a view controller can be
    /// (``mayHoldController(_:)``): only such a method may embed or show one it is handed.
    static func mayTakeController(_ function: FunctionDeclSyntax) -> Bool {
        function.body != nil && function.signature.parameterClause.parameters.contains { mayHoldController($0.type) }
    }

    /// False for a parameter type no view controller can be: a closure, a number, a string and
    /// the other value types of the standard library, Foundation and Core Graphics, a UIKit
    /// view (optional or not); a method none of whose parameters may hold one embeds and shows
    /// none, and is not read.
    static func mayHoldController(_ type: TypeSyntax) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self) { return mayHoldController(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return mayHoldController(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return mayHoldController(unwrapped.wrappedType) }
        if type.is(FunctionTypeSyntax.self) { return false }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return true }
        let name = identifier.name.text
        return !valueTypes.contains(name) && !UIKitClasses.views.contains(name)
    }

    /// The value types of the standard library, Foundation and Core Graphics a parameter most
    /// often has.
    static let valueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
        "Bool", "String", "Character", "Substring", "TimeInterval", "Date", "Data", "URL", "UUID", "IndexPath", "IndexSet",
        "CGPoint", "CGSize", "CGRect", "CGVector", "NSRange", "Decimal",
    ]

    /// A method with parameters, which may embed or show one of them.
    private struct Candidate: Sendable {
        let type: String
        let function: FunctionDeclSyntax
        let body: CodeBlockSyntax
        let file: SwiftFile
        let onAnyController: Bool
        /// Its parameters' argument labels (nil for `_`) and names.
        let parameters: [(label: String?, name: String)]

        init?(type: String, function: FunctionDeclSyntax, file: SwiftFile, onAnyController: Bool) {
            guard let body = function.body, ControllerMethods.mayTakeController(function) else { return nil }
            self.type = type
            self.function = function
            self.body = body
            self.file = file
            self.onAnyController = onAnyController
            parameters = function.signature.parameterClause.parameters.map {
                (label: $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text, name: ($0.secondName ?? $0.firstName).text)
            }
        }

        /// What it does with its parameters, when it may call `available`.
        func handled(through available: [ControllerMethod]) -> [ControllerMethod] {
            let reader = PresentationReader(body: body, method: function.name.text, file: file)
            let names = parameters.map(\.name)
            let embedded = reader.embeddedParameters(named: names, through: available.filter { $0.kind == .embeds })
            let shown = reader.shownParameters(named: names, through: available.filter { $0.kind == .shows })
            return [(ControllerMethod.Kind.embeds, embedded), (.shows, shown)].flatMap { kind, indices in
                indices.sorted().map {
                    ControllerMethod(kind: kind, name: function.name.text, labels: parameters.map(\.label), index: $0, onAnyController: onAnyController)
                }
            }
        }
    }

    /// The methods of `kind` an instance of `className` may call: its own class's and its app
    /// superclasses', and those of the app's extensions of UIKit view controller classes.
    func available(to className: String, _ kind: ControllerMethod.Kind) -> [ControllerMethod] {
        Self.available(to: className, in: byType, onUIKitControllers: onUIKitControllers, superclasses: superclasses).filter { $0.kind == kind }
    }

    /// The methods `found` lists for UIKit view controller classes (the app's extensions of
    /// them), by class name in name order.
    private static func onUIKitControllers(_ found: [String: [ControllerMethod]]) -> [(type: String, methods: [ControllerMethod])] {
        found.filter { UIKitClasses.controllers.contains($0.key) }.sorted { $0.key < $1.key }.map { (type: $0.key, methods: $0.value) }
    }

    private static func available(to className: String, in found: [String: [ControllerMethod]],
                                  onUIKitControllers: [(type: String, methods: [ControllerMethod])], superclasses: [String: String]) -> [ControllerMethod] {
        guard !found.isEmpty else { return [] }
        var lineage = [className]
        while let next = superclasses[lineage.last!], !lineage.contains(next) { lineage.append(next) }
        let extensions = onUIKitControllers.lazy.filter { !lineage.contains($0.type) }.flatMap(\.methods)
        return lineage.flatMap { found[$0] ?? [] } + extensions
    }
}
