/// `UITableView.Style`: how a table view draws its sections
/// ([UITableView.Style](https://developer.apple.com/documentation/uikit/uitableview/style)).
/// The style changes the drawing only: a section header is read as a heading in every style.
public enum TableStyle: String, CaseIterable, Sendable, Codable {
    /// [plain](https://developer.apple.com/documentation/uikit/uitableview/style/plain): rows
    /// edge to edge; a section header floats (stays pinned at the top) while its section scrolls.
    case plain
    /// [grouped](https://developer.apple.com/documentation/uikit/uitableview/style/grouped): each
    /// section a full-width group on the grouped background, with a gap between sections.
    case grouped
    /// [insetGrouped](https://developer.apple.com/documentation/uikit/uitableview/style/insetgrouped):
    /// each section a group with rounded corners, inset from the table's edges.
    case insetGrouped
}
