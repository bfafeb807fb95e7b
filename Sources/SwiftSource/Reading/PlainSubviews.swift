import SwiftSyntax

/// The views code adds (`view.addSubview(blurView)`) that are known to show no heading or title:
/// an instance of a UIKit class that draws text, a control, an image, progress or an effect, never
/// a heading of its own (``classes``), that the code gives no accessibility traits, makes no
/// accessibility element of, adds no subviews to (``changes``), and hands to no other call, list
/// or name (through which it may do either). Anything else, an app's class (its content is its own
/// code's), a child view controller's view, a web view, a table, or a view the syntax does not
/// name the class of, may be or hold a heading: unknown.
enum PlainSubviews {
    /// The UIKit classes whose instances show no heading or title by themselves: VoiceOver reads
    /// a label as static text, a button, a control, a search bar's field, an image, an indicator,
    /// never as a heading unless code gives it the header trait
    /// (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header). A
    /// `UIView` or `UIVisualEffectView` shows what is added to it (its `contentView`), which
    /// ``changes`` looks for. Text views, stacks, scroll, table, collection and web views are not
    /// here: their attributed text, arranged content, cells or pages may hold headings.
    static let classes: Set<String> = [
        "UIView", "UIVisualEffectView", "UILabel", "UIButton", "UISearchBar", "UIImageView", "UIActivityIndicatorView",
        "UIProgressView", "UISwitch", "UISlider", "UIPageControl", "UIStepper", "UISegmentedControl",
    ]

    /// The UIKit properties that hand a plain view of a known class: a search controller's bar
    /// (https://developer.apple.com/documentation/uikit/uisearchcontroller/searchbar).
    private static let properties: [String: [String: String]] = ["UISearchController": ["searchBar": "UISearchBar"]]

    /// The members whose use on a view may make it, or what it holds, a heading: its traits, its
    /// being an accessibility element, the subviews added to it or to its `contentView`.
    private static let changes: Set<String> = [
        "accessibilityTraits", "isAccessibilityElement", "accessibilityElements", "contentView",
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview",
    ]

    /// What `added`, the view handed to a subview adder at `call`, is: a plain view's class (and
    /// the instance's stored property, when it is one), or nil when it may be or hold a heading.
    /// `types` are the classes of the names in scope (``FactWalker/Scope/types``), `locals` the
    /// names that are not the instance's properties.
    static func plainView(_ added: ExprSyntax, at call: some SyntaxProtocol, types: [String: String],
                          locals: Set<String>) -> (className: String, member: String?)? {
        let view = Targets.stripped(added)
        // UIButton(type: .system), UIVisualEffectView(effect: UIBlurEffect(style: .dark)): made in place.
        if view.is(FunctionCallExprSyntax.self) {
            return HeldInstances.className(madeBy: view).flatMap { classes.contains($0) ? ($0, nil) : nil }
        }
        // searchController.searchBar: a UIKit property of a known class.
        if let access = view.as(MemberAccessExprSyntax.self), let base = access.base.map(Targets.stripped),
           let holder = base.as(DeclReferenceExprSyntax.self), !Targets.isSelf(base),
           let type = types[holder.baseName.text], let made = properties[type]?[access.declName.baseName.text] {
            return (made, nil)
        }
        guard let name = ExpressionShapes.referencedName(view), let type = types[name], classes.contains(type) else { return nil }
        let isLocal = locals.contains(name) && !view.trimmedDescription.hasPrefix("self.")
        if isLocal {
            // A parameter is a view the caller made, and may have given traits.
            guard let body = enclosing(call, where: { $0.is(CodeBlockSyntax.self) && ($0.parent?.is(FunctionDeclSyntax.self) == true
                                                                                        || $0.parent?.is(InitializerDeclSyntax.self) == true) }),
                  !parameters(of: body).contains(name), !changed(name, local: true, in: body) else { return nil }
            return (type, nil)
        }
        // A stored property: read where the class declares it, its initial value included.
        guard let group = enclosing(call, where: { $0.is(MemberBlockSyntax.self) })?.as(MemberBlockSyntax.self),
              let binding = binding(named: name, in: group), !changed(name, local: false, in: group),
              !(binding.initializer.map { anyChange(in: $0) } ?? false) else { return nil }
        return (type, name)
    }

