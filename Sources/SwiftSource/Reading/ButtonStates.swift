import SwiftSyntax

/// The control states a button setter names, in every Swift spelling apps still hold: Swift 4's
/// `setTitle(_:for: .normal)` and `UIControl.State`, Swift 3's `UIControlState.normal` and
/// `UIControlState()` (the empty option set, which the Swift 3 migrator wrote for `.Normal`), and
/// Swift 2's `setTitle(_:forState: .Normal)` and `UIControlState.Normal`
/// (https://developer.apple.com/documentation/uikit/uicontrol/state/normal: `normal` is 0).
enum ButtonStates {
    /// The labels of a button setter's state argument: `for:`, and Swift 2's `forState:`.
    static let labels: Set<String> = ["for", "forState"]
    /// The names the state type is written by.
    static let types: Set<String> = ["UIControl.State", "UIControlState"]

    /// The states `expression` names: `.normal`, `[.normal, .selected]`, `UIControlState.Normal`;
    /// empty for an empty option set (`[]`, `UIControlState()`, `UIControl.State()`); nil when the
    /// syntax does not settle them (`state`, `button.state`).
    static func names(_ expression: ExprSyntax) -> [String]? {
        if let made = ExpressionShapes.unwrapped(expression).as(FunctionCallExprSyntax.self), made.arguments.isEmpty,
           made.trailingClosure == nil, types.contains(made.calledExpression.trimmedText.filter { !$0.isWhitespace }) {
            return []
        }
        return ExpressionShapes.memberNames(expression, types: types)
    }

    /// True for the normal state's name, in Swift 3's spelling and Swift 2's (`Normal`).
    static func isNormal(_ name: String) -> Bool {
        name == "normal" || name == "Normal"
    }
}
