import A11yCore

/// A JSON document for scripts: `{"findings": [...], "formatVersion": 1}`, keys sorted.
///
/// Each finding is `{column, environments, file, hint, line, message, rule, scope, severity, subject}`;
/// `file` is relative to the working directory and `hint` is `null` when there is none.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let summary = "JSON document of all findings, for scripts"

    /// The version of this document's shape; it changes only when a field changes meaning or goes away.
    public static let formatVersion = 1

    public init() {}

    public func render(_ report: LintReport) -> String {
        let paths = RelativePaths(base: report.workingDirectory)
        let findings = report.findings.map { finding in
            JSONValue.object([
                "rule": .string(finding.ruleID),
                "severity": .string(finding.severity.rawValue),
                "message": .string(finding.message),
                "hint": .optional(finding.hint),
                "file": .string(paths.relative(finding.location.file)),
                "line": .int(finding.location.line),
                "column": .int(finding.location.column),
                "environments": .array(finding.environments.map(JSONValue.string)),
                "scope": .string(finding.scope),
                "subject": .string(finding.subject),
            ])
        }
        return JSONValue.object(["formatVersion": .int(Self.formatVersion), "findings": .array(findings)]).document
    }
}
