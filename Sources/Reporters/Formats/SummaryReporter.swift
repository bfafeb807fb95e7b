import A11yCore

/// A text table of how often each rule fired: rule, severity, findings, files, and a total row,
/// then how many files were linted.
public struct SummaryReporter: Reporter {
    public static let identifier = "summary"
    public static let summary = "Text table of findings per rule, with totals"

    public init() {}

    /// Rows are sorted by rule id, then severity from error down; `Files` counts distinct files.
    public func render(_ report: LintReport) -> String {
        let paths = RelativePaths(base: report.workingDirectory)
        let groups = Dictionary(grouping: report.findings) { RowKey(rule: $0.ruleID, severity: $0.severity) }
        let rows = groups.keys
            .sorted { ($0.rule, $1.severity) < ($1.rule, $0.severity) }
            .map { key -> [String] in
                let findings = groups[key]!
                return [key.rule, key.severity.rawValue, String(findings.count), String(fileCount(findings, paths))]
            }
        let table = TextTable(headers: ["Rule", "Severity", "Findings", "Files"], alignments: [.left, .left, .right, .right])
        let filesWithFindings = fileCount(report.findings, paths)
        let total = ["Total", "", String(report.findings.count), String(filesWithFindings)]
        let linted = counted(FileGroups.count(report), "file")
        return table.render(rows: rows, footer: total) + "\n\(linted) linted, \(filesWithFindings) with findings.\n"
    }

    /// The number of distinct files `findings` are in, each path made relative once.
    private func fileCount(_ findings: [Finding], _ paths: RelativePaths) -> Int {
        Set(Set(findings.map(\.location.file)).map(paths.relative)).count
    }

    private struct RowKey: Hashable {
        let rule: String
        let severity: Severity
    }
}
