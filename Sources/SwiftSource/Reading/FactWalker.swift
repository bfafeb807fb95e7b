import Hierarchy
import SwiftSyntax

/// Walks the code that runs before the user hears a screen (an entry method's statements, with
/// the class's own methods it calls read where it calls them) and records each property it sets.
/// What runs only under a condition, in a loop or in a closure is "set in code, depends on a
/// condition": unknown.
struct FactWalker {
    /// The class's methods, by base name.
    let methods: [String: [(FunctionDeclSyntax, SwiftFile)]]
    private(set) var facts: [CodeFact] = []
    /// The class's methods read where an entry method (or a method it calls) calls them.
    var called: Set<String> = []
    /// The class's methods being read where they are called: a method calling itself is read once.
    var calling: Set<String> = []
    /// The methods whose bodies are read, each once: overloads share a base name.
    var walked: Set<SyntaxIdentifier> = []

    /// The class whose code is read.
    let className: String
    /// The class's own outlets, by name.
    let outletNames: Set<String>
    /// The class's outlets' types, by name, with the subviews its UIKit base hands it (a cell's
    /// `textLabel`, ``UIKitClasses/subviewProperties``), on which code calls the app's extension
    /// methods as on an outlet (`textLabel?.applyBodyStyle()`).
    let outletTypes: [String: String]
    /// The app's extension methods of UIKit view classes (``Declarations/viewExtensionMethods``).
    let viewMethods: ViewExtensionMethods
    /// The classes of the class's stored properties and outlets, by name: the instances it holds
    /// (``HeldInstances``).
    let memberTypes: [String: String]
    /// The app's classes: what code sets on a member of an instance of one of them is a fact about
    /// that class (``CodeSubject/outlet(_:of:)``).
    let appClasses: Set<String>
    /// While an extension method an outlet calls is read: the outlet, which its `self` stands for.
    var selfStandsFor: CodeSubject?
    /// While an extension method an outlet calls is read: the class it extends, and the methods of
    /// such extensions being read (a method calling itself is read once).
    var extending: (type: String, reading: Set<String>)?
    /// While an extension method of UILabel a button's title label calls is read: true, and only
    /// what it sets on the title's font is the button's (``ButtonParts``).
    var throughTitleLabel = false
    /// True when the class is a button or has an outlet that is one: only then can its code set a
    /// button's title font or configuration (``ButtonParts``), which is then looked for.
    let holdsButtons: Bool

    init(className: String = "", methods: [String: [(FunctionDeclSyntax, SwiftFile)]], outletTypes: [String: String] = [:],
         viewMethods: ViewExtensionMethods = ViewExtensionMethods(), memberTypes: [String: String] = [:], appClasses: Set<String> = []) {
        self.className = className
        self.methods = methods
        outletNames = Set(outletTypes.keys)
        self.outletTypes = UIKitClasses.subviewProperties.reduce(into: outletTypes) { types, base in
            guard viewMethods.descends(className, from: base.key) else { return }
            types.merge(base.value) { outlet, _ in outlet }
        }
        self.viewMethods = viewMethods
        holdsButtons = viewMethods.descends(className, from: "UIButton") || outletTypes.values.contains { viewMethods.descends($0, from: "UIButton") }
        self.memberTypes = memberTypes
        self.appClasses = appClasses
    }

    /// What reading a block is under.
    struct Scope {
        /// True when what the block sets may not happen before the user hears the screen.
        var conditional: Bool
        var locals: Set<String>
        /// What a property set under `conditional` is.
        var unknown = FactWalker.dependsOnCondition
        /// The names that stand for the instance or one of its properties: the parameters of the
        /// method being read, for what the call passed (`valueLabel` for `strStatLabel`), and the
        /// locals bound to one (``FactWalker/boundViews(_:to:scope:)``) or to a view found by its
        /// tag (``TaggedViews``).
        var aliases: [String: CodeSubject] = [:]
        /// The class each name in scope holds an instance of, as the syntax gives it: the class's
        /// stored properties and outlets, the parameters and the locals bound with a type
        /// (``HeldInstances``).
        var types: [String: String] = [:]
        /// The locals bound to a list of views (``LoopedViews``), with the views listed.
        var lists: [String: [ExprSyntax]] = [:]

