import A11yCore
import SwiftSyntax

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
