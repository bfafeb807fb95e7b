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
    private(set) var called: Set<String> = []
    private var calling: Set<String> = []
    /// The methods whose bodies are read, each once: overloads share a base name.
    private var walked: Set<SyntaxIdentifier> = []

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
    private var selfStandsFor: CodeSubject?
    /// While an extension method an outlet calls is read: the class it extends, and the methods of
    /// such extensions being read (a method calling itself is read once).
    private(set) var extending: (type: String, reading: Set<String>)?
    /// While an extension method of UILabel a button's title label calls is read: true, and only
    /// what it sets on the title's font is the button's (``ButtonParts``).
    private var throughTitleLabel = false
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
    private func scope(conditional: Bool, parameters: Set<String>, types: [String: String], unknown: CodeValue = dependsOnCondition) -> Scope {
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
    private mutating func walk(_ statements: CodeBlockItemListSyntax, scope: Scope, file: SwiftFile) -> Bool {
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
                    mayExit = expression(expressionStatement.expression, scope: scope, file: file) || mayExit
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
                mayExit = self.expression(expression, scope: scope, file: file) || mayExit
            }
            if mayExit { scope.conditional = true }
        }
        return mayExit
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

    private mutating func expression(_ expression: ExprSyntax, scope: Scope, file: SwiftFile) -> Bool {
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
        if let assignment = elements.firstIndex(where: { $0.kind == .assignmentExpr }) {
            if assignment == 1, let (made, base) = SizeConstraints.toggled(elements[0]) {
                recordSize(of: base, made, scope: scope, file: file)
            } else if assignment == 1, mayNameAButton, let owner = ButtonParts.configurationOwner(of: elements[0], locals: scope.locals),
                      let button = button(owner, scope: scope) {
                recordConfiguration(of: button, elements[(assignment + 1)...], at: elements[0], scope: scope, file: file)
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
        // `applyBaseStyle()` inside an extension method an outlet calls: another method of the app's
        // extensions of the class it extends (or a class above it), on the same `self`.
        if let extending, viewMethods.declares(name), Self.callsOnSelf(callee, locals: scope.locals),
           let found = viewMethods.methods(named: name, for: extending.type, called: call) {
            guard !extending.reading.contains(found.extended + "." + name) else { return }
            read(found, named: name, standingFor: selfStandsFor ?? .this, scope: scope)
            return
        }
        // `setLeadingNavBarAction(title: ...)` in a controller, `applyHeadlineStyle()` in a label
        // subclass: a method of the app's extension of a UIKit class above the class, on `self`,
        // read with its `self` standing for the instance.
        if extending == nil, methods[name] == nil, viewMethods.declares(name), Self.callsOnSelf(callee, locals: scope.locals),
           let found = viewMethods.methods(named: name, for: className, called: call) {
            read(found, named: name, standingFor: selfStandsFor ?? .this, scope: scope)
            return
        }
        // A method of the class: read where it is called (once read, not again where what it
        // sets would be unknown anyway).
        if let found = methods[name], !calling.contains(name), Self.callsOwnMethod(callee, scope: scope) {
            // Read again where a call passes the class's outlets: what it sets on them is theirs.
            let passed = found.map { method, _ in Self.passedSubjects(call, to: method, scope: scope) }
            if scope.conditional, called.contains(name), passed.allSatisfy(\.isEmpty) { return }
            calling.insert(name)
            called.insert(name)
            for ((method, methodFile), aliases) in zip(found, passed) {
                guard let body = method.body else { continue }
                walked.insert(method.id)
                var inner = self.scope(conditional: scope.conditional, parameters: Self.parameters(of: method),
                                       types: HeldInstances.parameterTypes(method.signature.parameterClause), unknown: scope.unknown)
                inner.aliases = aliases
                _ = walk(body.statements, scope: inner, file: methodFile)
            }
            calling.remove(name)
            return
        }
        if let callBase, viewMethods.declares(name) {
            // `playButton.titleLabel?.applyHeadlineStyle()`: a method of the app's extension of UILabel,
            // read with its `self` standing for the button, whose title's font it sets.
            if mayNameAButton, let owner = ButtonParts.owner(of: callBase, named: ButtonParts.titleLabel, locals: scope.locals),
               let button = button(owner, scope: scope), let found = viewMethods.methods(named: name, for: "UILabel", called: call) {
                guard extending?.reading.contains(found.extended + "." + name) != true else { return }
                read(found, named: name, standingFor: button == .this ? selfStandsFor ?? .this : button, throughTitleLabel: true, scope: scope)
                return
            }
            // `titleLabel.applyHeadlineStyle()`: a method of the app's extension of the outlet's class
            // or a class above it (UILabel's for a `ThemedLabel`), read with its `self` standing for the outlet.
            if extending == nil, case .member(let outlet)? = Self.callSubject(callBase, scope: scope), let type = outletTypes[outlet],
               let found = viewMethods.methods(named: name, for: type, called: call) {
                read(found, named: name, standingFor: .member(outlet), scope: scope)
                return
            }
        }
        // `model.$title.assign(to: \.text, on: titleLabel)` or an RxCocoa binding, alone or chained
        // (`.store(in: &set)`, `.disposed(by: bag)`): only a call whose text names one is a chain to read.
        if member != nil, file.text(of: call, mentionsAnyOf: ["assign", "bind", "emit", "drive"]), recordPublished(by: call, scope: scope, file: file) {
            return
        }
        // `button.setTitle(...)`, or `setTitle(...)` with `self` implied inside a button subclass.
        guard member != nil || !scope.locals.contains(name) else { return }
        let method = name
        // accessibilityTraits.insert(.button), titleLabel.accessibilityTraits.remove(.button) ...
        if Self.traitsEditors.contains(method), call.arguments.count == 1, let base = callBase, let argument = call.arguments.first,
           let (subject, name) = Self.subjectAndName(base, scope: scope), name == "accessibilityTraits" {
            let value: CodeValue
            if scope.conditional {
                value = scope.unknown
            } else if let traits = ValueReader.traits(argument.expression) {
                value = ["insert", "formUnion"].contains(method) ? .addedTraits(traits) : .removedTraits(traits)
            } else {
                value = .unknown(ExpressionShapes.text(call))
            }
            record(subject, .accessibilityTraits, value, at: base, file: file)
            return
        }
        // button.heightAnchor.constraint(equalToConstant: 50), snp.makeConstraints { ... },
        // NSLayoutConstraint.activate([widthAnchor.constraint(equalToConstant: 44), ...]): the size is code's.
        if SizeConstraints.callNames.contains(method) {
            if let base = SizeConstraints.sizedBase(of: call) {
                recordSize(of: base, call, scope: scope, file: file)
                return
            }
            for (made, base) in SizeConstraints.activated(by: call) { recordSize(of: base, made, scope: scope, file: file) }
        }
        // stack.arrangedSubviews.forEach { $0.removeFromSuperview() }: the file's subviews go.
        if method == "forEach", let view = SubviewRemovals.view(emptiedBy: call) {
            recordRemoval(of: view, at: Syntax(call), scope: scope, file: file)
            return
        }
        // webViewContainer.addSubview(webView), stack.addArrangedSubview(row): what they show is unknown.
        if PresentationReader.subviewAdders.contains(method), let argument = call.arguments.first,
           let subject = Self.callSubject(callBase, scope: scope) {
            record(subject, .subviews, .unknown(ExpressionShapes.text(argument.expression)), at: ExprSyntax(call), file: file)
            return
        }
        // segmentedControl.setTitle(L10n.slim, forSegmentAt: 0), setImage(_:forSegmentAt:) (Swift 2's
        // `forSegmentAtIndex:`), insertSegment(withTitle:at:animated:), removeAllSegments(): what the
        // segments say is unknown.
        if Self.segmentEditors.contains(method)
            || ((method == "setTitle" || method == "setImage") && ["forSegmentAt", "forSegmentAtIndex"].contains(call.arguments.last?.label?.text)),
           let subject = Self.callSubject(callBase, scope: scope) {
            record(subject, .segments, scope.conditional ? scope.unknown : .unknown(ExpressionShapes.text(call)), at: ExprSyntax(call), file: file)
            return
        }
        // navigationItem.setLeftBarButton(item, animated: false), setRightBarButtonItems([...], animated: true):
        // the items, as assigning leftBarButtonItem or rightBarButtonItems sets them
        // (https://developer.apple.com/documentation/uikit/uinavigationitem/setleftbarbutton(_:animated:)).
        if let name = Self.barItemSetters[method], call.arguments.count == 2, call.arguments.last?.label?.text == "animated",
           let subject = Self.callSubject(callBase, scope: scope), let argument = call.arguments.first,
           let (owner, property) = Targets.target(subject: subject, name: name) {
            record(owner, property, scope.conditional ? scope.unknown : ValueReader.value(of: argument.expression, for: property), at: ExprSyntax(call), file: file)
            return
        }
        // button.setTitle("Play", for: .normal), button.setImage(UIImage(named: "play"), for: .normal),
        // button.setAttributedTitle(title, for: .normal) (an attributed string: unknown),
        // button.setTitleColor(.white, for: .normal); `for: []` and `for: [.normal]` name the normal
        // state too (an empty option set: UIControl.State.normal is 0,
        // https://developer.apple.com/documentation/uikit/uicontrol/state/normal). A state the
        // syntax does not settle (`for: state`) may be the normal one: what it sets is unknown.
        // Swift 2 and 3 spell them `setTitle(_:forState:)`, `UIControlState.Normal` and
        // `UIControlState()` (``ButtonStates``).
        guard let property = Self.buttonSetters[method], call.arguments.count == 2 else { return }
        let arguments = Array(call.arguments)
        guard let label = arguments[1].label?.text, ButtonStates.labels.contains(label) else { return }
        let states = ButtonStates.names(arguments[1].expression)
        if states?.allSatisfy(ButtonStates.isNormal) ?? true {
            guard let subject = Self.callSubject(callBase, scope: scope) else { return }
            let value = scope.conditional ? scope.unknown
                : states == nil ? .unknown("for a state code decides: " + ExpressionShapes.text(arguments[1].expression))
                : method == "setAttributedTitle" ? .unknown(ExpressionShapes.text(arguments[0].expression))
                : ValueReader.value(of: arguments[0].expression, for: property)
            record(subject, property, value, at: ExprSyntax(call), file: file)
            if method == "setAttributedTitle", value != .none { recordAttributedStyle(subject, value, at: ExprSyntax(call), file: file) }
        }
    }

    /// Records what a Combine `assign(to:on:)` or RxCocoa binding among `call` and the calls it
    /// is chained from sets (``PublisherAssignments``, ``ReactiveBindings``); false when none.
    private mutating func recordPublished(by call: FunctionCallExprSyntax, scope: Scope, file: SwiftFile) -> Bool {
        let links = PublisherAssignments.chain(call)
        for link in links {
            guard let assigned = PublisherAssignments.assignment(link, subject: { Self.callSubject($0, scope: scope) }) else { continue }
            let value = scope.conditional ? scope.unknown : .unknown("published by \(assigned.publisher)")
            record(assigned.subject, assigned.property, value, at: link, file: file)
            if assigned.isAttributedText { recordAttributedStyle(assigned.subject, value, at: link, file: file) }
            return true
        }
        for link in links {
            let bound = ReactiveBindings.assignments(link) { Self.callSubject($0, scope: scope) }
            guard !bound.isEmpty else { continue }
            for assigned in bound {
                let value = scope.conditional ? scope.unknown : .unknown("bound to \(assigned.publisher)")
                record(assigned.subject, assigned.property, value, at: link, file: file)
                if assigned.isAttributedText { recordAttributedStyle(assigned.subject, value, at: link, file: file) }
            }
            return true
        }
        return false
    }

    /// The font and text colour an attributed string leaves on its view: the string's own
    /// attributes replace the view's style (UILabel's `attributedText` "updates the values in the
    /// font, textColor, and other style-related properties":
    /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext), and what they are
    /// the syntax does not settle.
    private mutating func recordAttributedStyle(_ subject: CodeSubject, _ value: CodeValue, at node: some SyntaxProtocol, file: SwiftFile) {
        for (property, what) in [(CodeProperty.font, "font"), (.textColor, "text colour")] {
            let style: CodeValue = if case .unknown = value { value } else { .unknown("an attributed string's \(what)") }
            record(subject, property, style, at: node, file: file)
        }
    }

    /// Records that the view whose anchor (or `snp`) `base` is gets its size from `constraint`
    /// (``SizeConstraints``): its frame is code's, not known.
    private mutating func recordSize(of base: ExprSyntax, _ constraint: FunctionCallExprSyntax, scope: Scope, file: SwiftFile) {
        guard let (subject, _) = Self.subjectAndName(base, scope: scope) else { return }
        record(subject, .frame, .unknown(ExpressionShapes.text(constraint)), at: ExprSyntax(constraint), file: file)
    }

    /// Reads the extension methods `found` (named `name`) with their `self` standing for `subject`;
    /// `throughTitleLabel` when they are UILabel's, called on the title label of that button.
    private mutating func read(_ found: (extended: String, methods: [(FunctionDeclSyntax, SwiftFile)]), named name: String,
                               standingFor subject: CodeSubject, throughTitleLabel: Bool = false, scope: Scope) {
        let outer = (selfStandsFor, extending, self.throughTitleLabel)
        selfStandsFor = subject
        extending = (found.extended, (extending?.reading ?? []).union([found.extended + "." + name]))
        self.throughTitleLabel = self.throughTitleLabel || throughTitleLabel
        for (method, methodFile) in found.methods {
            guard let body = method.body else { continue }
            _ = walk(body.statements, scope: Scope(conditional: scope.conditional, locals: Self.parameters(of: method), unknown: scope.unknown,
                                                   types: HeldInstances.parameterTypes(method.signature.parameterClause)),
                     file: methodFile)
        }
        (selfStandsFor, extending, self.throughTitleLabel) = outer
    }

    /// True when `callee` calls a method on the instance: `name(...)` (not a local closure) or
    /// `self.name(...)` (`self?.name(...)` too).
    private static func callsOnSelf(_ callee: ExprSyntax, locals: Set<String>) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return !locals.contains(reference.baseName.text) }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return Targets.isSelf(Targets.stripped(base))
    }

    /// Records that code takes the subviews out of `view` (``SubviewRemovals``), when it is the
    /// instance or one of its properties.
    private mutating func recordRemoval(of view: ExprSyntax, at node: Syntax, scope: Scope, file: SwiftFile) {
        guard let subject = Self.callSubject(view, scope: scope) else { return }
        record(subject, .removedSubviews, .unknown(ExpressionShapes.text(view) + "'s subviews removed"), at: node, file: file)
    }

    /// The methods of an option set that add or take away members (`accessibilityTraits.insert(.button)`).
    private static let traitsEditors: Set<String> = ["insert", "formUnion", "remove", "subtract"]

    /// UISegmentedControl's methods that add or remove segments
    /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:)).
    private static let segmentEditors: Set<String> = ["insertSegment", "removeAllSegments", "removeSegment"]

    /// UINavigationItem's animated setters of its bar button items, and the property each sets.
    private static let barItemSetters: [String: String] = [
        "setLeftBarButton": "leftBarButtonItem", "setLeftBarButtonItems": "leftBarButtonItems",
        "setRightBarButton": "rightBarButtonItem", "setRightBarButtonItems": "rightBarButtonItems",
    ]

    /// UIButton's setters for the normal state, and the property each sets.
    private static let buttonSetters: [String: CodeProperty] = [
        "setTitle": .title, "setAttributedTitle": .title, "setImage": .image, "setTitleColor": .textColor,
    ]

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

    private func conditional(_ scope: Scope) -> Scope {
        var inner = scope
        inner.conditional = true
        return inner
    }
}
