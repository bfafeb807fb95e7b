import A11yCore
import SwiftSyntax

/// Reads one class (its body and extensions) into its ``ClassFacts``.
struct ClassReader {
    let declaration: ClassDeclaration
    /// The app's static `UIInterfaceOrientationMask` helpers.
    let maskHelpers: [String: GetterCode]
    /// The class's instance methods, by base name.
    private let methods: [String: [(FunctionDeclSyntax, SwiftFile)]]
    /// The class's properties, with their files.
    private let variables: [(VariableDeclSyntax, SwiftFile)]
    /// Its `@IBOutlet` properties, with their files.
    private let outletVariables: [(VariableDeclSyntax, SwiftFile)]
    /// Its instance properties that are not outlets, with their files.
    private let instanceVariables: [(VariableDeclSyntax, SwiftFile)]
    /// Its instance properties declared `override`, with their files.
    private let overridingVariables: [(VariableDeclSyntax, SwiftFile)]

    /// The app's extension methods of UIKit view classes, which its outlets may call.
    let viewMethods: ViewExtensionMethods
    /// The app's methods that make a parameter a child view controller or show it, which the
    /// class may call.
    let controllerMethods: ControllerMethods
    /// The names of the app's classes, whose instances' members the class's code may set
    /// (``HeldInstances``).
    let appClasses: Set<String>

    init(declaration: ClassDeclaration, maskHelpers: [String: GetterCode], viewMethods: ViewExtensionMethods = ViewExtensionMethods(),
         controllerMethods: ControllerMethods = ControllerMethods(), appClasses: Set<String> = []) {
        self.declaration = declaration
        self.maskHelpers = maskHelpers
        self.viewMethods = viewMethods
        self.controllerMethods = controllerMethods
        self.appClasses = appClasses
        var methods: [String: [(FunctionDeclSyntax, SwiftFile)]] = [:]
        var variables: [(VariableDeclSyntax, SwiftFile)] = []
        // Each property sorted by what it is (told as its file loaded: ``ClassMember/Kind``) for the facts below.
        var outletVariables: [(VariableDeclSyntax, SwiftFile)] = []
        var instanceVariables: [(VariableDeclSyntax, SwiftFile)] = []
        var overridingVariables: [(VariableDeclSyntax, SwiftFile)] = []
        for member in declaration.members {
            switch member.kind {
            case .function(let function, let name, let isStatic, _):
                if !isStatic { methods[name, default: []].append((function, member.file)) }
            case .variable(let variable, let isOutlet, let isStatic, let isOverride):
                variables.append((variable, member.file))
                if isOutlet {
                    outletVariables.append((variable, member.file))
                } else if !isStatic {
                    instanceVariables.append((variable, member.file))
                }
                if isOverride, !isStatic { overridingVariables.append((variable, member.file)) }
            case .initializer, .other:
                break
            }
        }
        self.methods = methods
        self.variables = variables
        self.outletVariables = outletVariables
        self.instanceVariables = instanceVariables
        self.overridingVariables = overridingVariables
    }

