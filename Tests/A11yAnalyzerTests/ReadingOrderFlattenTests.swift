import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer

/// `ReadingOrder.flatten` sorts node indices by origin and appends elements in place; it gives
/// the order of sorting the nodes themselves level by level, as AccessibilitySnapshot does.
@Suite struct ReadingOrderFlattenTests {
    /// The order the sorter replaces: each level's nodes sorted by origin, then flattened.
    private static func reference(_ nodes: [AccessibilityNode], explicitlyOrdered: Bool,
                                  sorter: ReadingOrder.Sorter) -> [AccessibilityElement] {
        let ordered = explicitlyOrdered ? nodes : nodes.map { ($0, referenceOrigin(of: $0, sorter: sorter)) }
            .sorted { sorter.precedes($0.1, $1.1) }
            .map(\.0)
        return ordered.flatMap { node -> [AccessibilityElement] in
            switch node {
            case .element(let element): [element]
            case .group(let children, let explicit, _): reference(children, explicitlyOrdered: explicit, sorter: sorter)
            }
        }
    }

    private static func referenceOrigin(of node: AccessibilityNode, sorter: ReadingOrder.Sorter) -> ReadingOrder.Origin {
        switch node {
        case .element(let element):
            return element.frame.map { ReadingOrder.Origin(x: $0.x, y: $0.y) } ?? .unplaced
        case .group(_, _, let frame?):
            return ReadingOrder.Origin(x: frame.x, y: frame.y)
        case .group(let children, _, _):
            return children.map { referenceOrigin(of: $0, sorter: sorter) }.min(by: sorter.precedes) ?? .unplaced
        }
    }

    /// A random tree of elements and groups, with frames on a coarse grid so that rows and
    /// columns often tie, some elements unplaced and some groups empty.
    private static func randomNodes(depth: Int, counter: inout Int, generator: inout some RandomNumberGenerator) -> [AccessibilityNode] {
        (0..<Int.random(in: 0...5, using: &generator)).map { _ in
            counter += 1
            if depth > 0, Int.random(in: 0..<4, using: &generator) == 0 {
                let frame = Bool.random(using: &generator) ? randomFrame(&generator) : nil
                return .group(randomNodes(depth: depth - 1, counter: &counter, generator: &generator),
                              explicitlyOrdered: Bool.random(using: &generator), frameOverride: frame)
            }
            let frame = Int.random(in: 0..<6, using: &generator) == 0 ? nil : randomFrame(&generator)
            return .element(AccessibilityElement(
                id: "e\(counter)", screenID: "s", kind: .label, part: nil, path: ElementPath([counter]), label: nil, value: nil,
                hint: nil, traits: [], frame: frame, location: SourceLocation(file: "t.yaml", line: counter, column: 1),
                labelLocation: nil, context: nil, containers: []))
        }
    }

    private static func randomFrame(_ generator: inout some RandomNumberGenerator) -> Rect {
        Rect(x: Double(Int.random(in: 0...4, using: &generator) * 50), y: Double(Int.random(in: 0...12, using: &generator) * 5),
             width: 40, height: 20)
    }

    @Test("the sorter's order equals sorting the nodes themselves, for both tolerances and directions")
    func matchesSortingNodes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var counter = 0
            let nodes = Self.randomNodes(depth: 3, counter: &counter, generator: &generator)
            for tolerance in [8.0, 13.0] {
                for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                    let sorter = ReadingOrder.Sorter(layoutDirection: direction, rowTolerance: tolerance)
                    #expect(sorter.flatten(nodes, explicitlyOrdered: false).map(\.id)
                        == Self.reference(nodes, explicitlyOrdered: false, sorter: sorter).map(\.id))
                }
            }
        }
    }
}
