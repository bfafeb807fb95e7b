import Reporters

/// `--format github`: one workflow command per new finding, at its head-side file and line, so
/// the pull request shows it on the line that adds it. Everything else is in the other formats.
enum DiffGitHubRenderer {
    static func render(_ report: DiffReport) -> String {
        report.changes.compactMap { change -> String? in
            guard change.kind == .finding, change.change == "new", let finding = change.finding else { return nil }
            return WorkflowCommand.line(severity: finding.severity, file: finding.file, line: finding.line,
                                        column: finding.column, title: finding.rule, message: change.after ?? "")
        }.joined()
    }
}
