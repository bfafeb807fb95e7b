import A11yCore
import Foundation

/// Comma-separated values for spreadsheets and scripts, with SwiftLint's `csv` columns:
/// `file,line,character,severity,type,reason,rule_id` (`type` is the rule's summary, `reason` the
/// finding's message, `file` relative to the working directory).
///
/// Quoting follows RFC 4180 (https://www.rfc-editor.org/rfc/rfc4180): a field holding a comma, a
/// double quote, a carriage return or a line feed is enclosed in double quotes, a double quote inside
/// it is doubled, and every record, the header included, ends with CRLF.
///
/// A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return would be read as a
/// formula by a spreadsheet (`=HYPERLINK(...)` in a label); it starts with a `'` instead, as
/// OWASP's CSV Injection guidance recommends (https://owasp.org/www-community/attacks/CSV_Injection).
public struct CSVReporter: Reporter {
    public static let identifier = "csv"
    public static let summary = "CSV, one row per finding (SwiftLint's columns, RFC 4180 quoting)"

    /// The header record.
    public static let columns = ["file", "line", "character", "severity", "type", "reason", "rule_id"]

    public init() {}

    public func render(_ report: LintReport) -> String {
        let paths = RelativePaths(base: report.workingDirectory)
        let summaries = Dictionary(report.rules.map { ($0.id, $0.summary) }, uniquingKeysWith: { first, _ in first })
        let rows = report.findings.map { finding in
            [
                paths.relative(finding.location.file),
                String(finding.location.line),
                String(finding.location.column),
                finding.severity.rawValue,
                summaries[finding.ruleID] ?? "",
                finding.message,
                finding.ruleID,
            ]
        }
        return ([Self.columns] + rows).map(Self.record).joined()
    }

    /// One record: its fields quoted where RFC 4180 requires, joined by commas, ended by CRLF.
    static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// The field as written: a formula's first character neutralised with `'`, then enclosed in
    /// double quotes, inner quotes doubled, when it holds `,`, `"`, CR or LF.
    static func field(_ value: String) -> String {
        let text = value.unicodeScalars.first.map(formulaStarts.contains) == true ? "'" + value : value
        let needsQuotes = text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The first characters that make a spreadsheet read a cell as a formula.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]
}
