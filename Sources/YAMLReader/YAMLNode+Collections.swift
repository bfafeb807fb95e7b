extension YAMLNode {
    /// One key/value pair of a mapping, in file order.
    public struct Entry: Sendable {
        @usableFromInline let arena: YAMLArena
        @usableFromInline let keyIndex: Int32
        let valueIndex: Int32

        /// The key node.
        public var key: YAMLNode { YAMLNode(arena, keyIndex) }
        /// The value node.
        public var value: YAMLNode { YAMLNode(arena, valueIndex) }
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

        /// A handle on `run`, a collection of `arena`.
        init(_ arena: YAMLArena, _ run: ChildRun) {
            self.init(arena, start: run.start, count: run.count)
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> YAMLNode {
            precondition(position >= 0 && position < count, "item index out of range")
            return YAMLNode(arena, arena.children[start + position])
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

        /// A handle on `run`, a collection of `arena`.
        init(_ arena: YAMLArena, _ run: ChildRun) {
            self.init(arena, start: run.start, count: run.count)
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
