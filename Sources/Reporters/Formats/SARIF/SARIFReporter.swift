import A11yCore

/// SARIF 2.1.0 for GitHub code scanning (`github/codeql-action/upload-sarif`) and other SARIF viewers.
///
/// One run whose driver lists the rules that ran; columns are declared in Unicode code points,
/// the unit findings count in. Each result carries GitHub's `primaryLocationLineHash` (when the
/// file can be read) and `a11yCheckIdentity/v1`, a hash of rule, file, scope and subject that
/// survives edits that move the finding.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let summary = "SARIF 2.1.0 log for GitHub code scanning"

    /// The schema the log declares.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of a11y-check's own fingerprint in `partialFingerprints`.
    public static let identityFingerprintKey = "a11yCheckIdentity/v1"

    /// The tool's home page, printed as `tool.driver.informationUri`.
    public let informationURI: String

    /// A reporter that names the given home page.
    public init(informationURI: String) {
        self.informationURI = informationURI
    }

    /// A reporter that names a11y-check's default home page.
    public init() {
        self.init(informationURI: "https://a11y-check.invalid/")
    }

    public func render(_ report: LintReport) -> String {
        let rules = SARIFRuleDescriptors(rules: report.rules, findings: report.findings)
        let fingerprints = SARIFFingerprints(report: report)
        let results = report.findings.map { finding in
            result(for: finding, ruleIndex: rules.indices[finding.ruleID]!, fingerprints: fingerprints)
        }
        let driver: JSONValue = .object([
            "name": .string("a11y-check"),
            "semanticVersion": .string(report.toolVersion),
            "informationUri": .string(informationURI),
            "rules": .array(rules.descriptors),
        ])
        let run: JSONValue = .object([
            "tool": .object(["driver": driver]),
            "columnKind": .string("unicodeCodePoints"),
            "results": .array(results),
        ])
        return JSONValue.object([
            "$schema": .string(Self.schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([run]),
        ]).document
    }

    private func result(for finding: Finding, ruleIndex: Int, fingerprints: SARIFFingerprints) -> JSONValue {
        let text = finding.hint.map { "\(finding.message)\n\($0)" } ?? finding.message
        let region: JSONValue = .object([
            "startLine": .int(max(1, finding.location.line)),
            "startColumn": .int(max(1, finding.location.column)),
        ])
        let location: JSONValue = .object(["physicalLocation": .object([
            "artifactLocation": .object(["uri": .string(URIEncoding.path(fingerprints.relativePath(finding)))]),
            "region": region,
        ])])
        var members: [String: JSONValue] = [
            "ruleId": .string(finding.ruleID),
            "ruleIndex": .int(ruleIndex),
            "level": .string(finding.severity.sarifLevel),
            "message": .object(["text": .string(text)]),
            "locations": .array([location]),
            "partialFingerprints": .object(fingerprints.partialFingerprints(for: finding)),
        ]
        var properties: [String: JSONValue] = [:]
        if !finding.environments.isEmpty { properties["environments"] = .array(finding.environments.map(JSONValue.string)) }
        if !finding.scope.isEmpty { properties["scope"] = .string(finding.scope) }
        if !finding.subject.isEmpty { properties["subject"] = .string(finding.subject) }
        if !properties.isEmpty { members["properties"] = .object(properties) }
        return .object(members)
    }
}
