/// The nodes of one file while it loads, in a few contiguous arrays: node records, the child
/// indexes of every collection, the UTF-8 text of every scalar, and the tags. A node is an
/// index into `records`; an alias is the index of the node its anchor names.
struct NodeStore: NodeReading {
    var records: [NodeRecord] = []
    /// Sequence items and mapping entries (key, value, key, value, ...), each collection's run
    /// contiguous.
    var children: [Int32] = []
    /// Every scalar's text, one after another.
    let scalars: ScalarText
    var tags: [String] = []

    /// An empty store with room for `byteCount` bytes of scalar text.
    init(byteCount: Int) {
        scalars = ScalarText(capacity: byteCount)
    }
}
