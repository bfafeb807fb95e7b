import A11yCore

/// The `partialFingerprints` of SARIF results, with each file's line hashes computed once.
struct SARIFFingerprints {
    private let paths: RelativePaths
    private let lineHashes: [String: [Int: String]]

    init(report: LintReport) {
        paths = RelativePaths(base: report.workingDirectory)
        var hashes: [String: [Int: String]] = [:]
        for file in Set(report.findings.map(\.location.file)) {
            if let text = report.sourceText(file) {
                hashes[file] = LineHash.hashes(of: text)
            }
        }
        lineHashes = hashes
    }

    /// The finding's file relative to the working directory, as results name it.
    func relativePath(_ finding: Finding) -> String {
        paths.relative(finding.location.file)
    }

    /// The finding's file as an absolute path.
    func absolutePath(_ finding: Finding) -> String {
        paths.absolute(finding.location.file)
    }

    /// `primaryLocationLineHash` when the file was readable and has the line (otherwise
    /// `upload-sarif` computes it), and a11y-check's semantic identity.
    func partialFingerprints(for finding: Finding) -> [String: JSONValue] {
        let identity = FindingIdentity(finding, paths: paths)
        var fingerprints: [String: JSONValue] = [SARIFReporter.identityFingerprintKey: .string(identity.fingerprint)]
        if let hash = lineHashes[finding.location.file]?[max(1, finding.location.line)] {
            fingerprints["primaryLocationLineHash"] = .string(hash)
        }
        return fingerprints
    }
}
