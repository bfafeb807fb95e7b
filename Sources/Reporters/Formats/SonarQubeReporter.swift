import A11yCore

/// SonarQube's generic issue import format, read through the analysis parameter
/// `sonar.externalIssuesReportPaths`: `{"rules": [...], "issues": [...]}`.
///
/// The shape is the one SonarQube Server 10.3 introduced and still documents (2025.1, 2026.4:
/// https://docs.sonarsource.com/sonarqube-server/analyzing-source-code/importing-external-issues/generic-issue-import-format);
/// the older rule-less shape SwiftLint writes is deprecated since 10.3. Every rule an issue names
/// is listed once in `rules` (`id`, `name`, `description`, `engineId`, `cleanCodeAttribute`,
/// `impacts`), and each issue points at it by `ruleId` with a `primaryLocation` of `message`,
/// `filePath` (relative to the report's path base, the repository's root, which is SonarQube's
/// `sonar.projectBaseDir` when the scan runs there) and `textRange` (`startLine` 1-based, `startColumn` 0-based).
///
/// An accessibility or orientation problem is something users meet at run time, so every rule
/// impacts `RELIABILITY`; its clean code attribute is `COMPLETE`. Impact severity follows the
/// finding's: error `HIGH`, warning `MEDIUM`, info `LOW`.
public struct SonarQubeReporter: Reporter {
    public static let identifier = "sonarqube"
    public static let summary = "SonarQube generic issue import JSON (sonar.externalIssuesReportPaths)"

    /// `engineId` of every rule.
    public static let engineID = "a11y-check"

    public init() {}

    public func render(_ report: LintReport) -> String {
        let paths = CIPaths(report)
        let descriptions = Dictionary(report.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let severities = Dictionary(report.findings.map { ($0.ruleID, $0.severity) }, uniquingKeysWith: max)
        let rules = severities.keys.sorted().map { id in
            rule(id: id, description: descriptions[id], severity: severities[id]!)
        }
        let issues = report.findings.map { finding in
            JSONValue.object([
                "ruleId": .string(finding.ruleID),
                "primaryLocation": [
                    "message": .string(finding.message),
                    "filePath": .string(paths.relative(finding.location.file)),
                    "textRange": [
                        "startLine": .int(max(1, finding.location.line)),
                        "startColumn": .int(max(0, finding.location.column - 1)),
                    ],
                ],
            ])
        }
        return JSONValue.object(["rules": .array(rules), "issues": .array(issues)]).document
    }

    /// The rule object: named by its summary and described by its rationale and documentation
    /// link when the run knows the rule, by its id otherwise; its impact is its worst finding's.
    private func rule(id: String, description: RuleDescription?, severity: Severity) -> JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(id),
            "name": .string(description.map(\.summary).flatMap { $0.isEmpty ? nil : $0 } ?? id),
            "engineId": .string(Self.engineID),
            "cleanCodeAttribute": "COMPLETE",
            "impacts": [["softwareQuality": "RELIABILITY", "severity": .string(severity.sonarQubeImpactSeverity)]],
        ]
        if let description {
            let text = [description.rationale, description.documentation].filter { !$0.isEmpty }.joined(separator: " ")
            if !text.isEmpty { object["description"] = .string(text) }
        }
        return .object(object)
    }
}
