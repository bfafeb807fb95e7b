import A11yCore
import Hierarchy
import YAMLReader

extension ElementDecoder {
    /// The keys of one table section.
    static let sectionKeys = ["header", "footer", "cells"]
    /// The height of a section header or footer row: UIKit's grouped-table title height,
    /// the one the Interface Builder source gives a title without a frame.
    static let sectionTitleHeight = 38.0

    /// A table's `sections`, as rows in reading order: each section's header title, its cells,
    /// its footer title. A title is a label, as UIKit shows it in a `UITableViewHeaderFooterView`
    /// whose text VoiceOver reads; a header also has the header trait, so the rotor's Headings
    /// reach it. A title row is placed in the 38 points above the section's first cell (a header)
    /// or below its last (a footer), as wide as that cell; without cell frames it has none.
    func sections(_ arena: YAMLArena, _ node: Int32) -> [Element] {
        guard let items = context.list(arena, node, for: "sections") else { return [] }
        var rows: [Element] = []
        for position in 0..<items.count {
            let section = YAMLNode(arena, items.item(arena, position))
            var fields = Fields(context: context, kind: "table section", allowed: Self.sectionKeys)
            guard fields.read(section) else { continue }
            let cells = fields["cells"].map { self.cells(arena, $0.index, for: "cells") } ?? []
            let first = cells.first?.frame?.value
            let last = cells.last?.frame?.value
            if let entry = fields.entry("header"), let title = context.string(entry.value, for: "header") {
                let frame = first.map { Rect(x: $0.x, y: $0.y - Self.sectionTitleHeight, width: $0.width, height: Self.sectionTitleHeight) }
                rows.append(titleRow(title, at: context.location(entry.key), frame: frame, header: true))
            }
            rows += cells
            if let entry = fields.entry("footer"), let title = context.string(entry.value, for: "footer") {
                let frame = last.map { Rect(x: $0.x, y: $0.y + $0.height, width: $0.width, height: Self.sectionTitleHeight) }
                rows.append(titleRow(title, at: context.location(entry.key), frame: frame, header: false))
            }
        }
        return rows
    }

    private func titleRow(_ title: String, at location: SourceLocation, frame: Rect?, header: Bool) -> Element {
        var label = Element(kind: .label, location: location)
        label.text = Located(title, at: location)
        if let frame { label.frame = Located(frame, at: location) }
        if header { label.addedTraits = [Located(.header, at: location)] }
        return label
    }
}
