import A11yCore

/// The clang/Xcode diagnostic lines both `xcode` and `relative-path` print.
enum DiagnosticLines {
    /// `path:line:col: error: message [rule-id]`, then `path:line:col: note: hint` when there is a hint.
    /// Line breaks inside the message or hint become spaces so that each diagnostic stays on its line.
    static func render(_ findings: [Finding], path: (String) -> String) -> String {
        findings.map { finding in
            let position = "\(path(finding.location.file)):\(finding.location.line):\(finding.location.column)"
            var text = "\(position): \(finding.severity.diagnosticLabel): \(singleLine(finding.message)) [\(finding.ruleID)]\n"
            if let hint = finding.hint {
                text += "\(position): note: \(singleLine(hint))\n"
            }
            return text
        }.joined()
    }

    /// The text with every CR, LF or CRLF replaced by one space.
    static func singleLine(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }
}