        /// Makes `names` locals of the block, which no longer stand for what a call passed;
        /// those in `standingFor` stand for the views given (found by their tag, or the instance's
        /// own: ``FactWalker/boundViews(_:to:scope:)``), those in `typed` hold an instance of the
        /// class given.
        mutating func bind(_ names: Set<String>, standingFor: [String: CodeSubject] = [:], typed: [String: String] = [:]) {
            locals.formUnion(names)
            for name in names {
                aliases[name] = standingFor[name]
                if !lists.isEmpty { lists[name] = nil }
                // Written only when it changes: most names hold no class, and most hide none.
                if types[name] != typed[name] { types[name] = typed[name] }
            }
        }

        /// What `expression`, a bare name (`valueLabel`, `valueLabel!`), stands for when it is one
        /// of ``aliases``.
        func alias(of expression: ExprSyntax) -> CodeSubject? {
            guard !aliases.isEmpty, let reference = Targets.stripped(expression).as(DeclReferenceExprSyntax.self) else { return nil }
            return aliases[reference.baseName.text]
        }
    }

    static let dependsOnCondition = CodeValue.unknown("depends on a condition")

    /// Walks `body`, whose parameters are `parameters`, of the classes `types` gives.
    mutating func walk(_ body: CodeBlockSyntax, parameters: Set<String>, types: [String: String] = [:], file: SwiftFile) {
        _ = walk(body.statements, scope: scope(conditional: false, parameters: parameters, types: types), file: file)
    }

    /// The scope of a body of the class whose parameters are `parameters`, of the classes `types`
    /// gives: the class's members' classes, less those a parameter hides.
    func scope(conditional: Bool, parameters: Set<String>, types: [String: String], unknown: CodeValue = dependsOnCondition) -> Scope {
        var scope = Scope(conditional: conditional, locals: parameters, unknown: unknown, types: memberTypes)
        for name in parameters where scope.types[name] != types[name] { scope.types[name] = types[name] }
        return scope
    }

    /// Walks the body of `method`, which no entry method calls: it runs when something else calls
    /// it (a table view configuring a cell, an action, a delegate callback), so what it sets is
    /// unknown.
    mutating func walkCalledElsewhere(_ method: FunctionDeclSyntax, file: SwiftFile) {
        guard let body = method.body, !walked.contains(method.id) else { return }
        walked.insert(method.id)
        called.insert(method.name.text)
        let unknown = CodeValue.unknown("set in \(method.name.text)(), which runs when it is called")
        _ = walk(body.statements, scope: scope(conditional: true, parameters: Self.parameters(of: method),
                                               types: HeldInstances.parameterTypes(method.signature.parameterClause), unknown: unknown), file: file)
    }

    /// Walks an observer (`didSet`, `willSet`) or setter of the class's property `property`: it
    /// runs when something sets the property (a data source handing a cell its model), so what it
    /// sets is unknown. `parameters` are the names it knows the values by (`oldValue`, `newValue`).
    mutating func walkSetterOf(_ property: String, body: CodeBlockSyntax, parameters: Set<String>, file: SwiftFile) {
        let unknown = CodeValue.unknown("set when \(property) is set")
        _ = walk(body.statements, scope: scope(conditional: true, parameters: parameters, types: [:], unknown: unknown), file: file)
    }

    /// The names `method`'s body knows its parameters by.
    static func parameters(of method: FunctionDeclSyntax) -> Set<String> {
        parameters(method.signature.parameterClause)
    }

    /// The names a body knows the parameters of `clause` by (a method's or an initializer's).
    static func parameters(_ clause: FunctionParameterClauseSyntax) -> Set<String> {
        Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
    }

