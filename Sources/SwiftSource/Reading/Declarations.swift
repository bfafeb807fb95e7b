import A11yCore
import SwiftSyntax

/// One member of a class, from the class's body or an extension of it, with its file and what
/// it is (``Kind``): told as the file loads, while its tree is fresh in memory, for every reader
/// of the class after (the class's facts, its controller methods, its delegate answers).
struct ClassMember: Sendable {
    /// What a member is, as the class's readers tell members apart.
    enum Kind: Sendable {
        /// A method, with its base name, whether it is static (`static` or `class`), and whether it
        /// may embed or show a view controller it is handed (``ControllerMethods/mayTakeController(_:)``).
        case function(FunctionDeclSyntax, name: String, isStatic: Bool, mayTakeController: Bool)
        /// A property: whether it is an `@IBOutlet` (or `@IBOutletCollection`), static, and
        /// declared `override`.
        case variable(VariableDeclSyntax, isOutlet: Bool, isStatic: Bool, isOverride: Bool)
        case initializer(InitializerDeclSyntax)
        /// Anything else (a nested type, a subscript, ...).
        case other
    }

    let declaration: DeclSyntax
    let file: SwiftFile
    let kind: Kind

    init(declaration: DeclSyntax, file: SwiftFile) {
        self.declaration = declaration
        self.file = file
        // The declaration's kind first: one read, not a node made for each shape tested.
        switch declaration.kind {
        case .functionDecl:
            let function = declaration.cast(FunctionDeclSyntax.self)
            kind = .function(function, name: function.name.text, isStatic: Self.staticAndOverride(function.modifiers).isStatic,
                             mayTakeController: ControllerMethods.mayTakeController(function))
        case .variableDecl:
            let variable = declaration.cast(VariableDeclSyntax.self)
            let (isStatic, isOverride) = Self.staticAndOverride(variable.modifiers)
            kind = .variable(variable, isOutlet: Self.isOutlet(variable), isStatic: isStatic, isOverride: isOverride)
        case .initializerDecl:
            kind = .initializer(declaration.cast(InitializerDeclSyntax.self))
        default:
            kind = .other
        }
    }

    private static func isOutlet(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { attribute in
            // `@IBOutlet`, `@IBOutletCollection`: the name's token and nothing else (its length is
            // the whole name's), read without building the name's text.
            guard case .attribute(let attribute) = attribute, let name = attribute.attributeName.as(IdentifierTypeSyntax.self) else { return false }
            let text = name.name.text
            return (text == "IBOutlet" || text == "IBOutletCollection") && attribute.attributeName.trimmedLength.utf8Length == text.utf8.count
        }
    }

    /// Whether `modifiers` make a declaration static (`static`, `class`) and an override, in one
    /// pass over them.
    private static func staticAndOverride(_ modifiers: DeclModifierListSyntax) -> (isStatic: Bool, isOverride: Bool) {
        var isStatic = false
        var isOverride = false
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.static), .keyword(.class): isStatic = true
            case .keyword(.override): isOverride = true
            default: break
            }
        }
        return (isStatic, isOverride)
    }
}

/// A class as the files of a run declare it: what its declaration says (read as its file loads),
/// and the members of its body and of every extension of it, in file order.
struct ClassDeclaration: Sendable {
    let name: String
    let file: SwiftFile
    /// Where its name is, in its declaration.
    let location: A11yCore.SourceLocation
    /// The class the first type of its inheritance clause names (``ClassReader/className(of:)``),
    /// read as the file loads: its superclass, when that type is a class.
    let superclass: String?
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
        let superclasses = classes.compactMapValues(\.superclass)
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
                guard case .function(let function, _, let isStatic, _) = member.kind, !isStatic else { continue }
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
