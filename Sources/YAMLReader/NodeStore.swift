/// The nodes of one file while it loads, in a few contiguous lists: node records, the child
/// indexes of every collection, the UTF-8 text of every scalar, and the tags. A node is an
/// index into `records`; an alias is the index of the node its anchor names.
package struct NodeStore: NodeReading {
    package let records: PlainValueList<NodeRecord>
    /// Sequence items and mapping entries (key, value, key, value, ...), each collection's run
    /// contiguous.
    package let children: PlainValueList<Int32>
    /// Every scalar's text, one after another.
    package let scalars: ScalarText
    package var tags: [String] = []

    /// An empty store with room for `nodeCount` nodes and `byteCount` bytes of scalar text.
    package init(nodeCount: Int, byteCount: Int) {
        records = PlainValueList(capacity: nodeCount)
        children = PlainValueList(capacity: nodeCount)
        scalars = ScalarText(capacity: byteCount)
    }
}
