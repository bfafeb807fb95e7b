import SwiftSyntax

/// One member of a class, from the class's body or an extension of it, with its file.
struct ClassMember: Sendable {
    let declaration: DeclSyntax
    let file: SwiftFile
}

/// A class as the files of a run declare it: its declaration, and the members of its body and of
/// every extension of it, in file order.
struct ClassDeclaration: Sendable {
    let name: String
    let syntax: ClassDeclSyntax
    let file: SwiftFile
    var members: [ClassMember]
}

/// Every class, extension and static orientation mask helper the files of a run declare: what
/// each file declares (``FileDeclarations``), merged in file order.
struct Declarations {
    private(set) var classes: [String: ClassDeclaration] = [:]
    /// The order classes were found in, so that reading is the same on every run.
    private(set) var classOrder: [String] = []
    private var extensionMembers: [String: [ClassMember]] = [:]
    /// `extension UIInterfaceOrientationMask { static var portraitOnPhone ... }`, by name.
    private(set) var maskHelpers: [String: GetterCode] = [:]

    /// Adds what a file declares, after the files added before it: a class declared twice is
    /// the first file's, a mask helper declared twice the last's.
    mutating func add(_ file: FileDeclarations) {
        for declaration in file.classes where classes.index(forKey: declaration.name) == nil {
            classOrder.append(declaration.name)
            classes[declaration.name] = declaration
        }
        for (name, members) in file.extensionMembers { extensionMembers[name, default: []] += members }
        for (name, code) in file.maskHelpers { maskHelpers[name] = code }
    }

    /// The instance methods the app's extensions of UIKit's view and view controller classes
    /// declare (`extension UILabel { func applyHeadlineStyle() }`, `extension UIViewController {
    /// func setLeadingNavBarAction(...) }`), by class and base name, with each app class's
    /// superclass (which also says which classes are buttons: ``ViewExtensionMethods/descends(_:from:)``).
    var viewExtensionMethods: ViewExtensionMethods {
        var methods: [String: [String: [(FunctionDeclSyntax, SwiftFile)]]] = [:]
        for (type, functions) in extensionMethods(of: UIKitClasses.views.union(UIKitClasses.controllers)) {
            for (function, file) in functions { methods[type, default: [:]][function.name.text, default: []].append((function, file)) }
        }
        let superclasses = classes.compactMapValues { declaration in
            declaration.syntax.inheritanceClause?.inheritedTypes.first.map { ClassReader.className(of: $0.type) }
        }
        return ViewExtensionMethods(methods: methods, superclasses: superclasses)
    }

    /// The instance methods the app's extensions of UIKit's view controller classes declare
    /// (`extension UIViewController { func embed(_ child: UIViewController) }`), by class.
    var controllerExtensionMethods: [String: [(FunctionDeclSyntax, SwiftFile)]] {
        extensionMethods(of: UIKitClasses.controllers)
    }

    /// The instance methods the app's extensions of `types` declare, by type, in file order.
    private func extensionMethods(of types: Set<String>) -> [String: [(FunctionDeclSyntax, SwiftFile)]] {
        var methods: [String: [(FunctionDeclSyntax, SwiftFile)]] = [:]
        for (type, members) in extensionMembers where types.contains(type) {
            for member in members {
                guard let function = member.declaration.as(FunctionDeclSyntax.self),
                      !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
                else { continue }
                methods[type, default: []].append((function, member.file))
            }
        }
        return methods
    }

    /// The classes with the members of their extensions, in the order found.
    func assembled() -> [ClassDeclaration] {
        classOrder.compactMap { name in
            guard var declaration = classes[name] else { return nil }
            declaration.members += extensionMembers[name] ?? []
            return declaration
        }
    }
}
