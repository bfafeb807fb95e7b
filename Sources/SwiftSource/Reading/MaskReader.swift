import Hierarchy
import SwiftSyntax

/// The code of a static mask helper (`extension UIInterfaceOrientationMask { static var
/// portraitOnPhone: ... }`) or of a getter: one expression, or statements.
enum GetterCode: Sendable {
    case expression(ExprSyntax)
    case statements(CodeBlockItemListSyntax)
}

/// What an override of `supportedInterfaceOrientations` answers, from its getter: a literal mask
/// (`.portrait`, `[.portrait, .landscapeLeft]`, a static helper of the app's), a mask per idiom
/// (`UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait`, or the same as `if` or
/// `switch`), a stored property of the class, or a child's answer (`topViewController?.
/// supportedInterfaceOrientations ?? .portrait`). Anything else is unknown.
struct MaskReader {
    static let maskTypes: Set<String> = ["UIInterfaceOrientationMask"]
    static let namedMasks: [String: OrientationMask] = [
        "portrait": .portrait, "portraitUpsideDown": .portraitUpsideDown, "landscapeLeft": .landscapeLeft,
        "landscapeRight": .landscapeRight, "landscape": .landscape, "all": .all, "allButUpsideDown": .allButUpsideDown,
    ]
    /// The expressions that read the device's idiom.
    static let idiomSources: Set<String> = [
        "UIDevice.current.userInterfaceIdiom", "traitCollection.userInterfaceIdiom",
        "self.traitCollection.userInterfaceIdiom", "UITraitCollection.current.userInterfaceIdiom",
    ]

    /// The app's static mask helpers, by name.
    let helpers: [String: GetterCode]
    /// What a stored property of the class holds, by name; nil when the class has none so named.
    let storedValue: (String) -> CodeValue?
    /// How many helpers deep the reading is, so that a helper naming itself ends.
    private var depth = 0

    init(helpers: [String: GetterCode], storedValue: @escaping (String) -> CodeValue? = { _ in nil }) {
        self.helpers = helpers
        self.storedValue = storedValue
    }

    /// A literal mask, or one of `helpers` that is literal.
    static func literalMask(_ expression: ExprSyntax, helpers: [String: GetterCode]) -> IdiomMasks? {
        if case .mask(let masks) = MaskReader(helpers: helpers).value(of: expression) { return masks }
        return nil
    }

    /// The answer of a getter.
    func value(of code: GetterCode) -> CodeValue {
        switch code {
        case .expression(let expression): value(of: expression)
        case .statements(let statements): value(of: statements)
        }
    }

    /// The answer of a getter's statements: one returned expression, or an `if`/`switch` on the
    /// idiom whose branches each return one.
    func value(of statements: CodeBlockItemListSyntax) -> CodeValue {
        let items = Array(statements)
        if let ifExpression = Self.ifExpression(items.first), items.count <= 2 {
            return ifValue(ifExpression, following: items.count == 2 ? Self.returned(items[1]) : nil)
        }
        if items.count == 1, let switchExpression = Self.statementExpression(items[0])?.as(SwitchExprSyntax.self) {
            return switchValue(switchExpression)
        }
        if items.count == 1, let returned = Self.returned(items[0]) { return value(of: returned) }
        return .unknown("depends on a condition")
    }

