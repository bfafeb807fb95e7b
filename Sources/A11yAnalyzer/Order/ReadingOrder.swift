import A11yCore
import Hierarchy

/// VoiceOver's reading order as AccessibilitySnapshot computes it (reference/voiceover.md A2.2):
/// rows top to bottom, each row in the layout direction, keyed on each node's top-left corner
/// (its frame origin) in both layout directions: right-to-left only reverses the horizontal
/// comparison, as in AccessibilitySnapshot's parser. Origins whose y differ by less than the row
/// tolerance are one row. Groups are placed by their first child in reading order and visited as a block;
/// explicitly ordered groups keep their order. The sort is Swift's stable `sorted(by:)`, so
/// ties keep depth-first input order, as in AccessibilitySnapshot.
///
/// An element without a frame sorts like AccessibilitySnapshot's `CGRect.null` (an empty group):
/// its origin is at +infinity, so it comes after every placed node, and unplaced nodes keep
/// their input order among themselves.
public enum ReadingOrder {
    /// The row tolerance AccessibilitySnapshot measured on devices: 8 pt on iPhone, 13 pt on iPad.
    public static func defaultRowTolerance(on idiom: DeviceIdiom) -> Double {
        idiom == .iphone ? 8 : 13
    }

    /// The elements of `nodes` in the order VoiceOver visits them.
    public static func flatten(_ nodes: [AccessibilityNode], layoutDirection: LayoutDirection,
                               rowTolerance: Double) -> [AccessibilityElement] {
        Sorter(layoutDirection: layoutDirection, rowTolerance: rowTolerance).flatten(nodes, explicitlyOrdered: false)
    }

    /// `elements` (ungrouped) in the order VoiceOver visits them on `idiom`.
    public static func sorted(_ elements: [AccessibilityElement], layoutDirection: LayoutDirection,
                              idiom: DeviceIdiom, rowTolerance: Double? = nil) -> [AccessibilityElement] {
        flatten(elements.map(AccessibilityNode.element), layoutDirection: layoutDirection,
                rowTolerance: rowTolerance ?? defaultRowTolerance(on: idiom))
    }

    /// A sort key: the corner VoiceOver compares; infinite for unplaced nodes.
    struct Origin {
        let x: Double
        let y: Double

        static let unplaced = Origin(x: .infinity, y: .infinity)
    }

    struct Sorter {
        let layoutDirection: LayoutDirection
        let rowTolerance: Double

        func flatten(_ nodes: [AccessibilityNode], explicitlyOrdered: Bool) -> [AccessibilityElement] {
            var elements: [AccessibilityElement] = []
            append(nodes, explicitlyOrdered: explicitlyOrdered, to: &elements)
            return elements
        }

        /// Appends the elements of `nodes` in reading order: sorted by origin (the stable
        /// `sorted(by:)` over the nodes' positions, so the order is the one sorting the nodes
        /// themselves gives), or as listed when `explicitlyOrdered`.
        private func append(_ nodes: [AccessibilityNode], explicitlyOrdered: Bool, to elements: inout [AccessibilityElement]) {
            guard !explicitlyOrdered, nodes.count > 1 else {
                for node in nodes { append(node, to: &elements) }
                return
            }
            let order = nodes.indices.map { (index: $0, origin: origin(of: nodes[$0])) }.sorted { precedes($0.origin, $1.origin) }
            for entry in order { append(nodes[entry.index], to: &elements) }
        }

        private func append(_ node: AccessibilityNode, to elements: inout [AccessibilityElement]) {
            switch node {
            case .element(let element): elements.append(element)
            case .group(let children, let explicit, _): append(children, explicitlyOrdered: explicit, to: &elements)
            }
        }

        /// AccessibilitySnapshot's comparator: a different row when the y origins differ by at
        /// least the tolerance, else the horizontal order of the layout direction.
        func precedes(_ lhs: Origin, _ rhs: Origin) -> Bool {
            if lhs.y != rhs.y, abs(lhs.y - rhs.y) >= rowTolerance { return lhs.y < rhs.y }
            return layoutDirection == .rightToLeft ? lhs.x > rhs.x : lhs.x < rhs.x
        }

        /// The origin a node sorts by: its frame's, the override's, or its first child's.
        func origin(of node: AccessibilityNode) -> Origin {
            switch node {
            case .element(let element): return origin(of: element.frame)
            case .group(_, _, let frameOverride?): return origin(of: frameOverride)
            case .group(let children, _, _):
                // The first origin no other precedes, as `min(by:)` picks it.
                guard let first = children.first else { return .unplaced }
                var lowest = origin(of: first)
                for child in children.dropFirst() {
                    let candidate = origin(of: child)
                    if precedes(candidate, lowest) { lowest = candidate }
                }
                return lowest
            }
        }

        private func origin(of frame: Rect?) -> Origin {
            guard let frame else { return .unplaced }
            return Origin(x: frame.x, y: frame.y)
        }
    }
}
