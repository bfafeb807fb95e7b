import A11yCore
import Hierarchy

/// The rows of a table of dynamic prototypes (`dataMode="prototypes"`, `<prototypes>`) and the
/// items of a collection view (`<cells>`): one representative row or item per prototype cell, in
/// document order, at the frame Interface Builder lays it out at, with the content the file gives
/// it.
///
/// Code dequeues the prototypes and decides how many rows there are and what they say, so the
/// file cannot say what VoiceOver will read row by row. One representative per prototype lets the
/// checks that do not depend on that (a button or image without a label, a control too small,
/// text that does not scale) find what every row of that kind will have; each is marked
/// `prototype`, since which rows are on screen together is the data's.
struct PrototypeCells {
    let mapper: ElementMapper

    /// One element per prototype cell of `view` (a table or collection view); none when it has no
    /// prototypes.
    func rows(of view: XMLNode) -> [Element] {
        let container = view.name == "tableView" ? view.child("prototypes") : view.child("cells")
        return (container?.children ?? []).filter { $0.name == "tableViewCell" || $0.name == "collectionViewCell" }
            .compactMap { node in
                mapper.element(node).map { cell in
                    var cell = cell
                    cell.prototype = Located(true, at: node.location)
                    return cell
                }
            }
    }
}
