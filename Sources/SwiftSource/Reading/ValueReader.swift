import Hierarchy
import SwiftParser
import SwiftSyntax

/// What a right-hand side gives a property: a literal taken as UIKit takes it, else unknown.
enum ValueReader {
    static let traitTypes: Set<String> = ["UIAccessibilityTraits", "UIAccessibility.Traits"]
    static let styleTypes: Set<String> = ["UIModalPresentationStyle"]
    static let transitionTypes: Set<String> = ["UIModalTransitionStyle"]
    static let orientationTypes: Set<String> = ["UIInterfaceOrientation"]

    /// The value `expression` gives `property`.
    static func value(of expression: ExprSyntax, for property: CodeProperty) -> CodeValue {
        let expression = ExpressionShapes.unwrapped(expression)
        let read: CodeValue?
        switch property {
        case .accessibilityLabel, .accessibilityHint, .accessibilityValue, .text, .title, .placeholder, .navigationItemTitle:
            read = string(expression)
        case .isAccessibilityElement, .accessibilityElementsHidden, .accessibilityViewIsModal, .shouldGroupAccessibilityChildren,
             .isHidden, .isEnabled, .isUserInteractionEnabled, .adjustsFontForContentSizeCategory, .shouldAutorotate, .isModalInPresentation,
             .definesPresentationContext, .collapseSecondary:
            read = expression.as(BooleanLiteralExprSyntax.self).map { .flag($0.literal.tokenKind == .keyword(.true)) }
        case .accessibilityTraits:
            read = traits(expression).map(CodeValue.traits)
        case .accessibilityElements:
            read = elements(expression)
        case .font:
            read = FontReader.font(expression).map(CodeValue.font)
        case .modalPresentationStyle:
            read = ExpressionShapes.memberName(expression, types: styleTypes).flatMap(PresentationStyle.init(rawValue:)).map(CodeValue.presentationStyle)
        case .modalTransitionStyle:
            read = ExpressionShapes.memberName(expression, types: transitionTypes).flatMap(TransitionStyle.init(rawValue:)).map(CodeValue.transitionStyle)
        case .preferredInterfaceOrientationForPresentation:
            read = ExpressionShapes.memberName(expression, types: orientationTypes).flatMap(InterfaceOrientation.init(rawValue:)).map(CodeValue.orientation)
        case .leftBarButtonItems, .rightBarButtonItems:
            read = BarItemReader.items(expression).map(CodeValue.barItems)
        case .image:
            read = BarItemReader.image(expression).map { $0.isSystemSymbol ? CodeValue.systemImage($0.name) : CodeValue.text($0.name) }
        case .textColor, .backgroundColor:
            read = expression.is(NilLiteralExprSyntax.self) ? CodeValue.none : color(expression).map(CodeValue.color)
        case .adaptivePresentationStyle:
            read = ExpressionShapes.memberName(expression, types: styleTypes).flatMap(AdaptiveStyle.init(rawValue:)).map(CodeValue.adaptiveStyle)
        case .topColumnForCollapsing:
            read = ExpressionShapes.memberName(expression, types: ["UISplitViewController.Column"]).flatMap(SplitCollapse.init(rawValue:)).map(CodeValue.column)
        case .supportedInterfaceOrientations:
            read = MaskReader.literalMask(expression, helpers: [:]).map(CodeValue.mask)
        case .sectionHeaders, .subviews, .frame, .removedSubviews, .segments:
            read = nil
        }
        return read ?? .unknown(ExpressionShapes.text(expression))
    }

    /// A string literal, `nil`, `NSLocalizedString("key", comment:)` or `String(localized: "key")`
    /// (with a `comment:` or not). A call naming another table, bundle or default value reads a
    /// table the run does not hold: it is not settled here.
    static func string(_ expression: ExprSyntax) -> CodeValue? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.representedLiteralValue.map(CodeValue.text)
        }
        if expression.is(NilLiteralExprSyntax.self) { return CodeValue.none }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
              let first = call.arguments.first,
              let key = first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else { return nil }
        guard call.arguments.dropFirst().allSatisfy({ $0.label?.text == "comment" }) else { return nil }
        switch (callee.baseName.text, first.label?.text) {
        case ("NSLocalizedString", nil), ("String", "localized"): return .localized(key: key)
        default: return nil
        }
    }

    /// A UIKit colour by its Swift name (`.white`, `.systemBackground`, `UIColor.secondaryLabel`),
    /// as the model's system colours name them
    /// (https://developer.apple.com/documentation/uikit/ui-element-colors); a colour made any other
    /// way (`UIColor(named:)`, `UIColor(red:green:blue:alpha:)`, a theme's property) is not settled.
    static func color(_ expression: ExprSyntax) -> ColorValue? {
        ExpressionShapes.memberName(expression, types: ["UIColor"]).flatMap(SystemColor.init(rawValue:)).map(ColorValue.system)
    }

    /// `.header`, `[.button, .selected]`, `[]` or `.none`, by UIKit's Swift names.
    static func traits(_ expression: ExprSyntax) -> TraitSet? {
        guard let names = ExpressionShapes.memberNames(expression, types: traitTypes) else { return nil }
        var set = TraitSet()
        for name in names where name != "none" {
            guard let trait = trait(named: name) else { return nil }
            set.insert(trait)
        }
        return set
    }

    /// The trait UIKit's Swift name gives (`toggleButton` is the model's `switch`).
    static func trait(named name: String) -> AccessibilityTrait? {
        AccessibilityTrait.aliases[name] ?? AccessibilityTrait(rawValue: name)
    }

    /// `[a, b, self.c]`: the names of the views, in order.
    private static func elements(_ expression: ExprSyntax) -> CodeValue? {
        guard let array = expression.as(ArrayExprSyntax.self) else {
            return expression.is(NilLiteralExprSyntax.self) ? CodeValue.none : nil
        }
        var names: [String] = []
        for element in array.elements {
            guard let name = ExpressionShapes.referencedName(element.expression) else { return nil }
            names.append(name)
        }
        return .elements(names)
    }
}
