import A11yCore

/// What SARIF results say about each finding's file: its path relative to the path base, the end
/// of its region, and its `partialFingerprints`, with each file read once.
struct SARIFFingerprints {
    private let paths: CIPaths
    private let lineHashes: [String: [Int: String]]
    private let lineLengths: [String: [Int]]
    /// How many earlier results had each `primaryLocationLineHash`, filled in report order.
    private let lineHashValues: [Int: String]

    init(report: LintReport) {
        paths = CIPaths(report)
        var hashes: [String: [Int: String]] = [:]
        var lengths: [String: [Int]] = [:]
        for file in Set(report.findings.map(\.location.file)) {
            if let text = report.sourceText(file) {
                hashes[file] = LineHash.hashes(of: text)
                lengths[file] = LineLengths.of(text)
            }
        }
        lineHashes = hashes
        lineLengths = lengths
        var values: [Int: String] = [:]
        var seen: [String: Int] = [:]
        for (index, finding) in report.findings.enumerated() {
            guard let hash = hashes[finding.location.file]?[max(1, finding.location.line)] else { continue }
            let value = "\(hash):\(paths.identity(finding).fingerprint)"
            let occurrence = seen[value, default: 0]
            seen[value] = occurrence + 1
            values[index] = occurrence == 0 ? value : "\(value):\(occurrence)"
        }
        lineHashValues = values
    }

    /// The finding's file relative to the path base, as results name it.
    func relativePath(_ finding: Finding) -> String {
        paths.relative(finding.location.file)
    }

    /// The finding's file as an absolute path.
    func absolutePath(_ finding: Finding) -> String {
        paths.absolute(finding.location.file)
    }

    /// The region: the finding's position to the end of its line (`endColumn` one past the line's
    /// last code point, as SARIF counts it); one character when the file cannot be read.
    func region(_ finding: Finding) -> JSONValue {
        let line = max(1, finding.location.line)
        let column = max(1, finding.location.column)
        let lineLength = lineLengths[finding.location.file].flatMap { line <= $0.count ? $0[line - 1] : nil }
        return .object([
            "startLine": .int(line),
            "startColumn": .int(column),
            "endLine": .int(line),
            "endColumn": .int(max(column + 1, (lineLength ?? 0) + 1)),
        ])
    }

    /// The result's fingerprints: a11y-check's identity (``FindingIdentity/fingerprint``, relative
    /// to the path base) and, when the file was readable and has the line, `primaryLocationLineHash`:
    /// GitHub's hash of the line, `:`, the identity, and `:N` for the N-th further result with both
    /// the same, so that no two results share one (code scanning would merge them into one alert).
    func partialFingerprints(for finding: Finding, at index: Int) -> [String: JSONValue] {
        var fingerprints: [String: JSONValue] = [SARIFReporter.identityFingerprintKey: .string(paths.identity(finding).fingerprint)]
        if let value = lineHashValues[index] {
            fingerprints["primaryLocationLineHash"] = .string(value)
        }
        return fingerprints
    }
}
