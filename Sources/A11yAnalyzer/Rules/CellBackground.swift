import Hierarchy

/// The colour a view paints behind its content: its `backgroundColor`, or, for a cell of a grouped
/// or inset grouped table that gives none, the colour UIKit draws such a cell in,
/// `secondarySystemGroupedBackground` ("content layered on top of the main background of your
/// grouped interface",
/// [secondarySystemGroupedBackground](https://developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground);
/// the default background of a cell in a grouped list,
/// [listGroupedCell()](https://developer.apple.com/documentation/uikit/uibackgroundconfiguration/listgroupedcell())),
/// white in the light appearance over the table's grey `systemGroupedBackground`. A plain table's
/// cells are left as the spec gives them.
enum CellBackground {
    /// What `view`, a subview of `superview` (nil for a top-level view), paints behind its content.
    static func painted(by view: Element, in superview: Element?) -> ColorValue? {
        if let color = view.backgroundColor?.value { return color }
        guard view.kind == .cell, let superview, superview.kind == .table,
              let style = superview.tableStyle?.value, style != .plain else { return nil }
        return .system(.secondarySystemGroupedBackground)
    }
}
