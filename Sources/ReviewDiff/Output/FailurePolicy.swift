/// When a diff fails the run (exit code 2): `--fail-on`.
public enum FailurePolicy: String, Sendable, CaseIterable {
    /// A new finding of severity error (the default).
    case newErrors = "new-errors"
    /// A new finding of severity warning or error.
    case newWarnings = "new-warnings"
    /// Any change at all.
    case anyChange = "any-change"
    /// Never.
    case never

    /// True when `report` fails under this policy.
    public func fails(_ report: DiffReport) -> Bool {
        switch self {
        case .newErrors: report.summary.newErrors > 0
        case .newWarnings: report.summary.newErrors + report.summary.newWarnings > 0
        case .anyChange: !report.changes.isEmpty
        case .never: false
        }
    }
}
