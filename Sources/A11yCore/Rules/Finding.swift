/// What a rule reports: a diagnostic plus the identity a baseline keys it on.
public struct Finding: Hashable, Sendable, Codable {
    /// The rule id.
    public let ruleID: String
    public let severity: Severity
    /// Where in the spec the cause is (the YAML node, for YAML specs).
    public let location: SourceLocation
    public let message: String
    public let hint: String?
    /// The scene, or the screen analyzed on its own, the finding belongs to.
    public let scope: String
    /// The element or view controller id the finding is about (its semantic identity).
    public let subject: String
    /// The environments it was found in (merged by the lint run), as their short names.
    public var environments: [String]

    public init(ruleID: String, severity: Severity, location: SourceLocation, message: String, hint: String? = nil,
                scope: String, subject: String, environments: [String] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
        self.hint = hint
        self.scope = scope
        self.subject = subject
        self.environments = environments
    }

    /// A finding for a spec diagnostic (no scene, no environment).
    public init(_ diagnostic: Diagnostic) {
        self.init(ruleID: diagnostic.ruleID, severity: diagnostic.severity, location: diagnostic.location,
                  message: diagnostic.message, hint: diagnostic.hint, scope: "", subject: "")
    }
}
