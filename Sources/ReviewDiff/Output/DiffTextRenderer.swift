import A11yCore

/// `--format text`: a summary line, then each scene's changes, one per line:
/// `  voiceover moved saveButton: position 2 -> position 4 [iphone-16-portrait]`. Control and bidi
/// formatting characters from either side's specs are written as `\u{…}` (``TerminalText``).
enum DiffTextRenderer {
    static func render(_ report: DiffReport) -> String {
        TerminalText.visibleLines(lines(report))
    }

    private static func lines(_ report: DiffReport) -> String {
        var lines = ["a11y-check diff \(report.base) -> \(report.head): \(DiffSections.phrase(report.summary))"]
        if let note = DiffSections.skippedNote(report.summary) { lines.append("note: \(note)") }
        for section in DiffSections(report).sections {
            lines.append("")
            lines.append("\(section.scene):")
            for change in section.changes {
                var line = "  \(change.kind.rawValue) \(change.change)"
                if change.subject != change.change { line += " \(change.subject)" }
                if let finding = change.finding {
                    line += " [\(finding.rule), \(finding.severity.rawValue)] at \(finding.file):\(finding.line):\(finding.column)"
                }
                switch (change.before, change.after) {
                case let (before?, after?): line += ": \(before) -> \(after)"
                case let (before?, nil): line += ": \(before)"
                case let (nil, after?): line += ": \(after)"
                case (nil, nil): break
                }
                if !change.environments.isEmpty { line += " (\(change.environments.joined(separator: ", ")))" }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
