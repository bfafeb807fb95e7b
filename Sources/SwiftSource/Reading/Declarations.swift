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

/// Every class, extension and static orientation mask helper the files declare.
struct Declarations {
    private(set) var classes: [String: ClassDeclaration] = [:]
    /// The order classes were found in, so that reading is the same on every run.
    private(set) var classOrder: [String] = []
    private var extensionMembers: [String: [ClassMember]] = [:]
    /// `extension UIInterfaceOrientationMask { static var portraitOnPhone ... }`, by name.
    private(set) var maskHelpers: [String: GetterCode] = [:]

    /// Adds what `file` declares.
    mutating func add(_ file: SwiftFile) {
        collect(file.tree.statements.compactMap(Self.declaration), prefix: "", file: file)
    }

    /// The classes with the members of their extensions, in the order found.
    func assembled() -> [ClassDeclaration] {
        classOrder.compactMap { name in
            guard var declaration = classes[name] else { return nil }
            declaration.members += extensionMembers[name] ?? []
            return declaration
        }
    }

    private mutating func collect(_ declarations: [DeclSyntax], prefix: String, file: SwiftFile) {
        for declaration in declarations {
            if let classDeclaration = declaration.as(ClassDeclSyntax.self) {
                let name = prefix + classDeclaration.name.text
                if classes[name] == nil {
                    classOrder.append(name)
                    let members = classDeclaration.memberBlock.members.map { ClassMember(declaration: $0.decl, file: file) }
                    classes[name] = ClassDeclaration(name: name, syntax: classDeclaration, file: file, members: members)
                }
                collect(classDeclaration.memberBlock.members.map(\.decl), prefix: name + ".", file: file)
            } else if let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) {
                let name = extensionDeclaration.extendedType.trimmedText
                let members = extensionDeclaration.memberBlock.members.map(\.decl)
                if MaskReader.maskTypes.contains(name) {
                    collectMaskHelpers(members)
                } else {
                    extensionMembers[name, default: []] += members.map { ClassMember(declaration: $0, file: file) }
                    collect(members, prefix: name + ".", file: file)
                }
            } else if let structDeclaration = declaration.as(StructDeclSyntax.self) {
                collect(structDeclaration.memberBlock.members.map(\.decl), prefix: prefix + structDeclaration.name.text + ".", file: file)
            } else if let enumDeclaration = declaration.as(EnumDeclSyntax.self) {
                collect(enumDeclaration.memberBlock.members.map(\.decl), prefix: prefix + enumDeclaration.name.text + ".", file: file)
            } else if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let statements)? = clause.elements {
                        collect(statements.compactMap(Self.declaration), prefix: prefix, file: file)
                    }
                }
            }
        }
    }

    private mutating func collectMaskHelpers(_ members: [DeclSyntax]) {
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let code = Self.getterCode(binding) else { continue }
                maskHelpers[name] = code
            }
        }
    }

    private static func declaration(_ item: CodeBlockItemSyntax) -> DeclSyntax? {
        if case .decl(let declaration) = item.item { return declaration }
        return nil
    }

    /// What a property's getter computes: its initial value, or its getter's statements.
    static func getterCode(_ binding: PatternBindingSyntax) -> GetterCode? {
        if let value = binding.initializer?.value { return .expression(value) }
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?:
            return .statements(statements)
        case .accessors(let accessors)?:
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.map { .statements($0.statements) }
        case nil:
            return nil
        }
    }
}
