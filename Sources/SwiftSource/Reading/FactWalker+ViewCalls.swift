import SwiftSyntax

/// What a view's own methods change (``FactWalker``): its accessibility traits, its size, its
/// subviews.
extension FactWalker {
    /// Records what `call` of the method `method` (on `base`) changes on a view: its traits
    /// (`accessibilityTraits.insert(.button)`), its size (a width or height constraint), its
    /// subviews (added, or taken out); false when it is no such call, or when the calls it
    /// activates may be followed by others (`NSLayoutConstraint.activate([...])`).
    mutating func recordViewCall(_ call: FunctionCallExprSyntax, named method: String, base callBase: ExprSyntax?,
                                 scope: Scope, file: SwiftFile) -> Bool {
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
            return true
        }
        // button.heightAnchor.constraint(equalToConstant: 50), snp.makeConstraints { ... },
        // NSLayoutConstraint.activate([widthAnchor.constraint(equalToConstant: 44), ...]): the size is code's.
        if SizeConstraints.callNames.contains(method) {
            if let base = SizeConstraints.sizedBase(of: call) {
                recordSize(of: base, call, scope: scope, file: file)
                return true
            }
            for (made, base) in SizeConstraints.activated(by: call) { recordSize(of: base, made, scope: scope, file: file) }
        }
        // stack.arrangedSubviews.forEach { $0.removeFromSuperview() }: the file's subviews go.
        if method == "forEach", let view = SubviewRemovals.view(emptiedBy: call) {
            recordRemoval(of: view, at: Syntax(call), scope: scope, file: file)
            return true
        }
        // webViewContainer.addSubview(webView), stack.addArrangedSubview(row): what they show is
        // unknown, but a blur or a button added is known to be no heading (``PlainSubviews``).
        if PresentationReader.subviewAdders.contains(method), let argument = call.arguments.first,
           let subject = Self.callSubject(callBase, scope: scope) {
            let plain = PlainSubviews.plainView(argument.expression, at: call, types: scope.types, locals: scope.locals)
            let value = plain.map { CodeValue.plainView(className: $0.className, member: $0.member) }
                ?? .unknown(ExpressionShapes.text(argument.expression))
            record(subject, .subviews, value, at: ExprSyntax(call), file: file)
            return true
        }
        return false
    }

    /// Records that the view whose anchor (or `snp`) `base` is gets its size from `constraint`
    /// (``SizeConstraints``): its frame is code's, not known.
    mutating func recordSize(of base: ExprSyntax, _ constraint: FunctionCallExprSyntax, scope: Scope, file: SwiftFile) {
        guard let (subject, _) = Self.subjectAndName(base, scope: scope) else { return }
        record(subject, .frame, .unknown(ExpressionShapes.text(constraint)), at: ExprSyntax(constraint), file: file)
    }

    /// Records that code takes the subviews out of `view` (``SubviewRemovals``), when it is the
    /// instance or one of its properties.
    mutating func recordRemoval(of view: ExprSyntax, at node: Syntax, scope: Scope, file: SwiftFile) {
        guard let subject = Self.callSubject(view, scope: scope) else { return }
        record(subject, .removedSubviews, .unknown(ExpressionShapes.text(view) + "'s subviews removed"), at: node, file: file)
    }

    /// The methods of an option set that add or take away members (`accessibilityTraits.insert(.button)`).
    private static let traitsEditors: Set<String> = ["insert", "formUnion", "remove", "subtract"]
}