    /// The methods UIKit calls before the user hears the screen, with their number of
    /// parameters, in the order it calls them (after every `init` and the outlets' `didSet`
    /// observers): a view controller's `viewWillAppear(_:)` and `viewDidAppear(_:)` run each time
    /// its view appears, before VoiceOver moves to it
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)).
    static let entryMethods: [(name: String, parameters: Int)] = [
        ("awakeFromNib", 0), ("viewDidLoad", 0), ("viewWillAppear", 1), ("viewDidAppear", 1), ("layoutSubviews", 0),
    ]

    /// The properties whose overriding getter is a fact.
    static let overridable: Set<CodeProperty> = Set(CodeProperty.allCases).subtracting([
        .text, .title, .placeholder, .navigationItemTitle, .font, .isHidden, .isEnabled, .isUserInteractionEnabled,
        .leftBarButtonItems, .rightBarButtonItems, .collapseSecondary, .topColumnForCollapsing, .image, .adaptivePresentationStyle,
        .textColor, .backgroundColor, .sectionHeaders, .removedSubviews, .segments,
    ])

    /// The overridable properties whose getter sizes the view: `intrinsicContentSize`, which
    /// Auto Layout reads for a view with no width or height constraint
    /// (https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize).
    static let sizeOverrides: [String: CodeProperty] = ["intrinsicContentSize": .frame]

    func read() -> ClassFacts {
        // Read once each: the stored properties' classes, the outlets and the method bodies'
        // readers serve several of the facts below.
        let heldProperties = self.heldProperties
        let held = Dictionary(heldProperties.map { ($0.name, $0.type.value) }, uniquingKeysWith: { first, _ in first })
        let readers = bodyReaders(held: held)
        let outlets = self.outlets
        var walker = FactWalker(className: declaration.name, methods: methods,
                                outletTypes: Dictionary(outlets.map { ($0.name, $0.type) }) { first, _ in first }, viewMethods: viewMethods,
                                memberTypes: held.merging(outletClasses) { kept, _ in kept }, appClasses: appClasses)
        for member in declaration.members {
            guard case .initializer(let initializer) = member.kind, let body = initializer.body else { continue }
            walker.walk(body, parameters: FactWalker.parameters(initializer.signature.parameterClause),
                        types: HeldInstances.parameterTypes(initializer.signature.parameterClause), file: member.file)
        }
        for (observer, file) in outletObservers { walker.walk(observer, parameters: ["oldValue"], file: file) }
        for entry in Self.entryMethods {
            for (method, file) in methods[entry.name] ?? [] where method.signature.parameterClause.parameters.count == entry.parameters {
                if let body = method.body {
                    walker.walk(body, parameters: FactWalker.parameters(of: method),
                                types: HeldInstances.parameterTypes(method.signature.parameterClause), file: file)
                }
            }
        }
        // The other methods, in the order they are written: called from elsewhere, if at all.
        var elsewhere: [(FunctionDeclSyntax, SwiftFile)] = []
        for (name, overloads) in methods where !walker.called.contains(name) {
            // An entry method is one by its name (the table's key) and its number of parameters.
            let entryParameters = Self.entryMethods.first { $0.name == name }?.parameters
            elsewhere += overloads.filter { entryParameters != $0.0.signature.parameterClause.parameters.count }
        }
        elsewhere.sort { ($0.1.path, $0.0.position) < ($1.1.path, $1.0.position) }
        for (method, file) in elsewhere { walker.walkCalledElsewhere(method, file: file) }
        for setter in propertySetters { walker.walkSetterOf(setter.property, body: setter.body, parameters: [setter.parameter], file: setter.file) }
        var keptTitles: [String: CodeFact] = [:]
        for fact in walker.facts where fact.property == .title {
            if case .member(let name) = fact.subject, let type = held[name] { keptTitles[type] = fact }
        }
        return ClassFacts(
            name: declaration.name,
            superclass: declaration.superclass,
            location: declaration.location,
            outlets: outlets, facts: walker.facts + overrides + hitRegionOverrides + DelegateReader.answers(of: declaration),
            presentations: readers.flatMap { $0.presentations() }, children: children(readers),
            shownThroughMethods: shownThroughMethods(readers), heldTypes: heldProperties.map(\.type), keptControllerTitles: keptTitles,
            actions: ActionReader(methods: methods, outlets: Set(outlets.map(\.name))).actions(),
            windowRoots: readers.flatMap { $0.windowRoots() })
    }

    /// The stored instance properties that are not outlets, each with the type it holds: the
    /// declared type, else the type an initial value `Type(...)` makes.
    private var heldProperties: [(name: String, type: Located<String>)] {
        instanceVariables.flatMap { variable, file in
            variable.bindings.compactMap { binding -> (name: String, type: Located<String>)? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self), !Self.isComputed(binding) else { return nil }
                let type: String
                if let declared = binding.typeAnnotation?.type {
                    type = Self.className(of: Self.unwrapped(declared))
                } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                          let made = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                    type = made.baseName.text
                } else {
                    return nil
                }
                return (name.identifier.text, Located(type, at: file.location(of: name)))
            }
        }
    }

    /// The class each outlet holds, by its name (`NutrientRow` for `@IBOutlet var portionView:
    /// NutrientRow!`).
    private var outletClasses: [String: String] {
        var classes: [String: String] = [:]
        for (variable, _) in outletVariables {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self), let type = binding.typeAnnotation?.type else { continue }
                classes[name.identifier.text] = classes[name.identifier.text] ?? HeldInstances.className(of: type)
            }
        }
        return classes
    }

    private var outlets: [CodeOutlet] {
        outletVariables.flatMap { variable, file in
            variable.bindings.compactMap { binding -> CodeOutlet? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
                return CodeOutlet(name: name.identifier.text, type: binding.typeAnnotation.map { Self.unwrappedType($0.type) } ?? "",
                                  location: file.location(of: name))
            }
        }
    }

    private var outletObservers: [(CodeBlockSyntax, SwiftFile)] {
        outletVariables.flatMap { variable, file in
            variable.bindings.compactMap { binding -> (CodeBlockSyntax, SwiftFile)? in
                guard case .accessors(let accessors)? = binding.accessorBlock?.accessors,
                      let body = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) })?.body else { return nil }
                return (body, file)
            }
        }
    }

    /// The `didSet`, `willSet` and `set` accessors of the instance properties that are not outlets,
    /// in the order written: they run when something sets the property (a cell's model, set by
    /// the data source), not when the view loads. Each with the name its body knows the value by.
    private var propertySetters: [(property: String, body: CodeBlockSyntax, parameter: String, file: SwiftFile)] {
        instanceVariables.flatMap { variable, file in
            variable.bindings.flatMap { binding -> [(property: String, body: CodeBlockSyntax, parameter: String, file: SwiftFile)] in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self),
                      case .accessors(let accessors)? = binding.accessorBlock?.accessors else { return [] }
                return accessors.compactMap { accessor in
                    let specifier = accessor.accessorSpecifier.tokenKind
                    guard [.keyword(.didSet), .keyword(.willSet), .keyword(.set)].contains(specifier), let body = accessor.body else { return nil }
                    let parameter = accessor.parameters?.name.text ?? (specifier == .keyword(.didSet) ? "oldValue" : "newValue")
                    return (name.identifier.text, body, parameter, file)
                }
            }
        }
    }

    /// The getters of the properties the class overrides (`override var supportedInterfaceOrientations`,
    /// `override var accessibilityLabel`): each a fact about the class itself.
    private var overrides: [CodeFact] {
        let masks = MaskReader(helpers: maskHelpers, storedValue: storedValue)
        return overridingVariables.flatMap { variable, file in
            variable.bindings.compactMap { binding -> CodeFact? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self),
                      let property = CodeProperty(rawValue: name.identifier.text) ?? Self.sizeOverrides[name.identifier.text],
                      Self.overridable.contains(property),
                      let code = FileDeclarations.getterCode(binding) else { return nil }
                let value: CodeValue
                if property == .supportedInterfaceOrientations {
                    value = masks.value(of: code)
                } else if case .statements(let statements) = code, statements.count == 1, let returned = MaskReader.returned(statements.first!) {
                    value = ValueReader.value(of: returned, for: property)
                } else if case .expression(let expression) = code {
                    value = ValueReader.value(of: expression, for: property)
                } else {
                    value = .unknown("depends on a condition")
                }
                return CodeFact(subject: .this, property: property, value: value, location: file.location(of: name))
            }
        }
    }

    /// The class's overrides of the methods UIKit asks which touches the view takes:
    /// `point(inside:with:)` and `hitTest(_:with:)`. Their answer, not the frame, decides the
    /// region a tap lands in (an "expanded hit area" button answers true around its bounds), so the
    /// view's touch size is code's: a `frame` fact, unknown
    /// (https://developer.apple.com/documentation/uikit/uiview/point(inside:with:),
    /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)).
    private var hitRegionOverrides: [CodeFact] {
        guard Self.hitRegionMethods.contains(where: { methods.index(forKey: $0.name) != nil }) else { return [] }
        return Self.hitRegionMethods.flatMap { name, label in
            (methods[name] ?? []).compactMap { method, file -> CodeFact? in
                let parameters = method.signature.parameterClause.parameters
                guard Self.isOverride(method.modifiers), parameters.count == 2, parameters.first?.firstName.text == label else { return nil }
                return CodeFact(subject: .this, property: .frame, value: .unknown("\(name)(\(label):with:) override"), location: file.location(of: method.name))
            }
        }
    }

    /// The methods whose override decides which touches a view takes, each with its first
    /// parameter's label.
    private static let hitRegionMethods: [(name: String, label: String)] = [("point", "inside"), ("hitTest", "_")]

    /// The view controllers every method (and initializer) of the class makes children, itself or
    /// through the app's methods that embed a parameter, from the methods' `readers`.
    private func children(_ readers: [PresentationReader]) -> [CodeChild] {
        let embedding = controllerMethods.available(to: declaration.name, .embeds)
        return readers.flatMap { $0.children(through: embedding) }
    }

    /// The view controllers every method (and initializer) of the class hands to the app's
    /// methods that show a parameter, from the methods' `readers`.
    private func shownThroughMethods(_ readers: [PresentationReader]) -> [CodeChild] {
        let showing = controllerMethods.available(to: declaration.name, .shows)
        return readers.flatMap { $0.shown(through: showing) }
    }

    /// A reader of each method's and initializer's body, named after the method (`init` for an
    /// initializer), knowing the class of each stored property (`held`).
    private func bodyReaders(held: [String: String]) -> [PresentationReader] {
        let stored = instanceVariables.map(\.0)
        return declaration.members.compactMap { member -> PresentationReader? in
            switch member.kind {
            case .function(let function, let name, _, _):
                function.body.map { PresentationReader(body: $0, method: name, file: member.file, properties: held, storedVariables: stored) }
            case .initializer(let initializer):
                initializer.body.map { PresentationReader(body: $0, method: "init", file: member.file, properties: held, storedVariables: stored) }
            case .variable, .other:
                nil
            }
        }
    }

    /// What the stored property `name` holds once the instance is made: its initial value, or
    /// the last value an initializer gives it; unknown when another method changes it or an
    /// initializer sets it under a condition; nil when the class has no stored property so named.
    private func storedValue(_ name: String) -> CodeValue? {
        guard let binding = variables.lazy.flatMap({ $0.0.bindings }).first(where: {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && $0.accessorBlock == nil
        }) else { return nil }
        let masks = MaskReader(helpers: maskHelpers)
        var value = binding.initializer.map { masks.value(of: $0.value) }
        for member in declaration.members {
            let isInitializer = member.declaration.is(InitializerDeclSyntax.self)
            for assignment in StoredAssignments.assignments(to: name, in: Syntax(member.declaration)) {
                guard isInitializer, assignment.isTopLevel else { return .unknown("changes in code") }
                value = masks.value(of: assignment.value)
            }
        }
        return value ?? .unknown(name)
    }

    private static func isOverride(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }

    /// The class a type names, without generic arguments: `BaseCell` for `BaseCell<Note>` (a class
    /// declares its name without them), `Outer.Inner` for `Outer.Inner<T>`.
    static func className(of type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return className(of: member.baseType) + "." + member.name.text }
        return type.trimmedText
    }

    /// `UILabel` for `UILabel!` and `UILabel?`.
    private static func unwrappedType(_ type: TypeSyntax) -> String {
        unwrapped(type).trimmedText
    }

    /// True for a computed property: a getter, which stores nothing.
    private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case .getter?: true
        case .accessors(let accessors)?: accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        case nil: false
        }
    }

    /// `type` without `!` or `?`.
    private static func unwrapped(_ type: TypeSyntax) -> TypeSyntax {
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return implicit.wrappedType }
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        return type
    }
}

/// Assignments to a stored property (`mask = ...`, `self.mask = ...`) inside a declaration.
enum StoredAssignments {
    struct Assignment {
        let value: ExprSyntax
        /// True when the assignment runs whenever the declaration runs: under no condition, loop
        /// or closure.
        let isTopLevel: Bool
    }

    static func assignments(to name: String, in declaration: Syntax) -> [Assignment] {
        final class Visitor: SyntaxVisitor {
            let name: String
            let declaration: Syntax
            var found: [Assignment] = []
            init(name: String, declaration: Syntax) {
                self.name = name
                self.declaration = declaration
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                      ExpressionShapes.referencedName(elements[0]) == name,
                      elements[0].is(DeclReferenceExprSyntax.self) || elements[0].trimmedText.hasPrefix("self.") else { return .visitChildren }
                let value = elements.count == 3 ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropFirst(2))))
                found.append(Assignment(value: value, isTopLevel: !PresentationReader.isConditional(Syntax(node), within: declaration)))
                return .skipChildren
            }
        }
        let visitor = Visitor(name: name, declaration: declaration)
        visitor.walk(declaration)
        return visitor.found
    }
}
