import A11yCore

/// SARIF 2.1.0 for GitHub code scanning (`github/codeql-action/upload-sarif`) and other SARIF viewers.
///
/// One run whose driver lists the rules that ran, each with `helpUri` at its section of
/// `docs/rules.md` at the release tag (``ProjectLinks/rule(_:)``). Result files are relative to
/// `%SRCROOT%`, which `originalUriBaseIds` sets to the report's path base (the repository's root,
/// where code scanning resolves a relative URI, whatever folder a11y-check ran in); files outside it
/// keep an absolute `file:` URI. Columns are declared in Unicode code points, the unit findings
/// count in; a region runs from the finding to the end of its line. Each result carries
/// `primaryLocationLineHash` (when the file can be read; distinct for every result, see
/// ``SARIFFingerprints``) and `a11yCheckIdentity/v2`, a hash of rule, file, scope and subject that
/// survives edits that move the finding.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let summary = "SARIF 2.1.0 log for GitHub code scanning"

    /// The schema the log declares.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of a11y-check's own fingerprint in `partialFingerprints`.
    public static let identityFingerprintKey = "a11yCheckIdentity/v2"

    /// The id of the base every relative result path is resolved against.
    public static let sourceRootID = "%SRCROOT%"

    /// The tool's home page, printed as `tool.driver.informationUri` when known.
    public let informationURI: String?

    /// A reporter that names the given home page (none: the log leaves `informationUri` out).
    public init(informationURI: String?) {
        self.informationURI = informationURI
    }

    /// A reporter without a home page: the project publishes no address yet, and SARIF's
    /// `informationUri` is optional, so the log says nothing rather than something made up.
    public init() {
        self.init(informationURI: nil)
    }

    public func render(_ report: LintReport) -> String {
        let rules = SARIFRuleDescriptors(rules: report.rules, findings: report.findings)
        let fingerprints = SARIFFingerprints(report: report)
        let results = report.findings.enumerated().map { index, finding in
            result(for: finding, at: index, ruleIndex: rules.indices[finding.ruleID]!, fingerprints: fingerprints)
        }
        var driver: [String: JSONValue] = [
            "name": .string("a11y-check"),
            "semanticVersion": .string(report.toolVersion),
            "rules": .array(rules.descriptors),
        ]
        if let informationURI { driver["informationUri"] = .string(informationURI) }
        let run: JSONValue = .object([
            "tool": .object(["driver": .object(driver)]),
            "originalUriBaseIds": .object([Self.sourceRootID: .object([
                "uri": .string(Self.directoryURI(report.pathBase)),
                "description": .object(["text": .string("The repository's root; result paths are relative to it.")]),
            ])]),
            "columnKind": .string("unicodeCodePoints"),
            "results": .array(results),
        ])
        return JSONValue.object([
            "$schema": .string(Self.schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([run]),
        ]).document
    }

    /// A path below the path base, relative to `%SRCROOT%`; any other as a `file:` URI.
    private func artifactLocation(_ relative: String, absolute: String) -> JSONValue {
        if CIPaths.isOutside(relative) {
            return .object(["uri": .string("file://" + URIEncoding.path(absolute))])
        }
        return .object(["uri": .string(URIEncoding.path(relative)), "uriBaseId": .string(Self.sourceRootID)])
    }

    /// The `file:` URI of a directory, ending with `/` as SARIF requires of a base.
    static func directoryURI(_ directory: String) -> String {
        let path = URIEncoding.path(directory.hasSuffix("/") ? directory : directory + "/")
        return "file://" + (path.hasPrefix("/") ? path : "/" + path)
    }

    private func result(for finding: Finding, at index: Int, ruleIndex: Int, fingerprints: SARIFFingerprints) -> JSONValue {
        let text = finding.hint.map { "\(finding.message)\n\($0)" } ?? finding.message
        let region = fingerprints.region(finding)
        let location: JSONValue = .object(["physicalLocation": .object([
            "artifactLocation": artifactLocation(fingerprints.relativePath(finding), absolute: fingerprints.absolutePath(finding)),
            "region": region,
        ])])
        var members: [String: JSONValue] = [
            "ruleId": .string(finding.ruleID),
            "ruleIndex": .int(ruleIndex),
            "level": .string(finding.severity.sarifLevel),
            "message": .object(["text": .string(text)]),
            "locations": .array([location]),
            "partialFingerprints": .object(fingerprints.partialFingerprints(for: finding, at: index)),
        ]
        var properties: [String: JSONValue] = [:]
        if !finding.environments.isEmpty { properties["environments"] = .array(finding.environments.map(JSONValue.string)) }
        if !finding.scope.isEmpty { properties["scope"] = .string(finding.scope) }
        if !finding.subject.isEmpty { properties["subject"] = .string(finding.subject) }
        if !properties.isEmpty { members["properties"] = .object(properties) }
        return .object(members)
    }
}