    /// The nearest node above `node` that `matches`.
    private static func enclosing(_ node: some SyntaxProtocol, where matches: (Syntax) -> Bool) -> Syntax? {
        var current = node.parent
        while let candidate = current {
            if matches(candidate) { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// The names the parameters of the method or initializer whose body is `body` are known by.
    private static func parameters(of body: Syntax) -> Set<String> {
        if let method = body.parent?.as(FunctionDeclSyntax.self) { return FactWalker.parameters(of: method) }
        if let initializer = body.parent?.as(InitializerDeclSyntax.self) { return FactWalker.parameters(initializer.signature.parameterClause) }
        return []
    }

    /// The stored property `name` declares in `members`, if any.
    private static func binding(named name: String, in members: MemberBlockSyntax) -> PatternBindingSyntax? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            if let found = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                return found
            }
        }
        return nil
    }

    /// True when `node` holds a use of ``changes`` on `name` (`name.accessibilityTraits`,
    /// `self.name.contentView.addSubview(...)`, `name.titleLabel?.accessibilityTraits`), or hands
    /// the view to a call other than a subview adder (`style(button)`, `fill(container)`), which
    /// may do either. A local's name is never `self.name`, the instance's property it hides.
    private static func changed(_ name: String, local: Bool, in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            if token.text == name { return handedOn(token, local: local) }
            guard changes.contains(token.text), let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                  let base = access.base, let root = root(of: base) else { return false }
            return root.name == name && !(local && root.throughSelf)
        }
    }

    /// True when `token`, a view's name (`button`, `self.button`, `button!`), is an argument of a
    /// call that is no subview adder, an element of a list (`[titleLabel, subtitleLabel].forEach
    /// { ... }`), or given to another name (`let label = titleLabel`, `header = titleLabel`).
    private static func handedOn(_ token: TokenSyntax, local: Bool) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        var node = Syntax(reference)
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
            // `self.button`, not `other.button`, nor the property a local of that name hides.
            guard !local, let base = access.base, Targets.isSelf(Targets.stripped(base)) else { return false }
            node = Syntax(access)
        }
        while let parent = node.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { node = parent }
        if let parent = node.parent, parent.is(ArrayElementSyntax.self) || parent.is(InitializerClauseSyntax.self)
            || parent.is(ExprListSyntax.self) { return true }
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        return !PresentationReader.subviewAdders.contains(callee) && !placingCalls.contains(callee)
    }

    /// UIKit's calls that take a view to place or measure against, and change nothing it shows:
    /// `convert(_:to:)`, `bringSubviewToFront(_:)`, `sendSubviewToBack(_:)`, `isDescendant(of:)`,
    /// `NSLayoutConstraint(item:...)`
    /// (https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6wpkw).
    private static let placingCalls: Set<String> = [
        "convert", "bringSubviewToFront", "sendSubviewToBack", "isDescendant", "NSLayoutConstraint",
    ]

    /// True when `node` holds any use of ``changes`` (a property's initial value, a closure that
    /// sets up the view under a name of its own).
    private static func anyChange(in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { changes.contains($0.text) }
    }

    /// The name a chain of member accesses starts from (`button` for `self.button.titleLabel?`),
    /// and whether it is reached through `self`.
    private static func root(of expression: ExprSyntax) -> (name: String, throughSelf: Bool)? {
        let plain = Targets.stripped(expression)
        if let reference = plain.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, false) }
        guard let access = plain.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        if Targets.isSelf(Targets.stripped(base)) { return (access.declName.baseName.text, true) }
        return root(of: base)
    }
}
