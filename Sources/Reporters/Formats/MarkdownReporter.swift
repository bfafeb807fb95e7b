import A11yCore

/// A Markdown report for a pull-request comment or a job summary: a heading with the counts and a
/// table `File | Line | Severity | Rule | Message`, or a line saying there is nothing to fix.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"
    public static let summary = "Markdown table for a pull request comment or job summary"

    public init() {}

    public func render(_ report: LintReport) -> String {
        let counts = FindingCounts(report.findings)
        let linted = counted(FileGroups(report).groups.count, "file")
        guard counts.total > 0 else {
            return "### a11y-check: no findings\n\nNo findings in \(linted).\n"
        }
        let paths = RelativePaths(base: report.workingDirectory)
        let rows = report.findings.map { finding in
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
        return """
        ### a11y-check: \(counted(counts.total, "finding")) (\(counts.phrase)) in \(linted)

        | File | Line | Severity | Rule | Message |
        | --- | ---: | --- | --- | --- |
        \(rows.joined())
        """
    }
}
