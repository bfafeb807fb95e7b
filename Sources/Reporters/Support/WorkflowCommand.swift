import A11yCore

/// One GitHub Actions workflow command for a finding:
/// `::error file=path,line=12,col=5,title=rule-id::message`, escaped as `@actions/core` escapes it.
public enum WorkflowCommand {
    /// The command line, ending in a line feed. `file` is printed as given.
    public static func line(severity: Severity, file: String, line: Int, column: Int, title: String, message: String) -> String {
        let properties = [
            "file=" + WorkflowCommandEscaping.property(file),
            "line=\(line)",
            "col=\(column)",
            "title=" + WorkflowCommandEscaping.property(title),
        ].joined(separator: ",")
        return "::\(severity.workflowCommand) \(properties)::\(WorkflowCommandEscaping.data(message))\n"
    }
}
