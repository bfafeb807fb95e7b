import Reporters

/// `--format markdown`, for a pull-request comment: a hidden marker a workflow finds the comment
/// by, a summary table, then a collapsible `<details>` section per scene with a before -> after
/// table. GitHub refuses comments over 65,536 characters, so sections that would pass
/// ``limit`` are left out and a note says how many.
struct DiffMarkdownRenderer {
    /// The first line, which a workflow searches for to update its comment instead of adding one.
    static let marker = "<!-- a11y-check-diff -->"

    /// The longest text rendered, in characters.
    var limit = 65_000

    func render(_ report: DiffReport) -> String {
        var head = "\(Self.marker)\n### a11y-check: \(DiffSections.phrase(report.summary))\n\n"
        head += "Base `\(Self.code(report.base))` → head `\(Self.code(report.head))`, "
            + "\(DiffSections.counted(report.environments.count, "environment")).\n\n"
        head += summaryTable(report.summary)
        if let note = DiffSections.skippedNote(report.summary) { head += "\n\(note.prefix(1).uppercased() + note.dropFirst()).\n" }
        let sections = DiffSections(report).sections
        var body = ""
        var shown = 0
        for section in sections {
            let text = self.section(section, environments: report.environments.count)
            let left = sections.count - shown - 1
            let reserve = left > 0 ? 200 : 0
            if head.count + body.count + text.count + reserve > limit { break }
            body += text
            shown += 1
        }
        if shown < sections.count {
            let hidden = sections.count - shown
            body += "\n> \(DiffSections.counted(hidden, "more scene")) not shown: the comment is limited to \(limit) characters. "
                + "Run `a11y-check diff --format text` for every change.\n"
        }
        return head + body
    }

    private func summaryTable(_ summary: DiffReport.Summary) -> String {
        let rows: [(String, Int)] = [
            ("VoiceOver", summary.voiceover), ("Orientation", summary.orientation), ("Lifecycle", summary.lifecycle),
            ("New findings", summary.newFindings), ("New errors", summary.newErrors), ("Fixed findings", summary.fixedFindings),
            ("Changed findings", summary.changedFindings), ("Unchanged findings", summary.unchangedFindings),
        ]
        return "| | Changes |\n| --- | ---: |\n" + rows.map { "| \($0.0) | \($0.1) |\n" }.joined()
    }

    private func section(_ section: DiffSections.Section, environments: Int) -> String {
        var text = "\n<details><summary><b>\(Self.html(section.scene))</b>: "
            + "\(DiffSections.counted(section.changes.count, "change"))</summary>\n\n"
        text += "| Kind | Change | Subject | Before | After | Environments |\n| --- | --- | --- | --- | --- | --- |\n"
        for change in section.changes {
            var subject = MarkdownEscaping.cell(change.subject)
            if let finding = change.finding {
                subject += " (\(MarkdownEscaping.cell(finding.rule)), \(finding.severity.rawValue), "
                    + "\(MarkdownEscaping.cell(finding.file)):\(finding.line))"
            }
            let cells = [
                change.kind.rawValue, change.change, subject,
                change.before.map(MarkdownEscaping.cell) ?? "", change.after.map(MarkdownEscaping.cell) ?? "",
                MarkdownEscaping.cell(DiffSections.environments(change.environments, of: environments)),
            ]
            text += "| \(cells.joined(separator: " | ")) |\n"
        }
        return text + "\n</details>\n"
    }

    /// Text for inside an HTML element.
    private static func html(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Text for inside a code span: no backtick or line break can end it early.
    private static func code(_ value: String) -> String {
        String(value.map { $0 == "`" || $0.isNewline ? "'" : $0 })
    }
}
