import A11yCore

/// A Markdown report for a pull-request comment or a job summary: a heading with the counts and a
/// table `File | Line | Severity | Rule | Message`, or a line saying there is nothing to fix.
///
/// Files are relative to the report's path base (the repository's root). The text stays within
/// ``limit`` UTF-8 bytes, under GitHub's 65,536-character limit on a comment: rows that do not fit
/// are left out, and a last line says how many more findings there are and which reporter lists them all.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"
    public static let summary = "Markdown table for a pull request comment or job summary"

    /// The most UTF-8 bytes the report takes, its last line included.
    public var limit = 65_000

    public init() {}

    public func render(_ report: LintReport) -> String {
        let counts = FindingCounts(report.findings)
        let linted = counted(FileGroups.count(report), "file")
        guard counts.total > 0 else {
            return "### a11y-check: no findings\n\nNo findings in \(linted).\n"
        }
        let paths = CIPaths(report)
        var text = """
        ### a11y-check: \(counted(counts.total, "finding")) (\(counts.phrase)) in \(linted)

        | File | Line | Severity | Rule | Message |
        | --- | ---: | --- | --- | --- |

        """
        var size = text.utf8.count
        for (index, finding) in report.findings.enumerated() {
            let row = self.row(finding, paths)
            let more = report.findings.count - index
            if size + row.utf8.count + moreLine(more - 1).utf8.count > limit {
                return text + moreLine(more)
            }
            text += row
            size += row.utf8.count
        }
        return text
    }

    private func row(_ finding: Finding, _ paths: CIPaths) -> String {
        var message = MarkdownEscaping.cell(finding.message)
        if let hint = finding.hint { message += "<br>*Hint:* " + MarkdownEscaping.cell(hint) }
        let cells = [
            MarkdownEscaping.cell(paths.relative(finding.location.file)),
            String(finding.location.line),
            finding.severity.diagnosticLabel,
            MarkdownEscaping.cell(finding.ruleID),
            message,
        ]
        return "| \(cells.joined(separator: " | ")) |\n"
    }

    /// The line after a cut table: `… and 12 more findings not shown: …`. Empty for none.
    func moreLine(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return "\n… and \(counted(count, "more finding")) not shown: this report is limited to \(limit) bytes; "
            + "the sarif, json and junit reporters list every finding.\n"
    }
}
