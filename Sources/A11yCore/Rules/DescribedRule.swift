/// What every rule type has: one description for the type, and the one way its findings are made.
public protocol DescribedRule: Sendable {
    /// What the rule finds, why, and its examples.
    static var description: RuleDescription { get }
}

extension DescribedRule {
    /// The type's ``description``, read from a rule value (or an existential).
    public var description: RuleDescription { Self.description }

    /// A finding of this rule about `subject` at `location`, reported in `scope` (and the
    /// environments it names), at the rule's default severity unless `severity` is given.
    public func finding(at location: SourceLocation, in scope: some FindingScope, subject: String, severity: Severity? = nil,
                        _ message: String, hint: String?) -> Finding {
        let description = Self.description
        return Finding(ruleID: description.id, severity: severity ?? description.severity, location: location,
                       message: message, hint: hint, scope: scope.findingScope, subject: subject,
                       environments: scope.findingEnvironments)
    }
}

/// Where a finding is reported: the scene (or the screen checked on its own) it belongs to, and
/// the environments it was found in.
public protocol FindingScope {
    /// The scene id, or the id of the screen checked on its own; empty for a finding about a file.
    var findingScope: String { get }
    /// The environments' names; empty when the lint run names them (it merges what several
    /// environments share).
    var findingEnvironments: [String] { get }
}
