import SwiftSyntax

/// The instance methods the app's extensions of UIKit's view and view controller classes declare
/// (`extension UILabel { func applyHeadlineStyle() }`, `extension UIViewController { func
/// setLeadingNavBarAction(...) }`), and the classes each class descends from: a view or a
/// controller may call the extension methods of its own class and of every class above it, its
/// app superclasses' and UIKit's (a `ThemedLabel: UILabel` outlet calls `UILabel`'s and
/// `UIView`'s, a `UITableViewController` subclass `UIViewController`'s), as Swift dispatches them
/// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/extensions/).
struct ViewExtensionMethods: Sendable {
    /// The methods, by extended class and base name.
    private let methods: [String: [String: [(FunctionDeclSyntax, SwiftFile)]]]
    /// The superclass each app class declares.
    private let superclasses: [String: String]

    /// Every base name among ``methods``, whatever class it extends.
    private let names: Set<String>

    init(methods: [String: [String: [(FunctionDeclSyntax, SwiftFile)]]] = [:], superclasses: [String: String] = [:]) {
        self.methods = methods
        self.superclasses = superclasses
        names = Set(methods.values.flatMap(\.keys))
    }

    /// True when an extension of some UIKit view class declares a method named `name`: only then
    /// may a call so named be one of them (a quick test before ``methods(named:for:called:)``).
    func declares(_ name: String) -> Bool {
        names.contains(name)
    }

    /// The methods named `name` a view of class `type` calls with `call`, with the class each
    /// extends: those of the nearest class of its lineage that extends it with one so named whose
    /// argument labels fit the call's (`setTitle(_:)` is not UIButton's `setTitle(_:for:)`).
    func methods(named name: String, for type: String, called call: FunctionCallExprSyntax) -> (extended: String, methods: [(FunctionDeclSyntax, SwiftFile)])? {
        guard !methods.isEmpty else { return nil }
        for candidate in lineage(of: type) {
            let found = (methods[candidate]?[name] ?? []).filter { Self.fits(call, $0.0) }
            if !found.isEmpty { return (candidate, found) }
        }
        return nil
    }

    /// True when the arguments of `call` fit the parameters of `function` by their labels, in
    /// order, the parameters with a default value left out or not (a trailing closure stands for
    /// the parameters left).
    private static func fits(_ call: FunctionCallExprSyntax, _ function: FunctionDeclSyntax) -> Bool {
        let parameters = Array(function.signature.parameterClause.parameters)
        var index = 0
        for argument in call.arguments {
            let label = argument.label?.text
            while index < parameters.count, Self.label(of: parameters[index]) != label, parameters[index].defaultValue != nil { index += 1 }
            guard index < parameters.count, Self.label(of: parameters[index]) == label else { return false }
            index += 1
        }
        return call.trailingClosure != nil || parameters[index...].allSatisfy { $0.defaultValue != nil }
    }

    private static func label(of parameter: FunctionParameterSyntax) -> String? {
        parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
    }

    /// True when a view of class `type` is a `ancestor` (`UIButton`): the class itself, or one
    /// of its app superclasses or the UIKit classes above them.
    func descends(_ type: String, from ancestor: String) -> Bool {
        lineage(of: type).contains(ancestor)
    }

    /// `type`, its app superclasses, then the UIKit classes above the first class the app does
    /// not declare.
    private func lineage(of type: String) -> [String] {
        var chain = [type]
        while let next = superclasses[chain.last!], !chain.contains(next) { chain.append(next) }
        while let next = UIKitClasses.viewSuperclasses[chain.last!] ?? UIKitClasses.controllerSuperclasses[chain.last!],
              !chain.contains(next) {
            chain.append(next)
        }
        return chain
    }
}
