import A11yCore
import Hierarchy

/// The rows of a table view: for `dataMode="static"`, every section's header title, cells and
/// footer title in document order; for dynamic prototypes, one representative row per prototype
/// (``PrototypeCells``).
struct TableMapper {
    let mapper: ElementMapper

    /// The height given to a section header or footer whose frame the file does not give (IB
    /// writes none): the gap the cells leave, at most this.
    static let titleHeight = 38.0

    /// The table's `style` attribute (`plain`, `grouped`, `insetGrouped`: Xcode writes it on every
    /// `<tableView>`); absent, plain, `UITableView(frame:)`'s style. A value a11y-check does not
    /// know is reported and left unset (drawn plain).
    func style(of table: XMLNode) -> Located<TableStyle>? {
        guard let value = table["style"] else { return Located(.plain, at: table.location) }
        guard let style = TableStyle(rawValue: value) else {
            mapper.context.reportOnce(.unknownAttribute, name: "tableView.style." + value, at: table.location,
                                      "the table view style '\(value)' is not one a11y-check knows; the report draws the table plain",
                                      hint: "UITableView.Style is plain, grouped or insetGrouped")
            return nil
        }
        return Located(style, at: table.location)
    }

    func rows(of table: XMLNode) -> [Element] {
        guard table["dataMode"] == "static" else { return PrototypeCells(mapper: mapper).rows(of: table) }
        let width = ElementMapper.frame(table, context: mapper.context)?.width ?? 0
        var rows: [Element] = []
        var bottom = 0.0
        for section in table.child("sections")?.children("tableViewSection") ?? [] {
            let cells = (section.child("cells")?.children ?? []).compactMap { node in mapper.element(node).map { withAccessory($0, of: node) } }
            let top = cells.first?.frame?.value.y ?? bottom
            if let title = section["headerTitle"], !title.isEmpty {
                let height = min(Self.titleHeight, max(top - bottom, 0))
                rows.append(titleLabel(title, section: section, frame: Rect(x: 0, y: top - height, width: width, height: height), header: true))
            }
            rows += cells
            bottom = cells.last?.frame.map { $0.value.y + $0.value.height } ?? top
            if let title = section["footerTitle"], !title.isEmpty {
                rows.append(titleLabel(title, section: section, frame: Rect(x: 0, y: bottom, width: width, height: Self.titleHeight), header: false))
                bottom += Self.titleHeight
            }
        }
        return rows
    }

    /// `cell` with the `accessoryType` its `<tableViewCell>` gives (none when absent), and the
    /// switch its `accessoryView` outlet names: UIKit shows the accessory view in place of the
    /// accessory type at the cell's trailing edge
    /// ([accessoryView](https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview)).
    /// An accessory view of another kind is reported: what VoiceOver makes of it is not modelled.
    private func withAccessory(_ cell: Element, of node: XMLNode) -> Element {
        var cell = cell
        if let type = node["accessoryType"], let accessory = CellAccessory(rawValue: type) {
            cell.accessory = Located(accessory, at: node.location)
        }
        guard let outlet = node.child("connections")?.children.first(where: { $0.name == "outlet" && $0["property"] == "accessoryView" }),
              let destination = outlet["destination"] else { return cell }
        guard let view = mapper.context.switches[destination], var accessoryView = mapper.element(view) else {
            mapper.context.report(.decidedInCode, at: outlet.location,
                                  "the cell's accessoryView is not a switch: what VoiceOver makes of it is not modelled, and it is left out")
            return cell
        }
        accessoryView.frame = nil
        cell.accessoryView = Located(accessoryView, at: outlet.location)
        cell.children = Self.removing(destination, from: cell.children)
        return cell
    }

    /// `elements` without the view whose id is `id`, wherever it is among them: Interface Builder
    /// may keep the switch an `accessoryView` outlet names inside the cell's content view, but a
    /// view has one superview, and the cell's accessory view is the cell's own subview
    /// ([addSubview(_:)](https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)):
    /// "views can have only one superview"), so UIKit takes it out of the content view.
    private static func removing(_ id: String, from elements: [Element]) -> [Element] {
        guard elements.contains(where: { $0.id?.value == id || !$0.children.isEmpty }) else { return elements }
        return elements.compactMap { element in
            guard element.id?.value != id else { return nil }
            guard !element.children.isEmpty else { return element }
            var kept = element
            kept.children = removing(id, from: element.children)
            return kept
        }
    }

    /// A section title: UIKit shows it in a `UITableViewHeaderFooterView` whose label VoiceOver
    /// reads; a header title carries the header trait so the rotor's Headings reach it.
    private func titleLabel(_ title: String, section: XMLNode, frame: Rect, header: Bool) -> Element {
        var label = Element(kind: .label, location: section.location)
        if let id = section.id { label.id = Located(id + (header ? ".header" : ".footer"), at: section.location) }
        label.text = Located(title, at: section.location)
        label.frame = Located(frame, at: section.location)
        if header { label.addedTraits = [Located(.header, at: section.location)] }
        return label
    }
}
