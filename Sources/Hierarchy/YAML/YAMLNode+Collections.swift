extension YAMLNode {
    /// One key/value pair of a mapping, in file order.
    public struct Entry: Sendable {
        let arena: YAMLArena
        let keyIndex: Int32
        let valueIndex: Int32

        /// The key node.
        public var key: YAMLNode { YAMLNode(arena, keyIndex) }
        /// The value node.
        public var value: YAMLNode { YAMLNode(arena, valueIndex) }

        /// Where the key starts.
        var keyMark: Mark { arena.records[Int(keyIndex)].mark }
    }

    /// The items of a sequence, in file order: a view of the node arena, not a copy.
    public struct Items: RandomAccessCollection, Sendable {
        let arena: YAMLArena
        let start: Int
        public let count: Int

        init(_ arena: YAMLArena, start: Int, count: Int) {
            self.arena = arena
            self.start = start
            self.count = count
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> YAMLNode {
            precondition(position >= 0 && position < count, "item index out of range")
            return YAMLNode(arena, arena.children[start + position])
        }

        /// The finite number a plain decimal item is (`16`, `-2`, `0.5`), read without making a
        /// node handle; nil for anything else, which `DecodeContext.number` then reads (it tries
        /// this same reading first, so both give the same number).
        func plainDecimal(at position: Int) -> Double? {
            precondition(position >= 0 && position < count, "item index out of range")
            let item = arena.children[start + position]
            guard arena.isPlainScalar(item), let value = arena.withText(item, DecimalText.double), value.isFinite else { return nil }
            return value
        }
    }

    /// The entries of a mapping, in file order (merged entries in place of the merge key): a
    /// view of the node arena, not a copy.
    public struct Entries: RandomAccessCollection, Sendable {
        let arena: YAMLArena
        let start: Int
        public let count: Int

        init(_ arena: YAMLArena, start: Int, count: Int) {
            self.arena = arena
            self.start = start
            self.count = count
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> Entry {
            precondition(position >= 0 && position < count, "entry index out of range")
            let pair = start + 2 * position
            return Entry(arena: arena, keyIndex: arena.children[pair], valueIndex: arena.children[pair + 1])
        }
    }
}
