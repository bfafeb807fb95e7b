/// Checkstyle 4.3 XML for tools that read it (Jenkins Warnings, reviewdog, Danger): one `<file>`
/// per linted file, sorted, with an `<error>` per finding; files without findings are listed empty.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    public static let summary = "Checkstyle 4.3 XML grouped by file"

    public init() {}

    /// File names are absolute, as checkstyle prints them; `source` is `a11y-check.rules.<rule-id>`.
    public func render(_ report: LintReport) -> String {
        let files = FileGroups(report).groups.sorted { $0.absolutePath < $1.absolutePath }.map { group in
            let name = XMLEscaping.attribute(group.absolutePath)
            guard !group.findings.isEmpty else { return "  <file name=\"\(name)\"/>\n" }
            let errors = group.findings.map { finding in
                let attributes = [
                    "line=\"\(finding.location.line)\"",
                    "column=\"\(finding.location.column)\"",
                    "severity=\"\(finding.severity.rawValue)\"",
                    "message=\"\(XMLEscaping.attribute(finding.message))\"",
                    "source=\"a11y-check.rules.\(XMLEscaping.attribute(finding.ruleID))\"",
                ]
                return "    <error \(attributes.joined(separator: " "))/>\n"
            }
            return "  <file name=\"\(name)\">\n\(errors.joined())  </file>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n\(files.joined())</checkstyle>\n"
    }
}
