/// The children of one collection, by position in its arena's ``NodeReading/children``: the
/// index form of ``YAMLNode/Items`` and ``YAMLNode/Entries``.
///
/// It holds no arena: the element decoder passes the arena to every read as a borrowed
/// parameter, so walking a mapping makes no node handle and retains nothing per entry, where
/// each handle would retain and release the arena.
package struct ChildRun {
    /// The first child's index in `children`.
    package let start: Int
    /// How many items, or how many key/value entries.
    package let count: Int

    /// No children: what a null stands for where a mapping or a list is expected.
    package static let empty = ChildRun(start: 0, count: 0)

    /// The `position`th item of a sequence.
    @inlinable
    package func item(_ arena: YAMLArena, _ position: Int) -> Int32 {
        precondition(position >= 0 && position < count, "item index out of range")
        return arena.children[start + position]
    }

    /// The key of a mapping's `position`th entry.
    @inlinable
    package func key(_ arena: YAMLArena, _ position: Int) -> Int32 {
        precondition(position >= 0 && position < count, "entry index out of range")
        return arena.children[start + 2 * position]
    }

    /// The value of a mapping's `position`th entry.
    @inlinable
    package func value(_ arena: YAMLArena, _ position: Int) -> Int32 {
        precondition(position >= 0 && position < count, "entry index out of range")
        return arena.children[start + 2 * position + 1]
    }
}

extension NodeReading {
    /// A mapping's entries; nil for any other node.
    package func entries(_ node: Int32) -> ChildRun? {
        let record = records[Int(node)]
        return record.kind == .mapping ? ChildRun(start: Int(record.start), count: Int(record.count)) : nil
    }

    /// A sequence's items; nil for any other node.
    package func items(_ node: Int32) -> ChildRun? {
        let record = records[Int(node)]
        return record.kind == .sequence ? ChildRun(start: Int(record.start), count: Int(record.count)) : nil
    }
}
