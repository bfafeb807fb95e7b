import A11yCore
import SwiftSyntax

/// What one Swift file declares, in the order it declares it: its classes (nested ones named
/// `Outer.Inner`), the members of its extensions by extended type, and its static orientation
/// mask helpers. Found as the file is loaded, on any core; ``Declarations`` merges the files.
struct FileDeclarations: Sendable {
    /// The classes, each the first of its name in the file.
    private(set) var classes: [ClassDeclaration] = []
    /// The members of each extension, by the type it extends.
    private(set) var extensionMembers: [(name: String, members: [ClassMember])] = []
    /// `extension UIInterfaceOrientationMask { static var portraitOnPhone ... }`: name and getter.
    private(set) var maskHelpers: [(name: String, code: GetterCode)] = []
    /// The SwiftUI views and apps the file declares (a type whose inheritance clause names
    /// `View` or `App`), which a11y-check does not read, each where its name is.
    private(set) var swiftUIViews: [Located<String>] = []
    private var declaredNames: Set<String> = []

    /// Collects what `file` declares.
    init(_ file: SwiftFile) {
        collect(file.tree.statements.compactMap(Self.declaration), prefix: "", file: file)
    }

    private mutating func collect(_ declarations: [DeclSyntax], prefix: String, file: SwiftFile) {
        for declaration in declarations {
            if let classDeclaration = declaration.as(ClassDeclSyntax.self) {
                let name = prefix + classDeclaration.name.text
                if declaredNames.insert(name).inserted {
                    let members = classDeclaration.memberBlock.members.map { ClassMember(declaration: $0.decl, file: file) }
                    let superclass = classDeclaration.inheritanceClause?.inheritedTypes.first.map { ClassReader.className(of: $0.type) }
                    classes.append(ClassDeclaration(name: name, file: file, location: file.location(of: classDeclaration.name),
                                                    superclass: superclass, members: members))
                }
                collect(classDeclaration.memberBlock.members.map(\.decl), prefix: name + ".", file: file)
            } else if let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) {
                let name = extensionDeclaration.extendedType.trimmedText
                let members = extensionDeclaration.memberBlock.members.map(\.decl)
                if MaskReader.maskTypes.contains(name) {
                    collectMaskHelpers(members)
                } else {
                    extensionMembers.append((name, members.map { ClassMember(declaration: $0, file: file) }))
                    collect(members, prefix: name + ".", file: file)
                }
            } else if let structDeclaration = declaration.as(StructDeclSyntax.self) {
                if Self.isSwiftUI(structDeclaration.inheritanceClause) {
                    swiftUIViews.append(Located(prefix + structDeclaration.name.text, at: file.location(of: structDeclaration.name)))
                }
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
                maskHelpers.append((name, code))
            }
        }
    }

    /// The SwiftUI protocols a view or an app conforms to
    /// (https://developer.apple.com/documentation/swiftui/view,
    /// https://developer.apple.com/documentation/swiftui/app).
    static let swiftUIProtocols: Set<String> = ["View", "App", "SwiftUI.View", "SwiftUI.App"]

    /// True when `clause` names `View` or `App` (`SwiftUI.View`): the names read from the type's
    /// tokens, not its whole text.
    private static func isSwiftUI(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { inherited in
            let type = inherited.type
            if let identifier = type.as(IdentifierTypeSyntax.self) {
                return identifier.genericArgumentClause == nil && swiftUIProtocols.contains(identifier.name.text)
            }
            guard let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
                  let module = member.baseType.as(IdentifierTypeSyntax.self), module.genericArgumentClause == nil else { return false }
            return swiftUIProtocols.contains(module.name.text + "." + member.name.text)
        } ?? false
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
