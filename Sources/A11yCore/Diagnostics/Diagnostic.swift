/// One problem found in the input, anchored at the place in the spec that causes it (for YAML,
/// the node).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The stable rule id, for example `spec-unknown-key`.
    public let ruleID: String
    /// How serious it is.
    public let severity: Severity
    /// Where it is.
    public let location: SourceLocation
    /// What is wrong, in one sentence.
    public let message: String
    /// How to fix it, when there is something useful to say.
    public let hint: String?

    /// Creates a diagnostic.
    public init(ruleID: String, severity: Severity, location: SourceLocation, message: String, hint: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
        self.hint = hint
    }

    /// Creates a diagnostic for one of the spec rules, with that rule's severity.
    public init(_ rule: SpecRule, at location: SourceLocation, _ message: String, hint: String? = nil) {
        self.init(ruleID: rule.rawValue, severity: rule.severity, location: location, message: message, hint: hint)
    }

    /// The clang/Xcode line: `path:line:col: error: message [rule-id]`.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(ruleID)]"
    }
}
