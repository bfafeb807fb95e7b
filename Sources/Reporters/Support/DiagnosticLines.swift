import A11yCore

/// The clang/Xcode diagnostic lines both `xcode` and `relative-path` print.
enum DiagnosticLines {
    /// `path:line:col: error: message [rule-id]`, then `path:line:col: note: hint` when there is a hint.
    /// Line breaks inside the message or hint become spaces so that each diagnostic stays on its
    /// line; every other control character, and any in the path (a file name may hold a line
    /// break), and every bidi override (U+202E), is shown as `\u{1B}`, so that no byte of a spec can split a line or drive a terminal.
    static func render(_ findings: [Finding], path: (String) -> String) -> String {
        findings.map { finding in
            let position = "\(visible(path(finding.location.file))):\(finding.location.line):\(finding.location.column)"
            var text = "\(position): \(finding.severity.diagnosticLabel): \(visible(singleLine(finding.message))) [\(visible(finding.ruleID))]\n"
            if let hint = finding.hint {
                text += "\(position): note: \(visible(singleLine(hint)))\n"
            }
            return text
        }.joined()
    }

    /// The text with every CR, LF or CRLF replaced by one space.
    static func singleLine(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The text with each control character (C0, DEL and C1) and bidirectional formatting
    /// character written as `\u{1B}` or `\u{202E}` (``TerminalText``).
    static func visible(_ text: String) -> String {
        TerminalText.visible(text)
    }
}
