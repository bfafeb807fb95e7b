import A11yCore
import AnalysisResult
import Hierarchy

extension DrawingWalk {
    /// What a view is in the table holding it: a section title (the label the sources make of a
    /// section's header or footer title) or a row of its cells, in a table of `style`.
    struct TableRow {
        /// A section title's part, nil for a cell or another view.
        enum Title { case header, footer }
        let style: TableStyle
        let title: Title?
        /// The window frame of the section's cells, which a title is as wide as.
        var cells: Rect?
    }

    /// Adds a table's rows: for each section, the area its cells cover (a `tableSection`, drawn
    /// before them: the group of a grouped or inset grouped table), then its header title, cells
    /// and footer title. The sources write a section as its header title (a label with the header
    /// trait), its cells, its footer title (a label): a label among a table's rows is a title, a
    /// header starts a section and a footer ends one.
    mutating func visitRows(of table: Element, screen: String, at inner: Origin) {
        let style = table.tableStyle?.value ?? .plain
        for section in Self.sections(of: table.children) {
            let cells = section.compactMap { row -> Rect? in
                guard Self.title(of: row) == nil, let frame = row.frame?.value else { return nil }
                return Rect(x: inner.x + frame.x, y: inner.y + frame.y, width: frame.width, height: frame.height)
            }
            let area = cells.first.map { first in
                cells.dropFirst().reduce(first) { area, frame in
                    let left = min(area.x, frame.x)
                    let top = min(area.y, frame.y)
                    return Rect(x: left, y: top, width: max(area.x + area.width, frame.x + frame.width) - left,
                                height: max(area.y + area.height, frame.y + frame.height) - top)
                }
            }
            if let area {
                views.append(SceneDrawing.View(id: nil, screen: screen, kind: "tableSection", frame: area, isDrawn: inner.drawn,
                                               tableStyle: style.rawValue))
            }
            for row in section {
                visit(row, screen: screen, at: inner, row: TableRow(style: style, title: Self.title(of: row), cells: area))
            }
        }
    }

    /// A section title's part: a label among a table's rows, a header when it has the header trait.
    static func title(of row: Element) -> TableRow.Title? {
        guard row.kind == .label else { return nil }
        return row.addedTraits.contains { $0.value == .header } ? .header : .footer
    }

    /// The rows split into sections: a header starts one, a footer ends one.
    static func sections(of rows: [Element]) -> [[Element]] {
        var sections: [[Element]] = []
        var current: [Element] = []
        for row in rows {
            let part = title(of: row)
            if part == .header, !current.isEmpty {
                sections.append(current)
                current = []
            }
            current.append(row)
            if part == .footer {
                sections.append(current)
                current = []
            }
        }
        if !current.isEmpty { sections.append(current) }
        return sections
    }

    /// Adds a section title as a `UITableViewHeaderFooterView` shows a title, as wide as its
    /// section's cells (an inset grouped table's titles line up with its cards): a plain table's
    /// header in the headline text style (17 points, semibold), a grouped table's header and every
    /// footer in the footnote style (13 points); the report draws the band and the colour.
    mutating func addTitle(_ element: Element, screen: String, frame: Rect, drawn: Bool, row: TableRow) {
        let headline = row.title == .header && row.style == .plain
        let frame = row.cells.map { Rect(x: $0.x, y: frame.y, width: $0.width, height: frame.height) } ?? frame
        views.append(SceneDrawing.View(
            id: element.id?.value, screen: screen, kind: row.title == .header ? "sectionHeader" : "sectionFooter", frame: frame,
            text: element.text?.value, setInCode: element.textFromCode?.value == true, fontSize: headline ? 17 : 13,
            fontWeight: headline ? "semibold" : "regular", isDrawn: drawn, tableStyle: row.style.rawValue))
    }
}
