import A11yCore
import AnalysisResult

/// A table's sections as UIKit draws each `UITableView.Style`: plain, headers as gray bands
/// across the table; grouped, each section's cells one full-width group on the grouped
/// background; inset grouped, each section a card with rounded corners inset from the table's
/// edges. Grouped headers and all footers are secondary text above and below their section.
extension WireframeContent {
    /// The corner radius the report gives an inset grouped section's card.
    static let cardRadius = 10.0
    /// The gap between a grouped title's text and its section.
    static let titleGap = 6.0

    /// A grouped or inset grouped table's background (`systemGroupedBackground`), unless the
    /// spec gives the table its own.
    func tableBackground(_ svg: inout MarkupWriter, _ view: SceneDrawing.View, _ frame: Rect) {
        guard view.backgroundColor == nil, view.tableStyle == "grouped" || view.tableStyle == "insetGrouped" else { return }
        svg.rect(frame, class: "grouped-bg")
    }

    /// The area of a section's cells (`secondarySystemGroupedBackground`): a full-width group in a
    /// grouped table, a rounded card in an inset grouped one; nothing in a plain table.
    func section(_ svg: inout MarkupWriter, _ view: SceneDrawing.View, _ frame: Rect) {
        switch view.tableStyle {
        case "grouped": svg.rect(frame, class: "group")
        case "insetGrouped": svg.rect(frame, class: "group", radius: Self.cardRadius)
        default: break
        }
    }

    /// A section header or footer: a plain table's header is a band with its text, centred
    /// vertically; a grouped header's text sits just above its section, a footer's just below.
    mutating func sectionTitle(_ svg: inout MarkupWriter, _ view: SceneDrawing.View, _ frame: Rect) {
        let header = view.kind == "sectionHeader"
        let inner = Rect(x: frame.x + 16, y: frame.y, width: frame.width - 32, height: frame.height)
        if header, view.tableStyle == "plain" || view.tableStyle == nil {
            svg.rect(frame, class: "header-band")
            text(&svg, view, in: inner, align: .leading, colour: nil)
        } else if header {
            let area = Rect(x: inner.x, y: inner.y, width: inner.width, height: max(inner.height - Self.titleGap, 0))
            text(&svg, view, in: area, align: .leading, colour: nil, bottom: true, secondary: true)
        } else {
            let area = Rect(x: inner.x, y: inner.y + Self.titleGap, width: inner.width, height: max(inner.height - Self.titleGap, 0))
            text(&svg, view, in: area, align: .leading, colour: nil, top: true, secondary: true)
        }
    }
}
