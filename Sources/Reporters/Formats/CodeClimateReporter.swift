import A11yCore

/// GitLab's code quality report: a JSON array of Code Climate issues, which GitLab shows in merge
/// requests when a job names the file under `artifacts:reports:codequality`.
///
/// Each issue carries the fields GitLab's documentation requires (https://docs.gitlab.com/ci/testing/code_quality/,
/// "Code quality report format"): `description`, `check_name`, `fingerprint`, `severity` and
/// `location.path` (relative to the report's path base, the repository's root, as GitLab reads it)
/// with `location.lines.begin`, plus the Code Climate spec's `type` and `engine_name`.
/// The fingerprint is the finding's identity (``FindingIdentity``), so a finding that moves to another
/// line is still the same issue; a second finding with the same identity hashes its occurrence
/// number as well, because GitLab counts issues with one fingerprint once.
public struct CodeClimateReporter: Reporter {
    public static let identifier = "codeclimate"
    public static let summary = "GitLab code quality report (Code Climate JSON array)"

    /// `engine_name` in every issue.
    public static let engineName = "a11y-check"

    public init() {}

    public func render(_ report: LintReport) -> String {
        let paths = CIPaths(report)
        var occurrences: [FindingIdentity: Int] = [:]
        let issues = report.findings.map { finding in
            let identity = paths.identity(finding)
            let occurrence = occurrences[identity, default: 0]
            occurrences[identity] = occurrence + 1
            let fingerprint = identity.fingerprint(occurrence: occurrence)
            return JSONValue.object([
                "type": "issue",
                "engine_name": .string(Self.engineName),
                "check_name": .string(finding.ruleID),
                "description": .string(finding.message),
                "fingerprint": .string(fingerprint),
                "severity": .string(finding.severity.codeClimateSeverity),
                "location": [
                    "path": .string(identity.file),
                    "lines": ["begin": .int(max(1, finding.location.line))],
                ],
            ])
        }
        return JSONValue.array(issues).document
    }
}