    /// The answer of one expression.
    func value(of expression: ExprSyntax) -> CodeValue {
        let elements = ExpressionShapes.elements(of: expression)
        if elements.count == 1 { return operandValue(ExpressionShapes.unwrapped(elements[0])) }
        if elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self) {
            let condition = Array(elements[..<(elements.count - 2)])
            guard let idiom = Self.idiom(condition) else { return .unknown("depends on a condition") }
            return Self.byIdiom(idiom, whenTrue: value(of: ternary.thenExpression), whenFalse: value(of: elements[elements.count - 1]))
        }
        if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           let child = Self.forwardedChild(elements[0]) {
            guard case .mask(let fallback) = value(of: elements[2]) else { return .forwarding(child: child, fallback: nil) }
            return .forwarding(child: child, fallback: fallback)
        }
        return .unknown(ExpressionShapes.text(expression))
    }

    private func operandValue(_ operand: ExprSyntax) -> CodeValue {
        if let names = ExpressionShapes.memberNames(operand, types: Self.maskTypes) {
            if names.count == 1, Self.namedMasks[names[0]] == nil, let helper = helpers[names[0]], depth < 8 {
                var nested = MaskReader(helpers: helpers)
                nested.depth = depth + 1
                return nested.value(of: helper)
            }
            var mask: OrientationMask = []
            for name in names {
                guard let named = Self.namedMasks[name] else { return .unknown(ExpressionShapes.text(operand)) }
                mask.formUnion(named)
            }
            return .mask(IdiomMasks(mask))
        }
        if let child = Self.forwardedChild(operand) { return .forwarding(child: child, fallback: nil) }
        if let name = ExpressionShapes.referencedName(operand), let stored = storedValue(name) { return stored }
        return .unknown(ExpressionShapes.text(operand))
    }

    private func ifValue(_ ifExpression: IfExprSyntax, following: ExprSyntax?) -> CodeValue {
        guard ifExpression.conditions.count == 1, let condition = ifExpression.conditions.first,
              case .expression(let test) = condition.condition,
              let idiom = Self.idiom(ExpressionShapes.elements(of: test)),
              let thenReturned = Self.onlyReturned(ifExpression.body.statements) else { return .unknown("depends on a condition") }
        let otherwise: ExprSyntax?
        switch ifExpression.elseBody {
        case .codeBlock(let block)?: otherwise = following == nil ? Self.onlyReturned(block.statements) : nil
        case nil: otherwise = following
        default: otherwise = nil
        }
        guard let otherwise else { return .unknown("depends on a condition") }
        return Self.byIdiom(idiom, whenTrue: value(of: thenReturned), whenFalse: value(of: otherwise))
    }

    private func switchValue(_ switchExpression: SwitchExprSyntax) -> CodeValue {
        guard Self.idiomSources.contains(switchExpression.subject.trimmedText) else { return .unknown("depends on a condition") }
        var phone: CodeValue?
        var pad: CodeValue?
        var other: CodeValue?
        for case .switchCase(let switchCase) in switchExpression.cases {
            guard let returned = Self.onlyReturned(switchCase.statements) else { return .unknown("depends on a condition") }
            let answer = value(of: returned)
            switch switchCase.label {
            case .default: other = answer
            case .case(let label):
                for item in label.caseItems {
                    switch item.pattern.as(ExpressionPatternSyntax.self).flatMap({ ExpressionShapes.memberName($0.expression, types: ["UIUserInterfaceIdiom"]) }) {
                    case "phone": phone = answer
                    case "pad": pad = answer
                    default: break
                    }
                }
            }
        }
        guard case .mask(let phoneMasks)? = phone ?? other, case .mask(let padMasks)? = pad ?? other else {
            return .unknown("depends on a condition")
        }
        return .mask(IdiomMasks(iphone: phoneMasks.iphone, ipad: padMasks.ipad))
    }

    /// The idiom for which `condition` (`UIDevice.current.userInterfaceIdiom == .pad`, `!= .phone`,
    /// ...) is true; nil when it is not a test of the idiom against the phone or the pad.
    static func idiom(_ condition: [ExprSyntax]) -> DeviceIdiom? {
        guard condition.count == 3, let comparison = condition[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              comparison == "==" || comparison == "!=" else { return nil }
        let sides = [condition[0], condition[2]]
        guard let sourceIndex = sides.firstIndex(where: { idiomSources.contains($0.trimmedText) }),
              let name = ExpressionShapes.memberName(sides[1 - sourceIndex], types: ["UIUserInterfaceIdiom"]) else { return nil }
        let named: DeviceIdiom
        switch name {
        case "phone": named = .iphone
        case "pad": named = .ipad
        default: return nil
        }
        if comparison == "==" { return named }
        return named == .iphone ? .ipad : .iphone
    }

    private static func byIdiom(_ idiom: DeviceIdiom, whenTrue: CodeValue, whenFalse: CodeValue) -> CodeValue {
        guard case .mask(let yes) = whenTrue, case .mask(let no) = whenFalse else { return .unknown("depends on the idiom") }
        return idiom == .ipad ? .mask(IdiomMasks(iphone: no.iphone, ipad: yes.ipad)) : .mask(IdiomMasks(iphone: yes.iphone, ipad: no.ipad))
    }

    /// The child a container asks: `topViewController` for `topViewController?.supportedInterfaceOrientations`,
    /// `super` for `super.supportedInterfaceOrientations`, `viewControllers.last` ...
    static func forwardedChild(_ expression: ExprSyntax) -> String? {
        guard let member = ExpressionShapes.unwrapped(expression).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "supportedInterfaceOrientations", let base = member.base else { return nil }
        var child = base.trimmedText.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        if child.hasPrefix("self.") { child.removeFirst(5) }
        return child.isEmpty ? nil : child
    }

    /// The expression of a `return` statement or of a lone expression (an implicit return).
    static func returned(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .stmt(let statement):
            if let returnStatement = statement.as(ReturnStmtSyntax.self) { return returnStatement.expression }
            return statement.as(ExpressionStmtSyntax.self)?.expression
        case .expr(let expression): return expression
        default: return nil
        }
    }

    private static func onlyReturned(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        statements.count == 1 ? statements.first.flatMap(returned) : nil
    }

    static func statementExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
        case .expr(let expression): expression
        default: nil
        }
    }

    private static func ifExpression(_ item: CodeBlockItemSyntax?) -> IfExprSyntax? {
        item.flatMap(statementExpression)?.as(IfExprSyntax.self)
    }
}
