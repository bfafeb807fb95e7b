/// A plain-text table with aligned columns and dashed rules under the header and above a footer.
struct TextTable {
    /// How a column's cells line up.
    enum Alignment { case left, right }

    let headers: [String]
    let alignments: [Alignment]

    /// The table: header, rule, rows, then `footer` (a total row), below a second rule when there are rows.
    func render(rows: [[String]], footer: [String]?) -> String {
        let all = [headers] + rows + (footer.map { [$0] } ?? [])
        let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        let rule = widths.map { String(repeating: "-", count: $0) }
        var lines = [headers, rule] + rows
        if let footer { lines += rows.isEmpty ? [footer] : [rule, footer] }
        return lines.map { line(for: $0, widths: widths) }.joined()
    }

    private func line(for cells: [String], widths: [Int]) -> String {
        let padded = cells.indices.map { column in
            let padding = String(repeating: " ", count: widths[column] - cells[column].count)
            return alignments[column] == .left ? cells[column] + padding : padding + cells[column]
        }
        let text = padded.joined(separator: "  ")
        return String(text.reversed().drop { $0 == " " }.reversed()) + "\n"
    }
}
