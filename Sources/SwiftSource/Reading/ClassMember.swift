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
