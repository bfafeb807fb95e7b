import A11yCore

/// A view's own width and height constraints (`<constraint firstAttribute="height" constant="28"/>`
/// among its `<constraints>`): Auto Layout gives the view that size, whatever the frame the file
/// keeps says. Interface Builder leaves a stale frame when the canvas was not updated after a
/// constraint changed (a view it marks `misplaced="YES"`: Monal's 28-point retry button drawn
/// 9 points tall)
/// ([constant](https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant)).
/// Only an exact, required constraint on the view alone, the same in every size class, decides:
/// one with another item (an aspect ratio, a size equal to another view's), a relation
/// (`greaterThanOrEqual`), a priority below required or a multiplier, or one a size class changes
/// or leaves out (a `<variation>` of its constant, an `<exclude>` of it in the view's
/// variations: Vocable's settings button) leaves the frame as the file draws it.
enum ConstrainedSize {
    /// `frame` with the width and height `node`'s own exact constraints give.
    static func applied(to frame: Rect, of node: XMLNode) -> Rect {
        let sides = sizes(of: node)
        return Rect(x: frame.x, y: frame.y, width: sides.width ?? frame.width, height: sides.height ?? frame.height)
    }

    /// True when `node`'s own exact constraints give both its width and height: its size is
    /// known even where Interface Builder finds its layout ambiguous (a position left open).
    static func fixesBothSides(of node: XMLNode) -> Bool {
        let sides = sizes(of: node)
        return sides.width != nil && sides.height != nil
    }

    /// The width and height `node`'s own exact constraints give, nil for a side none gives.
    private static func sizes(of node: XMLNode) -> (width: Double?, height: Double?) {
        guard let constraints = node.child("constraints") else { return (nil, nil) }
        var sides: (width: Double?, height: Double?) = (nil, nil)
        let varied = sizeClassConstraints(of: node)
        for constraint in constraints.children where isExactSize(constraint, of: node, varied: varied) {
            guard let text = constraint["constant"], let constant = Double(text), constant.isFinite, constant >= 0 else { continue }
            switch constraint["firstAttribute"] {
            case "width": sides.width = constant
            case "height": sides.height = constant
            default: continue
            }
        }
        return sides
    }

    /// The ids of the constraints `node`'s size class variations include or leave out.
    private static func sizeClassConstraints(of node: XMLNode) -> Set<String> {
        var ids: Set<String> = []
        for variation in node.children("variation") {
            for reference in variation.child("mask", key: "constraints")?.children ?? [] {
                if let id = reference["reference"] { ids.insert(id) }
            }
        }
        return ids
    }

    /// True for a required `width` or `height` equal to a constant, on `node` alone, that no size
    /// class varies: no variation of its own, its id not among `varied`.
    private static func isExactSize(_ constraint: XMLNode, of node: XMLNode, varied: Set<String>) -> Bool {
        guard constraint.name == "constraint", let id = constraint.id, !varied.contains(id), constraint.children("variation").isEmpty,
              constraint["secondItem"] == nil, constraint["relation"] == nil,
              constraint["multiplier"] == nil, constraint["priority"].map({ $0 == "1000" }) ?? true else { return false }
        if let first = constraint["firstItem"], first != node.id { return false }
        return true
    }
}