    /// Walks `statements`; returns true when they may leave the method early (`return`, `throw`),
    /// so that what follows them runs only sometimes.
    mutating func walk(_ statements: CodeBlockItemListSyntax, scope: Scope, file: SwiftFile) -> Bool {
        var scope = scope
        var mayExit = false
        for item in statements {
            switch item.item {
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        scope.bind(Self.names(in: binding.pattern),
                                   standingFor: Self.standingFor(binding, isLet: variable.bindingSpecifier.tokenKind == .keyword(.let), scope: scope),
                                   typed: HeldInstances.bound(binding.pattern, type: binding.typeAnnotation?.type, to: binding.initializer?.value))
                        if let value = binding.initializer?.value {
                            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                               let views = LoopedViews.views(in: value) { scope.lists[name] = views }
                            // `let height = heightAnchor.constraint(equalToConstant: 50)`: made to be activated.
                            if let made = ExpressionShapes.unwrapped(value).as(FunctionCallExprSyntax.self), let base = SizeConstraints.sizedBase(of: made) {
                                recordSize(of: base, made, scope: scope, file: file)
                            }
                            walkClosures(in: value, scope: scope, file: file)
                        }
                    }
                }
            case .stmt(let statement):
                // The statement's kind first: one read, not a node made for each shape tested.
                let kind = statement.kind
                if kind == .guardStmt, let guardStatement = statement.as(GuardStmtSyntax.self) {
                    let standing = Self.standingFor(guardStatement.conditions, scope: scope)
                    let outletsOnly = bindsOutletsOnly(guardStatement.conditions, standing: standing)
                    scope.bind(Self.bindings(in: guardStatement.conditions), standingFor: standing,
                               typed: HeldInstances.bound(in: guardStatement.conditions))
                    _ = walk(guardStatement.body.statements, scope: conditional(scope), file: file)
                    if !outletsOnly { scope.conditional = true }
                } else if kind == .expressionStmt, let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                    mayExit = walkExpressionStatement(expressionStatement.expression, scope: &scope, file: file) || mayExit
                } else if kind == .returnStmt || kind == .throwStmt {
                    return true
                } else if kind == .forStmt, let forStatement = statement.as(ForStmtSyntax.self) {
                    if let view = SubviewRemovals.view(emptiedBy: forStatement) { recordRemoval(of: view, at: Syntax(forStatement), scope: scope, file: file) }
                    mayExit = walkLoop(forStatement, scope: scope, file: file) || mayExit
                } else if kind == .whileStmt, let whileStatement = statement.as(WhileStmtSyntax.self) {
                    mayExit = walk(whileStatement.body.statements, scope: conditional(scope), file: file) || mayExit
                } else if kind == .repeatStmt, let repeatStatement = statement.as(RepeatStmtSyntax.self) {
                    mayExit = walk(repeatStatement.body.statements, scope: conditional(scope), file: file) || mayExit
                } else if kind == .doStmt, let doStatement = statement.as(DoStmtSyntax.self) {
                    mayExit = walk(doStatement.body.statements, scope: scope, file: file) || mayExit
                    for clause in doStatement.catchClauses {
                        mayExit = walk(clause.body.statements, scope: conditional(scope), file: file) || mayExit
                    }
                } else if kind == .deferStmt, let deferStatement = statement.as(DeferStmtSyntax.self) {
                    mayExit = walk(deferStatement.body.statements, scope: scope, file: file) || mayExit
                }
            case .expr(let expression):
                mayExit = walkExpressionStatement(expression, scope: &scope, file: file) || mayExit
            }
            if mayExit { scope.conditional = true }
        }
        return mayExit
    }

    /// Walks the expression statement `expression`: keeps the views it assigns as a list to a name
    /// (``LoopedViews/assigned(_:)``) for the loops and subscripts after it, then records what it
    /// sets. Its elements are listed once for both.
    private mutating func walkExpressionStatement(_ expression: ExprSyntax, scope: inout Scope, file: SwiftFile) -> Bool {
        let kind = expression.kind
        if kind == .ifExpr, let ifExpression = expression.as(IfExprSyntax.self) { return ifBranches(ifExpression, scope: scope, file: file) }
        if kind == .switchExpr, let switchExpression = expression.as(SwitchExprSyntax.self) {
            var mayExit = false
            for case .switchCase(let switchCase) in switchExpression.cases {
                mayExit = walk(switchCase.statements, scope: conditional(scope), file: file) || mayExit
            }
            return mayExit
        }
        let elements = ExpressionShapes.elements(of: expression)
        if let (name, views) = LoopedViews.assigned(elements) { scope.lists[name] = views }
        return self.expression(expression, elements: elements, scope: scope, file: file)
    }

    /// Walks the body of a `for` loop: once for each listed view that is the instance or one of
    /// its properties (``LoopedViews``), the loop's name standing for that view, as the body runs
    /// for each of them (after a pass that may leave early, the next passes are conditional);
    /// otherwise once, under the loop's condition. Returns true when the body may leave the method.
    private mutating func walkLoop(_ loop: ForStmtSyntax, scope: Scope, file: SwiftFile) -> Bool {
        var inner = scope
        inner.bind(Self.names(in: loop.pattern))
        if let (name, views) = LoopedViews.listed(by: loop, lists: scope.lists) {
            let subjects = views.compactMap { Self.subject(passed: $0, scope: scope) }
            if !subjects.isEmpty {
                var mayExit = false
                for subject in subjects {
                    var each = mayExit ? conditional(inner) : inner
                    each.aliases[name] = subject
                    mayExit = walk(loop.body.statements, scope: each, file: file) || mayExit
                }
                return mayExit
            }
        }
        return walk(loop.body.statements, scope: conditional(inner), file: file)
    }

    /// Records what `expression`, neither an `if` nor a `switch`, sets, from its `elements`
    /// (``ExpressionShapes/elements(of:)``); returns true when it may leave the method.
    private mutating func expression(_ expression: ExprSyntax, elements: [ExprSyntax], scope: Scope, file: SwiftFile) -> Bool {
        if let assignment = elements.firstIndex(where: { $0.kind == .assignmentExpr }) {
            if assignment == 1, let (made, base) = SizeConstraints.toggled(elements[0]) {
                recordSize(of: base, made, scope: scope, file: file)
            } else if assignment == 1, mayNameAButton, let owner = ButtonParts.configurationOwner(of: elements[0], locals: scope.locals),
                      let button = button(owner, scope: scope) {
                recordConfiguration(of: button, elements[(assignment + 1)...], at: elements[0], scope: scope, file: file)
            } else if assignment == 1, !scope.lists.isEmpty, let (views, name) = LoopedViews.subscripted(elements[0], lists: scope.lists) {
                // One of the listed views, which one unknown: what it is given may be any one's.
                let value = CodeValue.unknown(ExpressionShapes.text(expression))
                for view in views {
                    guard let listed = Self.subject(passed: view, scope: scope), let (subject, property) = Targets.target(subject: listed, name: name) else { continue }
                    record(subject, property, value, at: elements[0], file: file)
                }
            } else if assignment == 1 {
                // The target's subject and name, found once: what is set, and whether it is an attributed text.
                let named = Self.subjectAndName(elements[0], scope: scope)
                if let (subject, property) = titleLabelTarget(elements[0], scope: scope) ?? named.flatMap({ Targets.target(subject: $0, name: $1) }) {
                    let rightHandSide = elements[(assignment + 1)...]
                    let value = scope.conditional ? scope.unknown
                        : ExpressionShapes.single(rightHandSide).map { ValueReader.value(of: $0, for: property) }
                        ?? .unknown(rightHandSide.map(ExpressionShapes.text).joined(separator: " "))
                    record(subject, property, value, at: elements[0], file: file)
                    if value != .none, named?.1 == "attributedText" {
                        recordAttributedStyle(subject, value, at: elements[0], file: file)
                    }
                }
            }
            for element in elements[(assignment + 1)...] { walkClosures(in: element, scope: scope, file: file) }
            return false
        }
        if elements.count == 3, let compound = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, compound.hasSuffix("="),
           !["==", "!=", "<=", ">="].contains(compound), let (subject, property) = Self.target(elements[0], scope: scope) {
            record(subject, property, .unknown(ExpressionShapes.text(expression)), at: elements[0], file: file)
            return false
        }
        if let call = ExpressionShapes.single(elements)?.as(FunctionCallExprSyntax.self) {
            self.call(call, scope: scope, file: file)
        }
        return false
    }

    private mutating func ifBranches(_ ifExpression: IfExprSyntax, scope: Scope, file: SwiftFile) -> Bool {
        let standing = Self.standingFor(ifExpression.conditions, scope: scope)
        var inner = bindsOutletsOnly(ifExpression.conditions, standing: standing) ? scope : conditional(scope)
        inner.bind(Self.bindings(in: ifExpression.conditions), standingFor: standing, typed: HeldInstances.bound(in: ifExpression.conditions))
        var mayExit = walk(ifExpression.body.statements, scope: inner, file: file)
        switch ifExpression.elseBody {
        case .ifExpr(let nested)?: mayExit = ifBranches(nested, scope: scope, file: file) || mayExit
        case .codeBlock(let block)?: mayExit = walk(block.statements, scope: conditional(scope), file: file) || mayExit
        case nil: break
        }
        return mayExit
    }

    private mutating func call(_ call: FunctionCallExprSyntax, scope: Scope, file: SwiftFile) {
        defer { walkClosures(in: ExprSyntax(call), scope: scope, file: file) }
        // The callee read once (its kind first): `name(...)` or `base.name(...)`; a call of
        // anything else (a closure's result, a subscript) sets nothing the reader knows.
        let callee = call.calledExpression
        let member = callee.kind == .memberAccessExpr ? callee.as(MemberAccessExprSyntax.self) : nil
        let reference = member == nil && callee.kind == .declReferenceExpr ? callee.as(DeclReferenceExprSyntax.self) : nil
        guard let name = member?.declName.baseName.text ?? reference?.baseName.text else { return }
        let callBase = member?.base
        // A method of the class or of the app's extensions, read where it is called (``readCalledMethod``).
        if readCalledMethod(call, named: name, callee: callee, base: callBase, scope: scope) { return }
        // `model.$title.assign(to: \.text, on: titleLabel)` or an RxCocoa binding, alone or chained
        // (`.store(in: &set)`, `.disposed(by: bag)`): only a call whose text names one is a chain to read.
        if member != nil, file.text(of: call, mentionsAnyOf: ["assign", "bind", "emit", "drive"]), recordPublished(by: call, scope: scope, file: file) {
            return
        }
        // `button.setTitle(...)`, or `setTitle(...)` with `self` implied inside a button subclass.
        guard member != nil || !scope.locals.contains(name) else { return }
        // What a view's own methods change (``recordViewCall``), else a control's setters (``recordControlSetter``).
        if recordViewCall(call, named: name, base: callBase, scope: scope, file: file) { return }
        recordControlSetter(call, named: name, base: callBase, scope: scope, file: file)
    }

    /// The font and text colour an attributed string leaves on its view: the string's own
    /// attributes replace the view's style (UILabel's `attributedText` "updates the values in the
    /// font, textColor, and other style-related properties":
    /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext), and what they are
    /// the syntax does not settle.
    mutating func recordAttributedStyle(_ subject: CodeSubject, _ value: CodeValue, at node: some SyntaxProtocol, file: SwiftFile) {
        for (property, what) in [(CodeProperty.font, "font"), (.textColor, "text colour")] {
            let style: CodeValue = if case .unknown = value { value } else { .unknown("an attributed string's \(what)") }
            record(subject, property, style, at: node, file: file)
        }
    }

    /// Closures passed along or assigned (`UIView.animate { ... }`, `DispatchQueue.main.async`)
    /// run later or not at all: what they set depends on a condition.
    private mutating func walkClosures(in expression: ExprSyntax, scope: Scope, file: SwiftFile) {
        // A closure starts with `{`: an expression whose text has none holds no closure, and its
        // syntax is not walked to find one.
        guard file.text(of: expression, mentionsAnyOf: ["{"]) else { return }
        for closure in ClosureFinder.closures(in: Syntax(expression)) {
            var inner = conditional(scope)
            inner.bind(Self.closureParameters(closure))
            _ = walk(closure.statements, scope: inner, file: file)
        }
    }

    mutating func record(_ subject: CodeSubject, _ property: CodeProperty, _ value: CodeValue, at node: some SyntaxProtocol,
                                 file: SwiftFile) {
        // A title label's text, colour or size is not the button's.
        if throughTitleLabel, subject == .this, !ButtonParts.titleLabelProperties.contains(property) { return }
        let subject = subject == .this ? selfStandsFor ?? .this : subject
        var value = value
        if case .outlet(_, let type) = subject {
            // Set on the instances this code holds, at some time: unknown for the class's every
            // instance, whatever the code writes (another holder, or another path, may set another).
            guard appClasses.contains(type) else { return }
            if !value.isUnknown { value = .unknown("set on the \(type) this code holds") }
        }
        facts.append(CodeFact(subject: subject, property: property, value: value, location: file.location(of: node)))
    }

    func conditional(_ scope: Scope) -> Scope {
        var inner = scope
        inner.conditional = true
        return inner
    }
}
