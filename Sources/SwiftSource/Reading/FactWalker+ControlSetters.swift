import SwiftSyntax

/// What a control's setters set (``FactWalker``): a segmented control's segments, a navigation
/// item's bar button items, a button's title, image and title colour for the normal state.
extension FactWalker {
    /// Records what `call` of the setter `method` (on `base`) sets, when it is one of a control's.
    mutating func recordControlSetter(_ call: FunctionCallExprSyntax, named method: String, base callBase: ExprSyntax?,
                                      scope: Scope, file: SwiftFile) {
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
}
