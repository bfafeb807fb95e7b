/// The nodes of one loaded file, shared by every ``YAMLNode`` handle into them. Loading a file
/// allocates a few arrays here instead of one object per node, and freeing it frees them.
final class YAMLArena: NodeReading, Sendable {
    let records: PlainValueList<NodeRecord>
    let children: PlainValueList<Int32>
    let scalars: ScalarText
    let tags: [String]

    /// The arena of the nodes `store` loaded.
    init(_ store: NodeStore) {
        records = store.records
        children = store.children
        scalars = store.scalars
        tags = store.tags
    }
}
