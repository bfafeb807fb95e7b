import SwiftSyntax

/// What code sets on a button through its parts (``ButtonParts``): its title label's font, its
/// configuration.
extension FactWalker {
    /// True when the code being read may name a button (``holdsButtons``, or an extension method
    /// of a UIKit class, whose `self` may stand for one).
    var mayNameAButton: Bool { holdsButtons || extending != nil }

    /// The button `owner` is (``ButtonParts``): the instance when its class descends from UIButton
    /// (inside an extension method being read, the class it extends), an outlet declared as a
    /// button (or a parameter standing for one); nil for anything else.
    func button(_ owner: ButtonParts.Owner, scope: Scope) -> CodeSubject? {
        let subject: CodeSubject
        switch owner {
        case .instance: subject = .this
        case .of(let base):
            guard let found = Self.subject(passed: base, scope: scope) else { return nil }
            subject = found
        }
        switch subject {
        case .this: return viewMethods.descends(extending?.type ?? className, from: "UIButton") ? .this : nil
        case .member(let name): return outletTypes[name].map { viewMethods.descends($0, from: "UIButton") } == true ? subject : nil
        case .tagged, .outlet: return nil
        }
    }

    /// `playButton.titleLabel?.font`, `titleLabel?.adjustsFontForContentSizeCategory` in a
    /// UIButton subclass: the button's title font (``ButtonParts``); so is a property of a local
    /// bound to the subclass's own title label (`guard let label = self.titleLabel`, then
    /// `label.adjustsFontForContentSizeCategory = true`: ``boundViews(_:to:scope:)``).
    func titleLabelTarget(_ expression: ExprSyntax, scope: Scope) -> (subject: CodeSubject, property: CodeProperty)? {
        guard mayNameAButton, let (owner, property) = ButtonParts.titleLabelProperty(expression, locals: scope.locals, aliases: scope.aliases),
              let button = button(owner, scope: scope) else { return nil }
        return (button, property)
    }

    /// Records that code gives `button` a configuration (`configuration = .filled()`, a part of
    /// it, `configurationUpdateHandler`): the title is drawn in the configuration's font and
    /// colour, not known. What the button shows is the configuration's: a title or image set on it
    /// (`configuration?.title = "Play"`) is read as `setTitle(_:for:)`'s and `setImage(_:for:)`'s
    /// are, and a whole configuration or an update handler makes both unknown
    /// (``ButtonParts/configurationContent(of:locals:)``); when what it sets sizes the button
    /// (``ButtonParts/sizes(_:locals:)``: `buttonSize = .large`, `contentInsets`), the frame the
    /// file draws is not the one Auto Layout gives it. `nil` (`configuration = nil`) leaves the
    /// button's own.
    mutating func recordConfiguration(of button: CodeSubject, _ value: ArraySlice<ExprSyntax>, at node: ExprSyntax, scope: Scope,
                                              file: SwiftFile) {
        let single = ExpressionShapes.single(value)
        if let single, single.is(NilLiteralExprSyntax.self) { return }
        let configured: CodeValue = scope.conditional ? scope.unknown
            : .unknown("a configuration: " + value.map(ExpressionShapes.text).joined(separator: " "))
        for property in [CodeProperty.font, .textColor] { record(button, property, configured, at: node, file: file) }
        let content = ButtonParts.configurationContent(of: node, locals: scope.locals)
        for property in content {
            let partValue = content.count == 1 && !scope.conditional ? single.map { ValueReader.value(of: $0, for: property) } : nil
            record(button, property, partValue ?? configured, at: node, file: file)
        }
        if ButtonParts.sizes(node, locals: scope.locals) { record(button, .frame, configured, at: node, file: file) }
    }
}
